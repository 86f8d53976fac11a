import type { StudioFan } from "../../schema/api/fans";
import type { Queryable } from "../db/database";
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
}

const toFan = (row: FanRow): StudioFan => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  membershipTierId: row.membership_tier_id,
  tierName: row.tier_name,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The filter's WHERE and its parameters after $1: a name or address holding `search`, a tier or none. */
function filter(search: string, tier: string | undefined): { where: string; params: unknown[] } {
  const params: unknown[] = [likePattern(search.trim().toLowerCase())];
  let where = `a.profile_id = $1 AND (lower(a.email) LIKE $2 OR lower(a.first_name || ' ' || a.last_name) LIKE $2)`;
  if (tier === "none") where += " AND a.membership_tier_id IS NULL";
  else if (tier !== undefined) {
    params.push(tier);
    where += " AND a.membership_tier_id = $3";
  }
  return { where, params };
}

const SELECT = `SELECT a.id, a.first_name, a.last_name, a.email, a.membership_tier_id, t.name AS tier_name, a.created_at
  FROM accounts a LEFT JOIN membership_tiers t ON t.id = a.membership_tier_id AND t.profile_id = a.profile_id`;

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
