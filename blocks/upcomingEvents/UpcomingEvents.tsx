import { linkHref } from "../../runtime/sanitizeUrl";
import { VenueTime } from "../../runtime/time/venueTimeWords";
import type { Event } from "../../schema/entities/events";
import type { PageBlockViewProps } from "../pageBlock";

function addressLine(event: Event): string {
  const { name, street, zipCode, city, country } = event.address;
  return [name, street, [zipCode, city].filter(Boolean).join(" "), country].filter(Boolean).join(", ");
}

/** What the block loads: the artist's events. */
export type UpcomingEventsNeeds = { readonly events: "events" };

/**
 * The Upcoming Events block: the next shows, soonest first, each with its venue and action link,
 * and its time as the venue's clock shows it (the same on the server and in every fan's browser).
 */
export function UpcomingEvents({ props, data }: PageBlockViewProps<"UpcomingEvents", UpcomingEventsNeeds>) {
  const events = data.events.status === "ready" ? data.events.value.slice(0, props.limit) : null;
  return (
    <section className="bl-section bl-upcoming-events">
      <h2 className="bl-section__title">{props.title}</h2>
      {events === null ? (
        <p className="bl-section__empty">{data.events.status === "error" ? "The events could not be loaded." : ""}</p>
      ) : events.length === 0 ? (
        <p className="bl-section__empty">No upcoming events</p>
      ) : (
        <ul className="bl-events">
          {events.map((event) => (
            <li className="bl-event" key={event.id}>
              <VenueTime className="bl-event__when" dateTime={event.dateTime} timeZone={event.timeZone} />
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
