import type { MembershipTier } from "../../schema/entities/membership";
import { type Database, inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** A tier's columns as PostgreSQL gives them. */
export interface TierRow {
  id: string;
  name: string;
  pay_what_you_want: boolean;
  pay_what_you_want_minimum: string | number | null;
  price_monthly: string | number | null;
  price_yearly: string | number | null;
  benefits: { id: string; title: string }[];
  /** The tiers whose posts this tier's members also read, in their list order. */
  includes_tier_ids: string[];
}

/** The tiers a tier `t` includes, in their list order (issue 30). */
export const INCLUDES_COLUMN = `coalesce((SELECT array_agg(i.included_tier_id ORDER BY o.rank, o.id)
    FROM membership_tier_includes i JOIN membership_tiers o ON o.id = i.included_tier_id
    WHERE i.profile_id = t.profile_id AND i.tier_id = t.id), ARRAY[]::text[]) AS includes_tier_ids`;

const COLUMNS = `t.id, t.name, t.pay_what_you_want, t.pay_what_you_want_minimum, t.price_monthly, t.price_yearly, t.benefits, ${INCLUDES_COLUMN}`;

/** PostgreSQL `numeric` arrives as text (it may not fit a double); prices and durations fit, so the API gives numbers. */
export function numberOf(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

/** A tier as fans see it, from its row (the studio's tier adds its own fields to this). */
export function toTier(row: TierRow): MembershipTier {
  return {
    id: row.id,
    name: row.name,
    payWhatYouWant: row.pay_what_you_want,
    payWhatYouWantMinimum: numberOf(row.pay_what_you_want_minimum),
    priceMonthly: numberOf(row.price_monthly),
    priceYearly: numberOf(row.price_yearly),
    benefits: row.benefits,
    includesTierIds: row.includes_tier_ids,
  };
}

/** An artist's membership tiers fans see, lowest rank first (SPEC §7 GET /public/membership-tiers); hidden ones are left out. */
export async function listTiers(db: Queryable, profileId: string): Promise<MembershipTier[]> {
  const rows = await db.query<TierRow>(
    `SELECT ${COLUMNS} FROM membership_tiers t WHERE t.profile_id = $1 AND NOT t.hidden ORDER BY t.rank, t.id`,
    [profileId],
  );
  return rows.map(toTier);
}

export interface NewTier {
  /** A chosen id (the demo's readable ones); random when absent. */
  readonly id?: string;
  readonly profileId: string;
  readonly name: string;
  /** Where fans see it among the artist's tiers (lowest first). By default, after the others. */
  readonly rank?: number;
  /** The artist's tiers whose posts its members also read; none by default. */
  readonly includesTierIds?: readonly string[];
  readonly payWhatYouWant?: boolean;
  readonly payWhatYouWantMinimum?: number | null;
  /** None: the tier is free. */
  readonly priceMonthly?: number | null;
  readonly priceYearly?: number | null;
  readonly benefits?: readonly { readonly id?: string; readonly title: string }[];
  readonly hidden?: boolean;
}

/**
 * Creates a membership tier with its includes, in one transaction (the studio, the demo data and
 * tests). The includes must be the artist's tiers (the table's keys refuse others); which ones make
 * sense is the caller's to decide (server/data/studioTiers.ts checks the studio's).
 */
export function createTier(db: Database | Queryable, input: NewTier): Promise<MembershipTier> {
  const benefits = (input.benefits ?? []).map(({ id, title }) => ({ id: id ?? newId(), title }));
  const id = input.id ?? newId();
  return inTransaction(db, async (tx) => {
    await tx.query(
      `INSERT INTO membership_tiers (id, profile_id, name, rank, pay_what_you_want, pay_what_you_want_minimum, price_monthly, price_yearly, benefits, hidden)
       VALUES ($1, $2, $3,
               COALESCE($4::integer, (SELECT COALESCE(max(rank), 0) + 1 FROM membership_tiers WHERE profile_id = $2)),
               $5, $6, $7, $8, $9::jsonb, $10)`,
      [
        id,
        input.profileId,
        input.name,
        input.rank ?? null,
        input.payWhatYouWant ?? false,
        input.payWhatYouWantMinimum ?? null,
        input.priceMonthly ?? null,
        input.priceYearly ?? null,
        JSON.stringify(benefits),
        input.hidden ?? false,
      ],
    );
    await setTierIncludes(tx, input.profileId, id, input.includesTierIds ?? []);
    return (await findTier(tx, input.profileId, id)) as MembershipTier;
  });
}

/** Replaces the tiers a tier includes (the caller checked them; another artist's tier breaks the table's keys). */
export async function setTierIncludes(db: Queryable, profileId: string, tierId: string, includedIds: readonly string[]): Promise<void> {
  await db.query("DELETE FROM membership_tier_includes WHERE profile_id = $1 AND tier_id = $2", [profileId, tierId]);
  if (includedIds.length === 0) return;
  await db.query(
    `INSERT INTO membership_tier_includes (profile_id, tier_id, included_tier_id)
     SELECT $1, $2, included FROM unnest($3::text[]) AS included`,
    [profileId, tierId, [...includedIds]],
  );
}

/** One of an artist's tiers, or null; `joinable` leaves hidden ones out (a fan may not join those). */
export async function findTier(db: Queryable, profileId: string, id: string, { joinable = false } = {}): Promise<MembershipTier | null> {
  const [row] = await db.query<TierRow>(
    `SELECT ${COLUMNS} FROM membership_tiers t WHERE t.profile_id = $1 AND t.id = $2 AND ($3::boolean IS FALSE OR NOT t.hidden)`,
    [profileId, id, joinable],
  );
  return row ? toTier(row) : null;
}
