import type { Queryable } from "../db/database";

/**
 * Which of `emails` (lowercased) an artist's test send may go to (issue 30): the addresses of the
 * artist's studio team, and addresses confirmed on one of the artist's lists that were not
 * unsubscribed, bounced or complained since. Anything else would make a test send a way to mail
 * strangers under the artist's name.
 */
export async function allowedTestRecipients(db: Queryable, profileId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.query<{ email: string }>(
    `SELECT e.email FROM unnest($2::text[]) AS e(email)
     WHERE EXISTS (SELECT 1 FROM editors WHERE profile_id = $1 AND lower(email) = e.email)
        OR (EXISTS (SELECT 1 FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
                    WHERE l.profile_id = $1 AND lower(s.email) = e.email AND s.status = 'confirmed')
            AND NOT EXISTS (SELECT 1 FROM mail_suppressions WHERE profile_id = $1 AND lower(email) = e.email))`,
    [profileId, emails],
  );
  return new Set(rows.map((row) => row.email));
}
