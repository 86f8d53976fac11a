import type { StudioFan } from "../../schema/api/fans";
import type { ImportPlatformName } from "../../schema/api/platformImports";
import type { Queryable } from "../db/database";
import { complimentarySql } from "./accounts";
import { likePattern } from "./likePattern";

/*
 * The artist's fans as the studio's Audience lists them (issue 17). Every query takes the artist
 * as $1: another artist's fans are never read.
 */

interface FanRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  membership_tier_id: string | null;
  tier_name: string | null;
  created_at: Date | string;
  sub_tier_name: string | null;
  sub_amount_cents: number | null;
  sub_interval: "month" | "year" | null;
  sub_status: "active" | "past_due" | null;
  sub_period_end: Date | string | null;
  sub_cancel_at_period_end: boolean | null;
  complimentary: boolean | null;
  imported_from: ImportPlatformName | null;
}

const toBilling = (row: FanRow): StudioFan["billing"] =>
  row.sub_status === null || row.sub_amount_cents === null || row.sub_interval === null
    ? null
    : {
        tierName: row.sub_tier_name ?? "",
        amountCents: row.sub_amount_cents,
        interval: row.sub_interval,
        status: row.sub_status,
        currentPeriodEnd: row.sub_period_end === null ? null : new Date(row.sub_period_end).toISOString(),
        cancelAtPeriodEnd: row.sub_cancel_at_period_end === true,
      };

const toFan = (row: FanRow): StudioFan => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  membershipTierId: row.membership_tier_id,
  tierName: row.tier_name,
  billing: toBilling(row),
  ...(row.complimentary ? { complimentary: { importedFrom: row.imported_from } } : {}),
  createdAt: new Date(row.created_at).toISOString(),
});

/** The filter's WHERE and its parameters after $1: a name or address holding `search`, a tier, none, or complimentary ones. */
function filter(search: string, tier: string | undefined): { where: string; params: unknown[] } {
  const params: unknown[] = [likePattern(search.trim().toLowerCase())];
  let where = `a.profile_id = $1 AND (lower(a.email) LIKE $2 OR lower(a.first_name || ' ' || a.last_name) LIKE $2)`;
  if (tier === "none") where += " AND a.membership_tier_id IS NULL";
  else if (tier === "complimentary") where += ` AND ${complimentarySql("a")}`;
  else if (tier !== undefined) {
    params.push(tier);
    where += " AND a.membership_tier_id = $3";
  }
  return { where, params };
}

// A fan's running paid subscription, the newest if ever more than one: what they pay (issue 34, item 13).
// A paid tier without one is complimentary (issue 40), with the import that gave it, if one did.
const SELECT = `SELECT a.id, a.first_name, a.last_name, a.email, a.membership_tier_id, t.name AS tier_name, a.created_at,
    st.name AS sub_tier_name, s.amount_cents AS sub_amount_cents, s.billing_interval AS sub_interval, s.status AS sub_status,
    s.current_period_end AS sub_period_end, s.cancel_at_period_end AS sub_cancel_at_period_end,
    ${complimentarySql("a")} AS complimentary,
    (SELECT pi.platform FROM platform_import_accounts r JOIN platform_imports pi ON pi.id = r.import_id AND pi.profile_id = a.profile_id
     WHERE r.account_id = a.id AND r.tier_id = a.membership_tier_id AND pi.undone_at IS NULL
     ORDER BY pi.created_at DESC LIMIT 1) AS imported_from
  FROM accounts a LEFT JOIN membership_tiers t ON t.id = a.membership_tier_id AND t.profile_id = a.profile_id
  LEFT JOIN LATERAL (
    SELECT * FROM membership_subscriptions ms
    WHERE ms.profile_id = a.profile_id AND ms.account_id = a.id AND ms.status IN ('active', 'past_due')
    ORDER BY ms.created_at DESC LIMIT 1
  ) s ON true
  LEFT JOIN membership_tiers st ON st.id = s.membership_tier_id`;

/** A page of the artist's fans, newest first. */
export async function findFans(
  db: Queryable,
  profileId: string,
  { search = "", tier, offset = 0, limit = 50 }: { search?: string; tier?: string; offset?: number; limit?: number },
): Promise<{ total: number; data: StudioFan[] }> {
  const { where, params } = filter(search, tier);
  const [count] = await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM accounts a WHERE ${where}`, [
    profileId,
    ...params,
  ]);
  const next = params.length + 2;
  const rows = await db.query<FanRow>(`${SELECT} WHERE ${where} ORDER BY a.created_at DESC, a.id LIMIT $${next} OFFSET $${next + 1}`, [
    profileId,
    ...params,
    limit,
    offset,
  ]);
  return { total: Number(count?.total ?? 0), data: rows.map(toFan) };
}

/** Every fan of the artist, oldest first, for the CSV export. */
export async function allFans(db: Queryable, profileId: string): Promise<StudioFan[]> {
  const rows = await db.query<FanRow>(`${SELECT} WHERE a.profile_id = $1 ORDER BY a.created_at, a.id`, [profileId]);
  return rows.map(toFan);
}
