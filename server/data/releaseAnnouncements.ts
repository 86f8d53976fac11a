import type { AnnouncementChoice } from "../../schema/api/releaseAnnouncements";
import type { Queryable } from "../db/database";

/** A release's announcement as chosen: who gets it, and the send made from it once the release came out (null until then). */
export interface AnnouncementRecord {
  readonly choice: AnnouncementChoice;
  readonly sendId: string | null;
}

interface AnnouncementRow {
  to_followers: boolean;
  to_buyers: boolean;
  email_list_ids: string[];
  send_id: string | null;
}

export async function findAnnouncement(db: Queryable, profileId: string, releaseId: string): Promise<AnnouncementRecord | null> {
  const [row] = await db.query<AnnouncementRow>(
    "SELECT to_followers, to_buyers, email_list_ids, send_id FROM release_announcements WHERE profile_id = $1 AND product_id = $2",
    [profileId, releaseId],
  );
  if (!row) return null;
  return { choice: { followers: row.to_followers, buyers: row.to_buyers, emailListIds: row.email_list_ids }, sendId: row.send_id };
}

/** Sets who gets the announcement while it has not gone; "sent" once it has (a release is announced once). */
export async function chooseAnnouncement(
  db: Queryable,
  profileId: string,
  releaseId: string,
  choice: AnnouncementChoice,
): Promise<"chosen" | "sent"> {
  const rows = await db.query(
    `INSERT INTO release_announcements (profile_id, product_id, to_followers, to_buyers, email_list_ids) VALUES ($1, $2, $3, $4, $5::text[])
     ON CONFLICT (profile_id, product_id) DO UPDATE SET to_followers = $3, to_buyers = $4, email_list_ids = $5::text[], chosen_at = now()
       WHERE release_announcements.send_id IS NULL
     RETURNING product_id`,
    [profileId, releaseId, choice.followers, choice.buyers, [...choice.emailListIds]],
  );
  return rows.length > 0 ? "chosen" : "sent";
}

/** Takes back an announcement not yet sent; false when there is none to take back (never chosen, or sent). */
export async function forgetAnnouncement(db: Queryable, profileId: string, releaseId: string): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM release_announcements WHERE profile_id = $1 AND product_id = $2 AND send_id IS NULL RETURNING product_id",
    [profileId, releaseId],
  );
  return rows.length > 0;
}

/** Releases out by `now` (published, their date reached) whose announcement waits, of every artist, oldest first. */
export async function listDueAnnouncements(db: Queryable, now: Date, limit = 100): Promise<{ profileId: string; releaseId: string }[]> {
  const rows = await db.query<{ profile_id: string; product_id: string }>(
    `SELECT a.profile_id, a.product_id FROM release_announcements a JOIN products p ON p.id = a.product_id AND p.profile_id = a.profile_id
     WHERE a.send_id IS NULL AND p.status = 'published' AND (p.released_at IS NULL OR p.released_at <= $1::timestamptz)
     ORDER BY a.chosen_at LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => ({ profileId: row.profile_id, releaseId: row.product_id }));
}

/** Records the send made from the announcement; false when another caller recorded it first. */
export async function markAnnouncementSent(db: Queryable, profileId: string, releaseId: string, sendId: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE release_announcements SET send_id = $3 WHERE profile_id = $1 AND product_id = $2 AND send_id IS NULL RETURNING product_id",
    [profileId, releaseId, sendId],
  );
  return rows.length > 0;
}
