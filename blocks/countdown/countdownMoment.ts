import type { LoadState } from "../../runtime/dataNeeds";
import { linkHref } from "../../runtime/sanitizeUrl";
import type { Product } from "../../schema/entities/catalogue";
import type { Event } from "../../schema/entities/events";
import type { ResolvedPropsOf } from "../../schema/page";

/** Where the message shown once the moment has passed leads: the release's page, or the event's own link. */
export interface MomentLink {
  readonly href: string;
  readonly external: boolean;
}

/** The moment a Countdown counts to, as its props and data give it. */
export type CountdownMoment =
  | {
      readonly status: "ready";
      /** Milliseconds since the epoch. */
      readonly at: number;
      /** As given, for `<time dateTime>`. */
      readonly dateTime: string;
      /** The zone the date and time are written in (runtime/time/venueTimeWords.tsx writes them). */
      readonly timeZone: string;
      readonly link: MomentLink | null;
    }
  /** Nothing chosen yet, or the date is no date. */
  | { readonly status: "unset" }
  /** Not loaded (yet), or it could not be. */
  | { readonly status: "loading" }
  /** The release or event is gone: deleted, or (a release) unpublished or without a date. */
  | { readonly status: "missing" };

function at(dateTime: string, timeZone: string, link: MomentLink | null): CountdownMoment {
  const time = Date.parse(dateTime);
  // A string the schema's pattern lets through but no calendar has (month 13).
  if (Number.isNaN(time)) return { status: "unset" };
  return { status: "ready", at: time, dateTime, timeZone, link };
}

function fromLoaded<T>(state: LoadState<T | null>, moment: (value: T) => CountdownMoment): CountdownMoment {
  if (state.status !== "ready") return { status: "loading" };
  return state.value === null ? { status: "missing" } : moment(state.value);
}

/** The moment the props name, read from the block's data. */
export function countdownMoment(
  props: ResolvedPropsOf<"Countdown">,
  data: { readonly release: LoadState<Product | null>; readonly event: LoadState<Event | null> },
): CountdownMoment {
  switch (props.target) {
    case "date":
      return props.date ? at(props.date, props.timeZone, null) : { status: "unset" };
    case "release":
      if (!props.releaseId) return { status: "unset" };
      return fromLoaded(data.release, (release) =>
        release.releasedAt
          ? at(release.releasedAt, props.timeZone, { href: `/music/${encodeURIComponent(release.id)}`, external: false })
          : { status: "missing" },
      );
    case "event":
      if (!props.eventId) return { status: "unset" };
      return fromLoaded(data.event, (event) =>
        at(event.dateTime, event.timeZone, event.actionLink ? { href: linkHref(event.actionLink), external: true } : null),
      );
  }
}
