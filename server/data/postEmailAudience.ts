import type { PostEmailChoice } from "../../schema/api/postEmails";
import type { Queryable } from "../db/database";
import type { NewRecipient } from "./newsletterSends";

/**
 * Who a post's email goes to (issue 37, item 1), each address once: the members whose tier reads the
 * post (every member, for a public post), the free members (fans on no tier or a free one), the
 * confirmed subscribers of a list; less addresses suppressed at the artist (unsubscribed, bounced,
 * complained) and fans who turned post emails off. `isMember` marks those who may read the post,
 * whichever way they came: only their copies hold its locked part.
 */
export async function listPostEmailRecipients(
  db: Queryable,
  profileId: string,
  post: { readonly membershipTierId: string | null },
  choice: PostEmailChoice,
): Promise<NewRecipient[]> {
  const rows = await db.query<{ email: string; first_name: string; is_member: boolean }>(
    `WITH fans AS (
       SELECT lower(a.email) AS email, a.first_name, a.membership_tier_id AS tier_id, a.email_posts,
         coalesce($2::text IS NULL OR a.membership_tier_id = $2 OR EXISTS (SELECT 1 FROM membership_tier_includes i
           WHERE i.profile_id = $1 AND i.tier_id = a.membership_tier_id AND i.included_tier_id = $2), false) AS reads,
         (a.membership_tier_id IS NULL OR EXISTS (SELECT 1 FROM membership_tiers t WHERE t.id = a.membership_tier_id
           AND NOT t.pay_what_you_want AND coalesce(t.price_monthly, 0) = 0 AND coalesce(t.price_yearly, 0) = 0)) AS free
       FROM accounts a WHERE a.profile_id = $1
     ), chosen AS (
       SELECT email, first_name, reads FROM fans WHERE $3 AND reads AND tier_id IS NOT NULL
       UNION ALL SELECT email, first_name, reads FROM fans WHERE $4 AND free
       UNION ALL SELECT lower(s.email), coalesce(nullif(f.first_name, ''), s.first_name), coalesce(f.reads, false)
         FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id AND l.profile_id = $1
         LEFT JOIN fans f ON f.email = lower(s.email)
         WHERE s.email_list_id = $5::text AND s.status = 'confirmed'
     )
     SELECT c.email, max(c.first_name) AS first_name, bool_or(c.reads) AS is_member FROM chosen c
     WHERE NOT EXISTS (SELECT 1 FROM mail_suppressions x WHERE x.profile_id = $1 AND x.email = c.email)
       AND NOT EXISTS (SELECT 1 FROM fans f WHERE f.email = c.email AND NOT f.email_posts)
     GROUP BY c.email ORDER BY c.email`,
    [profileId, post.membershipTierId, choice.readers, choice.freeMembers, choice.emailListId],
  );
  return rows.map((row) => ({ email: row.email, firstName: row.first_name, isMember: row.is_member }));
}
