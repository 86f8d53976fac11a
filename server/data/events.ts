import { instantToZonedLocal } from "../../runtime/time/zonedTime";
import type { Address, Event } from "../../schema/entities/events";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

interface EventRow {
  id: string;
  title: string;
  date_time: Date | string;
  time_zone: string;
  address: Address;
  action_link: string;
  action_text: string;
}

const COLUMNS = "id, title, date_time, time_zone, address, action_link, action_text";

/** The most upcoming events one answer holds; the Upcoming Events block shows at most 20. */
export const UPCOMING_EVENTS_LIMIT = 100;

/** What the venue's clock shows at `dateTime`, by this server's time zone database; UTC's for a zone it does not know. */
function venueClockAt(dateTime: string, timeZone: string): string {
  try {
    return instantToZonedLocal(dateTime, timeZone);
  } catch {
    return dateTime.slice(0, 16);
  }
}

function toEvent(row: EventRow): Event {
  const dateTime = new Date(row.date_time).toISOString();
  return {
    id: row.id,
    title: row.title,
    dateTime,
    localDateTime: venueClockAt(dateTime, row.time_zone),
    timeZone: row.time_zone,
    address: row.address,
    actionLink: row.action_link,
    actionText: row.action_text,
  };
}

/** An artist's events that have not started yet, soonest first (SPEC §7 GET /public/events). */
export async function listUpcomingEvents(db: Queryable, profileId: string): Promise<Event[]> {
  const rows = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM events WHERE profile_id = $1 AND date_time >= now() ORDER BY date_time, id LIMIT $2`,
    [profileId, UPCOMING_EVENTS_LIMIT],
  );
  return rows.map(toEvent);
}

/**
 * One event of the artist, upcoming or begun (a Countdown to it then shows its message), or null:
 * GET /public/events/:id.
 */
export async function findEvent(db: Queryable, profileId: string, id: string): Promise<Event | null> {
  const [row] = await db.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toEvent(row) : null;
}

export interface NewEvent {
  /** A chosen id (the demo's readable ones); random when absent. */
  readonly id?: string;
  readonly profileId: string;
  readonly title: string;
  readonly dateTime: Date | string;
  /** The venue's IANA time zone; UTC when absent. */
  readonly timeZone?: string;
  readonly address: Address;
  readonly actionLink?: string;
  readonly actionText?: string;
}

/** Creates an event (the studio, the demo data and tests). */
export async function createEvent(db: Queryable, input: NewEvent): Promise<Event> {
  const [row] = await db.query<EventRow>(
    `INSERT INTO events (id, profile_id, title, date_time, time_zone, address, action_link, action_text)
     VALUES ($1, $2, $3, $4, $8, $5::jsonb, $6, $7) RETURNING ${COLUMNS}`,
    [
      input.id ?? newId(),
      input.profileId,
      input.title,
      new Date(input.dateTime).toISOString(),
      JSON.stringify(input.address),
      input.actionLink ?? "",
      input.actionText ?? "",
      input.timeZone ?? "UTC",
    ],
  );
  return toEvent(row as EventRow);
}

/** All of an artist's events for the studio: upcoming ones soonest first, then past ones latest first. */
export async function listEvents(db: Queryable, profileId: string): Promise<Event[]> {
  const rows = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM events WHERE profile_id = $1
     ORDER BY date_time < now(), CASE WHEN date_time >= now() THEN date_time END, date_time DESC, id`,
    [profileId],
  );
  return rows.map(toEvent);
}

/** Changes an event of the artist; null when the artist has no such event. */
export async function updateEvent(
  db: Queryable,
  profileId: string,
  id: string,
  input: Omit<NewEvent, "id" | "profileId">,
): Promise<Event | null> {
  const [row] = await db.query<EventRow>(
    `UPDATE events SET title = $3, date_time = $4, time_zone = $5, address = $6::jsonb, action_link = $7, action_text = $8
     WHERE profile_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      profileId,
      id,
      input.title,
      new Date(input.dateTime).toISOString(),
      input.timeZone ?? "UTC",
      JSON.stringify(input.address),
      input.actionLink ?? "",
      input.actionText ?? "",
    ],
  );
  return row ? toEvent(row) : null;
}

/** Deletes an event of the artist; whether there was one. */
export async function deleteEvent(db: Queryable, profileId: string, id: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM events WHERE profile_id = $1 AND id = $2 RETURNING id", [profileId, id]);
  return rows.length > 0;
}
