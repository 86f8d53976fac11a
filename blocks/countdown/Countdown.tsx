import { useSiteLink } from "../../runtime/interpreter/useSiteLink";
import { VenueTime } from "../../runtime/time/venueTimeWords";
import type { PageBlockViewProps } from "../pageBlock";
import { countdownMoment, type MomentLink } from "./countdownMoment";
import { type Remaining, remainingLabel, remainingUntil } from "./remaining";
import { useNow } from "./useNow";

/** What the block loads: the release or the event it counts to (each "" when not the target, which loads nothing). */
export type CountdownNeeds = { readonly release: "release"; readonly event: "event" };

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

/** Why the editor shows no count, in the artist's words. */
const HINTS: Readonly<Record<"unset" | "missing", Readonly<Record<"date" | "release" | "event", string>>>> = {
  unset: {
    date: "Choose a date and time to count down to.",
    release: "Choose a release to count down to.",
    event: "Choose an event to count down to.",
  },
  missing: {
    date: "",
    release: "This release is not on the site (deleted, unpublished or without a date): choose another.",
    event: "This event is not on the site (deleted): choose another.",
  },
};

function Timer({ remaining }: { readonly remaining: Remaining }) {
  return (
    // Named by its label, off for live regions: a reader hears the time left when it reaches the timer, not every second.
    <div className="bl-countdown__timer" role="timer" aria-live="off" aria-atomic="true" aria-label={remainingLabel(remaining)}>
      {UNITS.map(([unit, label]) => (
        <div className="bl-countdown__unit" key={unit} aria-hidden="true">
          <span className="bl-countdown__number">{String(remaining[unit]).padStart(unit === "days" ? 1 : 2, "0")}</span>
          <span className="bl-countdown__label">{label}</span>
        </div>
      ))}
    </div>
  );
}

function Ended({ message, link }: { readonly message: string; readonly link: MomentLink | null }) {
  const onClick = useSiteLink(link?.href ?? "");
  if (!message) return null;
  return (
    <p className="bl-countdown__ended">
      {link ? (
        <a
          className="bl-button bl-button--primary"
          href={link.href}
          onClick={onClick}
          {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {message}
        </a>
      ) : (
        message
      )}
    </p>
  );
}

/**
 * The Countdown block (issue 39, item 1): the days, hours, minutes and seconds to a release, an
 * event or a date. The server writes the moment in words (readable without JavaScript, and the
 * same whenever the kept HTML is served); the count starts in the browser after hydrating, and
 * gives way to the block's message once the moment has come. A release or event that is gone hides
 * the block on the site and says why in the editor.
 */
export function Countdown({ props, data, mode }: PageBlockViewProps<"Countdown", CountdownNeeds>) {
  const moment = countdownMoment(props, data);
  const ready = moment.status === "ready" ? moment : null;
  const now = useNow(ready?.at ?? null);
  if (!ready && mode === "view" && moment.status !== "loading") return null;
  const remaining = ready && now !== null ? remainingUntil(ready.at, now) : null;
  return (
    <section className="bl-section bl-countdown">
      {props.title ? <h2 className="bl-section__title">{props.title}</h2> : null}
      {moment.status === "ready" ? (
        <p className="bl-countdown__when">
          <VenueTime dateTime={moment.dateTime} timeZone={moment.timeZone} />
        </p>
      ) : moment.status !== "loading" ? (
        <p className="bl-section__empty bl-countdown__hint">{HINTS[moment.status][props.target]}</p>
      ) : null}
      {ready && now !== null ? (
        remaining ? (
          <Timer remaining={remaining} />
        ) : (
          <Ended message={props.endedMessage} link={ready.link} />
        )
      ) : null}
    </section>
  );
}
