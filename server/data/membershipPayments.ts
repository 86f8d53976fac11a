import type { MembershipPaymentKind, MembershipPaymentPage } from "../../schema/api/membershipPayments";
import type { BillingInterval } from "../../schema/rules/membershipPrice";
import type { Queryable } from "../db/database";
import { FORMER_FAN } from "./engagement";
import { likePattern } from "./likePattern";

interface PaymentRow {
  provider: string;
  event_id: string;
  type: string;
  /** Null once the fan deleted their account: the payment stays for the artist's accounting. */
  account_id: string | null;
  email: string;
  fan_name: string;
  tier_name: string | null;
  amount_cents: number;
  billing_interval: BillingInterval;
  at: Date | string;
}

const KIND_OF_EVENT: Readonly<Record<string, MembershipPaymentKind>> = {
  started: "first_payment",
  renewed: "renewal",
  upgrade_paid: "upgrade",
  renewal_failed: "payment_failed",
};

/**
 * The payments of the artist's memberships for the studio's Orders (issue 34, item 13), newest
 * first: each subscription event that kept an amount (server/data/subscriptionMoves.ts), found by
 * part of the fan's address, a page at a time. A repeated event was never kept twice.
 */
export async function listMembershipPayments(
  db: Queryable,
  profileId: string,
  query: { search: string; offset: number; limit: number },
): Promise<MembershipPaymentPage> {
  const search = query.search.trim();
  const from = `FROM subscription_events e
    JOIN membership_subscriptions s ON s.id = e.subscription_id
    LEFT JOIN accounts a ON a.id = s.account_id AND a.profile_id = s.profile_id
    WHERE s.profile_id = $1 AND e.amount_cents IS NOT NULL AND ($2::text IS NULL OR a.email ILIKE $2 ESCAPE '\\')`;
  const params = [profileId, search ? likePattern(search) : null];
  const rows = await db.query<PaymentRow>(
    `SELECT e.provider, e.event_id, e.type, a.id AS account_id, coalesce(a.email, '') AS email,
       coalesce(trim(a.first_name || ' ' || a.last_name), '${FORMER_FAN}') AS fan_name,
       (SELECT t.name FROM membership_tiers t WHERE t.id = e.membership_tier_id) AS tier_name,
       e.amount_cents, s.billing_interval, e.at
     ${from} ORDER BY e.at DESC, e.event_id DESC LIMIT $3 OFFSET $4`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return {
    total: count?.total ?? 0,
    data: rows.map((row) => ({
      id: `${row.provider}:${row.event_id}`,
      kind: KIND_OF_EVENT[row.type] ?? "renewal",
      accountId: row.account_id,
      email: row.email,
      fanName: row.fan_name,
      tierName: row.tier_name ?? "",
      amountCents: row.amount_cents,
      interval: row.billing_interval,
      at: new Date(row.at).toISOString(),
    })),
  };
}
