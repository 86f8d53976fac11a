import type { NewsletterAudience } from "../../schema/api/newsletters";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";

export type SendStatus = "scheduled" | "sending" | "sent" | "cancelled";
export type RecipientStatus = "queued" | "sending" | "sent" | "failed" | "skipped";

/** Which of a fan's email choices a send answers to (issue 37): news, a post, a release. */
export type MailKind = "news" | "posts" | "releases";

/**
 * What readers without access get of a post's email in place of its locked part (issue 37): the
 * blocks that say so, with a way to join, and a subject that gives nothing of it away.
 */
export interface LockedNotice {
  readonly subject: string;
  readonly blocks: readonly EmailBlockNode[];
}

/** Who a send went to, as the studio names it; a post's email names its post. */
export type SendAudience = (NewsletterAudience | { readonly postId: string } | { readonly releaseId: string }) & { readonly name: string };

/** A newsletter send as the server works with it. */
export interface NewsletterSend {
  readonly id: string;
  readonly profileId: string;
  readonly documentId: string;
  readonly document: EmailDocument;
  readonly subject: string;
  readonly audience: SendAudience;
  readonly status: SendStatus;
  readonly sendAt: string;
  readonly webSlug: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly mailKind: MailKind;
  readonly lockedNotice: LockedNotice | null;
}

interface SendRow {
  id: string;
  profile_id: string;
  document_id: string;
  document: EmailDocument;
  subject: string;
  audience: NewsletterSend["audience"];
  status: SendStatus;
  send_at: Date | string;
  web_slug: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  mail_kind: MailKind;
  locked_notice: LockedNotice | null;
}

const COLUMNS =
  "id, profile_id, document_id, document, subject, audience, status, send_at, web_slug, created_at, finished_at, mail_kind, locked_notice";
const iso = (value: Date | string) => new Date(value).toISOString();

const toSend = (row: SendRow): NewsletterSend => ({
  id: row.id,
  profileId: row.profile_id,
  documentId: row.document_id,
  document: row.document,
  subject: row.subject,
  audience: row.audience,
  status: row.status,
  sendAt: iso(row.send_at),
  webSlug: row.web_slug,
  createdAt: iso(row.created_at),
  finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  mailKind: row.mail_kind,
  lockedNotice: row.locked_notice,
});

/** One recipient of a send: their address, the first name merge fields use, and whether members-only parts are theirs. */
export interface NewRecipient {
  readonly email: string;
  readonly firstName: string;
  readonly isMember: boolean;
}

export interface NewSend {
  readonly profileId: string;
  readonly documentId: string;
  readonly document: EmailDocument;
  readonly subject: string;
  readonly audience: SendAudience;
  readonly sendAt: Date;
  readonly webSlug: string | null;
  /** The submission's key: the same key makes one send, however often it is sent. */
  readonly idempotencyKey: string;
  readonly recipients: readonly NewRecipient[];
  /** News unless said; a post's email is "posts". */
  readonly mailKind?: MailKind;
  readonly lockedNotice?: LockedNotice;
}

/** Rows a single INSERT takes at once (PostgreSQL's parameter limit is 65,535). */
const RECIPIENTS_PER_INSERT = 5000;

/**
 * Makes a send with its recipients, in one transaction (no send is ever seen half listed); or, for
 * a key this artist already used, answers the send it made (`created` false).
 */
