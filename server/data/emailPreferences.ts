import type { EmailPreferences } from "../../schema/api/emailPreferences";
import type { Queryable } from "../db/database";
import type { MailKind } from "./newsletterSends";

/** The account column each kind of email answers to. */
const COLUMN_OF: Readonly<Record<MailKind, string>> = { news: "email_news", posts: "email_posts", releases: "email_releases" };

/** A fan's choice of the artist's emails (issue 37): new posts, news, new releases. Null for no such fan. */
export async function findEmailPreferences(db: Queryable, accountId: string): Promise<EmailPreferences | null> {
  const [row] = await db.query<{ email_posts: boolean; email_news: boolean; email_releases: boolean }>(
    "SELECT email_posts, email_news, email_releases FROM accounts WHERE id = $1",
    [accountId],
  );
  return row ? { posts: row.email_posts, news: row.email_news, releases: row.email_releases } : null;
}

/** Changes the kinds the fan names and leaves the others; the choice as it now is. */
export async function changeEmailPreferences(
  db: Queryable,
  accountId: string,
  change: Partial<EmailPreferences>,
): Promise<EmailPreferences | null> {
  const [row] = await db.query<{ email_posts: boolean; email_news: boolean; email_releases: boolean }>(
    `UPDATE accounts SET email_posts = coalesce($2, email_posts), email_news = coalesce($3, email_news),
       email_releases = coalesce($4, email_releases)
     WHERE id = $1 RETURNING email_posts, email_news, email_releases`,
    [accountId, change.posts ?? null, change.news ?? null, change.releases ?? null],
  );
  return row ? { posts: row.email_posts, news: row.email_news, releases: row.email_releases } : null;
}

/**
 * Of these addresses, those of the artist's fans who turned this kind of email off (lowercased).
 * An address that is no fan's (a list subscriber only) chose by joining the list, and is not here.
 */
export async function optedOutAmong(db: Queryable, profileId: string, emails: readonly string[], kind: MailKind): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.query<{ email: string }>(
    `SELECT lower(email) AS email FROM accounts WHERE profile_id = $1 AND lower(email) = ANY($2::text[]) AND NOT ${COLUMN_OF[kind]}`,
    [profileId, emails.map((email) => email.toLowerCase())],
  );
  return new Set(rows.map((row) => row.email));
}
