import type { AnnouncementChoice } from "../../schema/api/releaseAnnouncements";
import type { Queryable } from "../db/database";
import type { NewRecipient } from "./newsletterSends";

/**
 * Who a release's announcement goes to (issue 37, item 2), each address once: the confirmed
 * followers, the buyers of the artist's other releases (orders paid and not refunded), the
 * confirmed subscribers of the artist's chosen lists (a list deleted since counts for no one); less addresses suppressed at the artist
 * (unsubscribed, bounced, complained: unfollowing is an unsubscribe) and fans who turned release
 * emails off in their account (the engine checks that again as each copy goes).
 */
export async function listAnnouncementRecipients(
  db: Queryable,
  profileId: string,
  releaseId: string,
  choice: AnnouncementChoice,
): Promise<NewRecipient[]> {
  const rows = await db.query<{ email: string; first_name: string }>(
    `WITH chosen AS (
       SELECT lower(f.email) AS email, '' AS first_name FROM followers f
         WHERE $3 AND f.profile_id = $1 AND f.status = 'confirmed'
       UNION ALL SELECT lower(o.email), '' FROM orders o
         WHERE $4 AND o.profile_id = $1 AND o.email <> '' AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
           AND (o.total_cents = 0 OR coalesce((SELECT sum(r.amount_cents) FROM order_refunds r WHERE r.order_id = o.id), 0) < o.total_cents)
           AND EXISTS (SELECT 1 FROM order_items i JOIN products p ON p.id = i.product_id
             WHERE i.order_id = o.id AND p.category = 'Music' AND p.id <> $2)
       UNION ALL SELECT lower(s.email), s.first_name FROM email_subscribers s
         JOIN email_lists l ON l.id = s.email_list_id AND l.profile_id = $1
         WHERE s.email_list_id = ANY($5::text[]) AND s.status = 'confirmed'
     )
     SELECT c.email, coalesce(max(nullif(a.first_name, '')), max(c.first_name), '') AS first_name FROM chosen c
     LEFT JOIN accounts a ON a.profile_id = $1 AND lower(a.email) = c.email
     WHERE NOT EXISTS (SELECT 1 FROM mail_suppressions x WHERE x.profile_id = $1 AND x.email = c.email)
       AND NOT EXISTS (SELECT 1 FROM accounts q WHERE q.profile_id = $1 AND lower(q.email) = c.email AND NOT q.email_releases)
     GROUP BY c.email ORDER BY c.email`,
    [profileId, releaseId, choice.followers, choice.buyers, [...choice.emailListIds]],
  );
  return rows.map((row) => ({ email: row.email, firstName: row.first_name, isMember: false }));
}
