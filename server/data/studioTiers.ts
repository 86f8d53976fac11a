import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { type Database, inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { createTier, type TierRow, toTier } from "./tiers";

/*
 * The artist's tiers as the studio edits them (issue 17): hidden ones too, with how many members
 * and posts each holds. Every query takes the artist as $1.
 */

interface StudioTierRow extends TierRow {
  hidden: boolean;
  members: string | number;
  posts: string | number;
}

const SELECT = `SELECT t.id, t.name, t.pay_what_you_want, t.pay_what_you_want_minimum, t.price_monthly, t.price_yearly, t.benefits, t.hidden,
  (SELECT count(*) FROM accounts a WHERE a.profile_id = t.profile_id AND a.membership_tier_id = t.id) AS members,
  (SELECT count(*) FROM posts p WHERE p.profile_id = t.profile_id AND p.membership_tier_id = t.id) AS posts
  FROM membership_tiers t`;

function toStudioTier(row: StudioTierRow): StudioTier {
  return {
    ...toTier(row),
    hidden: row.hidden,
    members: Number(row.members),
    posts: Number(row.posts),
  };
}

const withIds = (benefits: TierInput["benefits"]) => benefits.map(({ id, title }) => ({ id: id ?? newId(), title }));

export async function listStudioTiers(db: Queryable, profileId: string): Promise<StudioTier[]> {
  const rows = await db.query<StudioTierRow>(`${SELECT} WHERE t.profile_id = $1 ORDER BY t.rank, t.id`, [profileId]);
  return rows.map(toStudioTier);
}

export async function findStudioTier(db: Queryable, profileId: string, id: string): Promise<StudioTier | null> {
  const [row] = await db.query<StudioTierRow>(`${SELECT} WHERE t.profile_id = $1 AND t.id = $2`, [profileId, id]);
  return row ? toStudioTier(row) : null;
}

/** A new tier, above the artist's others. */
export async function addTier(db: Queryable, profileId: string, input: TierInput): Promise<StudioTier> {
  const tier = await createTier(db, { profileId, ...input, benefits: withIds(input.benefits) });
  return (await findStudioTier(db, profileId, tier.id)) as StudioTier;
}

/** Changes a tier; null when the artist has no such tier. */
export async function updateTier(db: Queryable, profileId: string, id: string, input: TierInput): Promise<StudioTier | null> {
  const rows = await db.query(
    `UPDATE membership_tiers SET name = $3, price_monthly = $4, price_yearly = $5, pay_what_you_want = $6,
       pay_what_you_want_minimum = $7, benefits = $8::jsonb, hidden = $9
     WHERE profile_id = $1 AND id = $2 RETURNING id`,
    [
      profileId,
      id,
      input.name,
      input.priceMonthly,
      input.priceYearly,
      input.payWhatYouWant,
      input.payWhatYouWantMinimum,
      JSON.stringify(withIds(input.benefits)),
      input.hidden ?? false,
    ],
  );
  return rows.length === 0 ? null : findStudioTier(db, profileId, id);
}

/** Puts the artist's tiers in a new order, lowest first; false unless `ids` names each of them exactly once. */
export function orderTiers(db: Database | Queryable, profileId: string, ids: readonly string[]): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const current = await tx.query<{ id: string }>("SELECT id FROM membership_tiers WHERE profile_id = $1 FOR UPDATE", [profileId]);
    const known = new Set(current.map((row) => row.id));
    if (known.size !== ids.length || ids.some((id) => !known.has(id))) return false;
    for (const [index, id] of ids.entries())
      await tx.query("UPDATE membership_tiers SET rank = $3 WHERE profile_id = $1 AND id = $2", [profileId, id, index + 1]);
    return true;
  });
}

export type DeleteTierResult = { ok: true } | { ok: false; reason: "missing" } | { ok: false; reason: "members" | "posts"; count: number };

/** Deletes a tier that holds no member and no post (those are hidden instead: nothing locked may open by itself). */
export function deleteTier(db: Database | Queryable, profileId: string, id: string): Promise<DeleteTierResult> {
  return inTransaction(db, async (tx): Promise<DeleteTierResult> => {
    const [row] = await tx.query<StudioTierRow>(`${SELECT} WHERE t.profile_id = $1 AND t.id = $2 FOR UPDATE OF t`, [profileId, id]);
    if (!row) return { ok: false, reason: "missing" };
    if (Number(row.members) > 0) return { ok: false, reason: "members", count: Number(row.members) };
    if (Number(row.posts) > 0) return { ok: false, reason: "posts", count: Number(row.posts) };
    await tx.query("DELETE FROM membership_tiers WHERE profile_id = $1 AND id = $2", [profileId, id]);
    return { ok: true };
  });
}
