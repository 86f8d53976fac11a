import type { MembershipTier } from "../../schema/entities/membership";
import type { Queryable } from "../db/database";
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
}

const COLUMNS = "id, name, pay_what_you_want, pay_what_you_want_minimum, price_monthly, price_yearly, benefits";

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
  };
}

/** An artist's membership tiers fans see, lowest rank first (SPEC §7 GET /public/membership-tiers); hidden ones are left out. */
export async function listTiers(db: Queryable, profileId: string): Promise<MembershipTier[]> {
  const rows = await db.query<TierRow>(`SELECT ${COLUMNS} FROM membership_tiers WHERE profile_id = $1 AND NOT hidden ORDER BY rank, id`, [
    profileId,
  ]);
  return rows.map(toTier);
}

export interface NewTier {
  /** A chosen id (the demo's readable ones); random when absent. */
  readonly id?: string;
  readonly profileId: string;
  readonly name: string;
  /** Higher ranks include the posts of lower ones. By default, one above the artist's highest tier. */
  readonly rank?: number;
  readonly payWhatYouWant?: boolean;
  readonly payWhatYouWantMinimum?: number | null;
  /** None: the tier is free. */
  readonly priceMonthly?: number | null;
  readonly priceYearly?: number | null;
  readonly benefits?: readonly { readonly id?: string; readonly title: string }[];
  readonly hidden?: boolean;
}

/** Creates a membership tier (the studio, the demo data and tests). */
export async function createTier(db: Queryable, input: NewTier): Promise<MembershipTier> {
  const benefits = (input.benefits ?? []).map(({ id, title }) => ({ id: id ?? newId(), title }));
  const [row] = await db.query<TierRow>(
    `INSERT INTO membership_tiers (id, profile_id, name, rank, pay_what_you_want, pay_what_you_want_minimum, price_monthly, price_yearly, benefits, hidden)
     VALUES ($1, $2, $3,
             COALESCE($4::integer, (SELECT COALESCE(max(rank), 0) + 1 FROM membership_tiers WHERE profile_id = $2)),
             $5, $6, $7, $8, $9::jsonb, $10)
     RETURNING ${COLUMNS}`,
    [
      input.id ?? newId(),
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
  return toTier(row as TierRow);
}

/** One of an artist's tiers, or null; `joinable` leaves hidden ones out (a fan may not join those). */
export async function findTier(db: Queryable, profileId: string, id: string, { joinable = false } = {}): Promise<MembershipTier | null> {
  const [row] = await db.query<TierRow>(
    `SELECT ${COLUMNS} FROM membership_tiers WHERE profile_id = $1 AND id = $2 AND ($3::boolean IS FALSE OR NOT hidden)`,
    [profileId, id, joinable],
  );
  return row ? toTier(row) : null;
}
