import type { ContactMessage, ContactMessagePage } from "../../schema/api/contactMessages";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { toIsoString } from "./posts";

/*
 * Messages fans sent through Contact form blocks (table contact_messages, issue 39, item 1). Every
 * query takes the artist as $1: a message id of another artist finds nothing.
 */

/** A message as the form checked it, to keep. */
export interface NewContactMessage {
  readonly pageId: string;
  readonly pagePath: string;
  readonly blockId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly subject: string;
  readonly message: string;
  readonly custom: readonly { readonly label: string; readonly value: string }[];
}

interface MessageRow {
  id: string;
  created_at: Date | string;
  read_at: Date | string | null;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  custom: { label: string; value: string }[];
  page_path: string;
}

const COLUMNS = "id, created_at, read_at, name, email, phone, subject, message, custom, page_path";

function toMessage(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    createdAt: toIsoString(row.created_at),
    read: row.read_at !== null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    custom: row.custom,
    pagePath: row.page_path,
  };
}

/** Keeps a fan's message, unread; its id. */
export async function addContactMessage(db: Queryable, profileId: string, message: NewContactMessage, now: Date): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO contact_messages (id, profile_id, page_id, page_path, block_id, name, email, phone, subject, message, custom, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)`,
    [
      id,
      profileId,
      message.pageId,
      message.pagePath,
      message.blockId,
      message.name,
      message.email,
      message.phone,
      message.subject,
      message.message,
      JSON.stringify(message.custom),
      now,
    ],
  );
  return id;
}

/** How many of the artist's messages no one has read yet. */
export async function countUnreadContactMessages(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    "SELECT count(*)::int AS unread FROM contact_messages WHERE profile_id = $1 AND read_at IS NULL",
    [profileId],
  );
  return row?.unread ?? 0;
}

/** The artist's messages, newest first, a page at a time, with the total and how many are unread. */
export async function listContactMessages(
  db: Queryable,
  profileId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<ContactMessagePage> {
  const rows = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM contact_messages WHERE profile_id = $1 ORDER BY created_at DESC, seq DESC LIMIT $2 OFFSET $3`,
    [profileId, limit, offset],
  );
  const [count] = await db.query<{ total: number }>("SELECT count(*)::int AS total FROM contact_messages WHERE profile_id = $1", [
    profileId,
  ]);
  return { data: rows.map(toMessage), total: count?.total ?? 0, unread: await countUnreadContactMessages(db, profileId) };
}

/** Marks one of the artist's messages read (at `now`, unless it already was) or unread; false when it has none of that id. */
export async function markContactMessage(db: Queryable, profileId: string, id: string, read: boolean, now: Date): Promise<boolean> {
  const rows = await db.query(
    "UPDATE contact_messages SET read_at = CASE WHEN $3 THEN coalesce(read_at, $4) ELSE NULL END WHERE profile_id = $1 AND id = $2 RETURNING id",
    [profileId, id, read, now],
  );
  return rows.length > 0;
}

/** Deletes one of the artist's messages: who it was from (their name, else "a fan"), or null when the artist has none of that id. */
export async function deleteContactMessage(db: Queryable, profileId: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>("DELETE FROM contact_messages WHERE profile_id = $1 AND id = $2 RETURNING name", [
    profileId,
    id,
  ]);
  return row ? row.name || "a fan" : null;
}
