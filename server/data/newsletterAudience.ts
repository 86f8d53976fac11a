import type { Queryable } from "../db/database";
import type { NewRecipient } from "./newsletterSends";

interface RecipientRow {
  email: string;
  first_name: string;
  is_member: boolean;
}

const toRecipient = (row: RecipientRow): NewRecipient => ({ email: row.email, firstName: row.first_name, isMember: row.is_member });

/** Not suppressed at the artist: unsubscribed, bounced and complained addresses get no newsletter. */
const NOT_SUPPRESSED = "NOT EXISTS (SELECT 1 FROM mail_suppressions x WHERE x.profile_id = $1 AND x.email = lower(r.email))";

/**
 * Who a newsletter to a list goes to (issue 19): its confirmed subscribers (double opt-in), less
 * suppressed addresses; a subscriber who is also a fan on one of `memberTierIds` gets the members'
 * parts (issue 30: not every member, only those tiers'), and a fan's first name fills the merge
 * field, else the one the subscriber was imported with (issue 34). Empty for another artist's list.
 */
export async function listRecipientsOfList(
  db: Queryable,
  profileId: string,
  emailListId: string,
  memberTierIds: readonly string[],
): Promise<NewRecipient[]> {
  const rows = await db.query<RecipientRow>(
    `SELECT r.email, COALESCE(NULLIF(a.first_name, ''), r.first_name) AS first_name, COALESCE(a.membership_tier_id = ANY($3::text[]), false) AS is_member
     FROM email_subscribers r
     JOIN email_lists l ON l.id = r.email_list_id AND l.profile_id = $1
     LEFT JOIN accounts a ON a.profile_id = $1 AND lower(a.email) = lower(r.email)
     WHERE r.email_list_id = $2 AND r.status = 'confirmed' AND ${NOT_SUPPRESSED}
     ORDER BY r.email`,
    [profileId, emailListId, [...memberTierIds]],
  );
  return rows.map(toRecipient);
}

/**
 * Who a newsletter to members of tiers goes to: the fans on those tiers, less suppressed addresses;
 * those on one of `memberTierIds` get the members' parts.
 */
export async function listRecipientsOfTiers(
  db: Queryable,
  profileId: string,
  tierIds: readonly string[],
  memberTierIds: readonly string[],
): Promise<NewRecipient[]> {
  const rows = await db.query<RecipientRow>(
    `SELECT lower(r.email) AS email, r.first_name, r.membership_tier_id = ANY($3::text[]) AS is_member FROM accounts r
     WHERE r.profile_id = $1 AND r.membership_tier_id = ANY($2::text[]) AND ${NOT_SUPPRESSED}
     ORDER BY lower(r.email)`,
    [profileId, [...tierIds], [...memberTierIds]],
  );
  return rows.map(toRecipient);
}
