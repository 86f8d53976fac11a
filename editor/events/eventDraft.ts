import { currentZoneName } from "../../runtime/time/currentZoneName";
import { zonedLocalToInstant } from "../../runtime/time/zonedTime";
import type { EventInput } from "../../schema/api/events";
import type { Event } from "../../schema/entities/events";

/** An event as its form holds it: every field text, the time as the venue's clock shows it. */
export interface EventDraft {
  readonly title: string;
  /** `YYYY-MM-DDTHH:mm` on the venue's clock. */
  readonly localDateTime: string;
  readonly timeZone: string;
  readonly venue: string;
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  readonly country: string;
  readonly actionLink: string;
  readonly actionText: string;
}

/** The artist's own zone, as their browser keeps time (by its current name): where a new event most likely is. */
export function browserTimeZone(): string {
  return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
}

export function emptyEventDraft(timeZone = browserTimeZone()): EventDraft {
  return {
    title: "",
    localDateTime: "",
    timeZone,
    venue: "",
    street: "",
    zipCode: "",
    city: "",
    country: "",
    actionLink: "",
    actionText: "",
  };
}

export function draftOfEvent(event: Event): EventDraft {
  return {
    title: event.title,
    // The server's reading of the venue's clock, the one the site shows: the browser's own time zone
    // database may have the zone's rules differently (a change in one and not yet the other).
    localDateTime: event.localDateTime,
    timeZone: event.timeZone,
    venue: event.address.name,
    street: event.address.street,
    zipCode: event.address.zipCode,
    city: event.address.city,
    country: event.address.country,
    actionLink: event.actionLink,
    actionText: event.actionText,
  };
}

/** What is wrong with a draft, field by field, in the words the form shows; none when it can be saved. */
export type EventDraftProblems = Partial<Record<keyof EventDraft, string>>;

/** The draft as the API takes it, or its problems. */
export function eventInputOf(draft: EventDraft): { ok: true; input: EventInput } | { ok: false; problems: EventDraftProblems } {
  const problems: EventDraftProblems = {};
  if (draft.title.trim() === "") problems.title = "Give the event a title.";
  // Checked here to say so by the field; the server reads the venue's clock itself (eventInputSchema).
  const readable = draft.localDateTime !== "" && zonedLocalToInstant(draft.localDateTime, draft.timeZone) !== null;
  if (draft.localDateTime === "") problems.localDateTime = "Choose the date and time.";
  else if (!readable) problems.localDateTime = "This is not a date and time in the chosen time zone.";
  if (draft.actionLink.trim() !== "" && draft.actionText.trim() === "") problems.actionText = "Say what the link does, such as Tickets.";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      title: draft.title.trim(),
      localDateTime: draft.localDateTime,
      timeZone: draft.timeZone,
      address: {
        name: draft.venue.trim(),
        street: draft.street.trim(),
        zipCode: draft.zipCode.trim(),
        city: draft.city.trim(),
        country: draft.country.trim(),
      },
      actionLink: draft.actionLink.trim(),
      actionText: draft.actionText.trim(),
    },
  };
}

/**
 * The zones the form offers, by their current names (Europe/Kyiv, not Europe/Kiev), in order: UTC,
 * then the runtime's, with the event's own when the runtime lacks it.
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set([...known.map(currentZoneName), current]);
  zones.delete("UTC");
  return ["UTC", ...[...zones].sort()];
}
