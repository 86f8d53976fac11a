import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { isFreeTier } from "../../schema/rules/membership";
import { defaultIncludedTiers, type TierIncludesProblem, tierIncludesProblem } from "../../schema/rules/tierAccess";
import { type Database, inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { createTier, INCLUDES_COLUMN, setTierIncludes, type TierRow, toTier } from "./tiers";

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
  ${INCLUDES_COLUMN},
  (SELECT count(*) FROM accounts a WHERE a.profile_id = t.profile_id AND a.membership_tier_id = t.id) AS members,
  (SELECT count(*) FROM posts p WHERE p.profile_id = t.profile_id AND p.membership_tier_id = t.id) AS posts
  FROM membership_tiers t`;

function toStudioTier(row: StudioTierRow): StudioTier {
  return {
    ...toTier(row),
    hidden: row.hidden,
    members: Number(row.members),
    posts: Number(row.posts),
    includesTierIds: row.includes_tier_ids,
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

/** A tier saved, or why not: no such tier, or its includes (schema/rules/tierAccess.ts) refused. */
export type SaveTierResult =
  | { readonly ok: true; readonly tier: StudioTier }
  | { readonly ok: false; readonly reason: "missing" }
  | { readonly ok: false; readonly reason: "includes"; readonly problem: TierIncludesProblem<StudioTier> };

/** The artist's tiers, locked until the transaction ends: two saves at once check includes one after the other. */
async function lockedTiers(tx: Queryable, profileId: string): Promise<StudioTier[]> {
  await tx.query("SELECT id FROM membership_tiers WHERE profile_id = $1 FOR UPDATE", [profileId]);
  return listStudioTiers(tx, profileId);
}

/**
 * A new tier, after the artist's others. Without `includesTierIds` it includes the tiers cheaper
 * than it (schema/rules/tierAccess.ts), so a free tier includes none.
 */
export function addTier(db: Database | Queryable, profileId: string, input: TierInput): Promise<SaveTierResult> {
  return inTransaction(db, async (tx): Promise<SaveTierResult> => {
    const tiers = await lockedTiers(tx, profileId);
    const includesTierIds = input.includesTierIds ?? defaultIncludedTiers(tiers, input).map((tier) => tier.id);
    const problem = tierIncludesProblem(input, includesTierIds, tiers, input.confirmFreeIncludesPaid === true);
    if (problem) return { ok: false, reason: "includes", problem };
    const { confirmFreeIncludesPaid: _confirmed, ...fields } = input;
    const tier = await createTier(tx, { profileId, ...fields, includesTierIds, benefits: withIds(input.benefits) });
    return { ok: true, tier: (await findStudioTier(tx, profileId, tier.id)) as StudioTier };
  });
}

/**
 * Changes a tier; without `includesTierIds` it keeps its includes. A tier that stops being free
 * leaves the includes of the free tiers: their members never confirmed reading paid posts.
 */
export function updateTier(db: Database | Queryable, profileId: string, id: string, input: TierInput): Promise<SaveTierResult> {
  return inTransaction(db, async (tx): Promise<SaveTierResult> => {
    const tiers = await lockedTiers(tx, profileId);
    const current = tiers.find((tier) => tier.id === id);
    if (!current) return { ok: false, reason: "missing" };
    const includesTierIds = input.includesTierIds ?? current.includesTierIds;
    const problem = tierIncludesProblem({ ...input, id }, includesTierIds, tiers, input.confirmFreeIncludesPaid === true);
    if (problem) return { ok: false, reason: "includes", problem };
    await tx.query(
      `UPDATE membership_tiers SET name = $3, price_monthly = $4, price_yearly = $5, pay_what_you_want = $6,
         pay_what_you_want_minimum = $7, benefits = $8::jsonb, hidden = $9
       WHERE profile_id = $1 AND id = $2`,
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
    await setTierIncludes(tx, profileId, id, includesTierIds);
    if (isFreeTier(current) && !isFreeTier(input)) {
      const freeTierIds = tiers.filter((tier) => tier.id !== id && isFreeTier(tier)).map((tier) => tier.id);
      await tx.query("DELETE FROM membership_tier_includes WHERE profile_id = $1 AND included_tier_id = $2 AND tier_id = ANY($3::text[])", [
        profileId,
        id,
        freeTierIds,
      ]);
    }
    return { ok: true, tier: (await findStudioTier(tx, profileId, id)) as StudioTier };
  });
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
