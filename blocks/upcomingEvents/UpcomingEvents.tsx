import type { BlockViewProps } from "../../runtime/blockRegistry";
import { linkHref } from "../../runtime/sanitizeUrl";
import type { Event } from "../../schema/entities/events";
import { useIsClient } from "../useIsClient";

/** The date and time of an event, in a locale and time zone (the runtime's own when absent). */
export function formatEventTime(dateTime: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale ?? "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(dateTime));
}

function addressLine(event: Event): string {
  const { name, street, zipCode, city, country } = event.address;
  return [name, street, [zipCode, city].filter(Boolean).join(" "), country].filter(Boolean).join(", ");
}

/** The Upcoming Events block: the next shows, soonest first, each with its venue and action link. */
export function UpcomingEvents({ props, data }: BlockViewProps<"UpcomingEvents">) {
  // The server cannot know the visitor's locale and time zone: its HTML says UTC, and the browser
  // shows the visitor's own once the page is running.
  const isClient = useIsClient();
  const events = data.events?.status === "ready" ? (data.events.value as Event[]).slice(0, props.limit) : null;
  return (
    <section className="bl-section bl-upcoming-events">
      <h2 className="bl-section__title">{props.title}</h2>
      {events === null ? (
        <p className="bl-section__empty">{data.events?.status === "error" ? "The events could not be loaded." : ""}</p>
      ) : events.length === 0 ? (
        <p className="bl-section__empty">No upcoming events</p>
      ) : (
        <ul className="bl-events">
          {events.map((event) => (
            <li className="bl-event" key={event.id}>
              <time className="bl-event__when" dateTime={event.dateTime}>
                {isClient ? formatEventTime(event.dateTime) : formatEventTime(event.dateTime, "en-US", "UTC")}
              </time>
              <div>
                <p className="bl-event__title">{event.title}</p>
                <address className="bl-event__where">{addressLine(event)}</address>
              </div>
              {event.actionLink && event.actionText ? (
                <a className="bl-button bl-button--outline" href={linkHref(event.actionLink)} rel="noopener noreferrer" target="_blank">
                  {event.actionText}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