export function createSend(db: Queryable, input: NewSend): Promise<{ send: NewsletterSend; created: boolean }> {
  return inTransaction(db, async (tx) => {
    const id = `nl_${newId()}`;
    const [row] = await tx.query<SendRow>(
      `INSERT INTO newsletter_sends (id, profile_id, document_id, document, subject, audience, send_at, web_slug, idempotency_key, mail_kind, locked_notice)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (profile_id, idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
      [
        id,
        input.profileId,
        input.documentId,
        JSON.stringify(input.document),
        input.subject,
        JSON.stringify(input.audience),
        input.sendAt,
        input.webSlug,
        input.idempotencyKey,
        input.mailKind ?? "news",
        input.lockedNotice ? JSON.stringify(input.lockedNotice) : null,
      ],
    );
    if (!row) {
      const [existing] = await tx.query<SendRow>(`SELECT ${COLUMNS} FROM newsletter_sends WHERE profile_id = $1 AND idempotency_key = $2`, [
        input.profileId,
        input.idempotencyKey,
      ]);
      return { send: toSend(existing as SendRow), created: false };
    }
    for (let start = 0; start < input.recipients.length; start += RECIPIENTS_PER_INSERT) {
      const chunk = input.recipients.slice(start, start + RECIPIENTS_PER_INSERT);
      await tx.query(
        `INSERT INTO newsletter_recipients (send_id, email, first_name, is_member)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::boolean[]) ON CONFLICT DO NOTHING`,
        [id, chunk.map((r) => r.email), chunk.map((r) => r.firstName), chunk.map((r) => r.isMember)],
      );
    }
    return { send: toSend(row), created: true };
  });
}

export async function findSend(db: Queryable, profileId: string, id: string): Promise<NewsletterSend | null> {
  const [row] = await db.query<SendRow>(`SELECT ${COLUMNS} FROM newsletter_sends WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toSend(row) : null;
}

/** A send by id alone (the worker's job names only the send). */
export async function findSendById(db: Queryable, id: string): Promise<NewsletterSend | null> {
  const [row] = await db.query<SendRow>(`SELECT ${COLUMNS} FROM newsletter_sends WHERE id = $1`, [id]);
  return row ? toSend(row) : null;
}

/** An artist's sends, newest first (at most `limit`). */
export async function listSends(db: Queryable, profileId: string, limit = 200): Promise<NewsletterSend[]> {
  const rows = await db.query<SendRow>(
    `SELECT ${COLUMNS} FROM newsletter_sends WHERE profile_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [profileId, limit],
  );
  return rows.map(toSend);
}

/** Sends not finished, of every artist: what a (re)started server sends on. */
export async function listUnfinishedSends(db: Queryable): Promise<{ id: string; sendAt: string }[]> {
  const rows = await db.query<{ id: string; send_at: Date | string }>(
    "SELECT id, send_at FROM newsletter_sends WHERE status IN ('scheduled', 'sending') ORDER BY send_at LIMIT 1000",
  );
  return rows.map((row) => ({ id: row.id, sendAt: iso(row.send_at) }));
}

/**
 * Moves a due scheduled send to sending, once, for the first caller (`started`). An artist sends
 * one newsletter at a time (issue 30): while another of theirs is sending, or before its time, a
 * send `waits`; one sending, sent or cancelled already is `gone` for this caller. So every artist
 * has one paced send going, however many they start, and none takes another's share.
 */
export async function startSending(db: Queryable, id: string): Promise<"started" | "waits" | "gone"> {
  const [row] = await db.query<{ started: boolean; scheduled: boolean }>(
    `WITH started AS (
       UPDATE newsletter_sends s SET status = 'sending'
       WHERE s.id = $1 AND s.status = 'scheduled' AND s.send_at <= now()
         AND NOT EXISTS (SELECT 1 FROM newsletter_sends o WHERE o.profile_id = s.profile_id AND o.status = 'sending' AND o.id <> s.id)
       RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM started) AS started, status = 'scheduled' AS scheduled FROM newsletter_sends WHERE id = $1`,
    [id],
  );
  if (row?.started) return "started";
  return row?.scheduled ? "waits" : "gone";
}

/** The artist's send that waits longest for its turn (due, not started), or null: started as the one before it finishes. */
export async function nextWaitingSend(db: Queryable, profileId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    "SELECT id FROM newsletter_sends WHERE profile_id = $1 AND status = 'scheduled' AND send_at <= now() ORDER BY send_at, created_at LIMIT 1",
    [profileId],
  );
  return row?.id ?? null;
}

/** Marks a send sent when none of its recipients is waiting any more. */
export async function finishIfDone(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE newsletter_sends SET status = 'sent', finished_at = now()
     WHERE id = $1 AND status = 'sending'
       AND NOT EXISTS (SELECT 1 FROM newsletter_recipients WHERE send_id = $1 AND status IN ('queued', 'sending'))
     RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Cancels a send that has not started; false when it has (or is not this artist's). */
export async function cancelScheduledSend(db: Queryable, profileId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE newsletter_sends SET status = 'cancelled', finished_at = now() WHERE profile_id = $1 AND id = $2 AND status = 'scheduled' RETURNING id",
    [profileId, id],
  );
  return rows.length > 0;
}

/** A newsletter published on the site, by its address; only once its sending has begun. */
export async function findPublishedNewsletter(db: Queryable, profileId: string, slug: string): Promise<NewsletterSend | null> {
  const [row] = await db.query<SendRow>(
    `SELECT ${COLUMNS} FROM newsletter_sends WHERE profile_id = $1 AND web_slug = $2 AND status IN ('sending', 'sent')`,
    [profileId, slug],
  );
  return row ? toSend(row) : null;
}

/** Whether a web address is taken by another of the artist's newsletters. */
export async function webSlugTaken(db: Queryable, profileId: string, slug: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM newsletter_sends WHERE profile_id = $1 AND web_slug = $2", [profileId, slug]);
  return rows.length > 0;
}
