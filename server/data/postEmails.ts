import type { PostEmailChoice } from "../../schema/api/postEmails";
import type { Queryable } from "../db/database";

/** A post's email as chosen: who gets it, and the send made from it once the post came out (null until then). */
export interface PostEmailState {
  readonly choice: PostEmailChoice;
  readonly sendId: string | null;
}

interface PostEmailRow {
  to_readers: boolean;
  to_free_members: boolean;
  email_list_id: string | null;
  send_id: string | null;
}

const toState = (row: PostEmailRow): PostEmailState => ({
  choice: { readers: row.to_readers, freeMembers: row.to_free_members, emailListId: row.email_list_id },
  sendId: row.send_id,
});

export async function findPostEmail(db: Queryable, profileId: string, postId: string): Promise<PostEmailState | null> {
  const [row] = await db.query<PostEmailRow>(
    "SELECT to_readers, to_free_members, email_list_id, send_id FROM post_emails WHERE profile_id = $1 AND post_id = $2",
    [profileId, postId],
  );
  return row ? toState(row) : null;
}

/** Sets who gets the post by email, while it has not been sent; "sent" once it has (a post goes by email once). */
export async function choosePostEmail(
  db: Queryable,
  profileId: string,
  postId: string,
  choice: PostEmailChoice,
): Promise<"chosen" | "sent"> {
  const rows = await db.query(
    `INSERT INTO post_emails (profile_id, post_id, to_readers, to_free_members, email_list_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (profile_id, post_id) DO UPDATE SET to_readers = $3, to_free_members = $4, email_list_id = $5, chosen_at = now()
       WHERE post_emails.send_id IS NULL
     RETURNING post_id`,
    [profileId, postId, choice.readers, choice.freeMembers, choice.emailListId],
  );
  return rows.length > 0 ? "chosen" : "sent";
}

/** Takes back a choice not yet sent; false when there is none to take back (never chosen, or sent). */
export async function forgetPostEmail(db: Queryable, profileId: string, postId: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM post_emails WHERE profile_id = $1 AND post_id = $2 AND send_id IS NULL RETURNING post_id", [
    profileId,
    postId,
  ]);
  return rows.length > 0;
}

/** Posts out now whose email waits (a scheduled post whose time came), oldest first, of every artist. */
export async function listDuePostEmails(db: Queryable, limit = 100): Promise<{ profileId: string; postId: string }[]> {
  const rows = await db.query<{ profile_id: string; post_id: string }>(
    `SELECT e.profile_id, e.post_id FROM post_emails e JOIN posts p ON p.id = e.post_id AND p.profile_id = e.profile_id
     WHERE e.send_id IS NULL AND NOT p.draft AND p.created_at <= now() ORDER BY p.created_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ profileId: row.profile_id, postId: row.post_id }));
}

/** Records the send made from the post's email; false when another caller recorded it first. */
export async function markPostEmailSent(db: Queryable, profileId: string, postId: string, sendId: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE post_emails SET send_id = $3 WHERE profile_id = $1 AND post_id = $2 AND send_id IS NULL RETURNING post_id",
    [profileId, postId, sendId],
  );
  return rows.length > 0;
}
