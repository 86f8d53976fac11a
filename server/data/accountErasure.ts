import type { BillingInterval } from "../../schema/rules/membershipPrice";
import { inTransaction, type Queryable } from "../db/database";

/** A running or unpaid subscription of the fan's: the provider must end the running ones first. */
export interface SubscriptionToEnd {
  readonly id: string;
  readonly provider: string | null;
  readonly subscriptionRef: string | null;
}

/** The fan's subscriptions that are not over: active, past due, or waiting for their checkout. */
export async function listSubscriptionsToEnd(db: Queryable, profileId: string, accountId: string): Promise<SubscriptionToEnd[]> {
  const rows = await db.query<{ id: string; payment_provider: string | null; subscription_ref: string | null }>(
    `SELECT id, payment_provider, subscription_ref FROM membership_subscriptions
     WHERE profile_id = $1 AND account_id = $2 AND status <> 'ended'`,
    [profileId, accountId],
  );
  return rows.map((row) => ({ id: row.id, provider: row.payment_provider, subscriptionRef: row.subscription_ref }));
}

/** A paid membership the erasure ended while it ran (active or past due): what the artist's MRR loses (issue 38). */
export interface EndedMembership {
  readonly tierId: string;
  readonly interval: BillingInterval;
  readonly amountCents: number;
}

/** What erasing an account leaves to do outside the database: the stored copies of its data to delete, and the memberships it ended. */
export interface ErasedAccount {
  readonly exportKeys: string[];
  readonly endedMemberships: EndedMembership[];
}

/**
 * Erases a fan's account (GDPR art. 17; issue 35, item 4), in one transaction, so a failure
 * leaves the account whole. Its subscriptions end at once (the provider ended the running ones
 * already) and stay, without their fan, for the artist's accounting, as do its orders, whose
 * buyer's address is wiped; its comments stay without their author. Its address leaves the
 * artist's email lists, newsletters queued for it are dropped and those sent to it forget it, and the
 * messages it sent through Contact forms are deleted. Deleting the row takes the
 * rest with it (migrations' ON DELETE): sessions, links of every kind, likes, saves, votes, copies
 * of its data, and its library (orders and claimed gifts no longer name it). Null when the
 * artist has no such account.
 */
export function eraseAccount(db: Queryable, profileId: string, accountId: string): Promise<ErasedAccount | null> {
  return inTransaction(db, async (tx) => {
    const [account] = await tx.query<{ email: string }>("SELECT email FROM accounts WHERE profile_id = $1 AND id = $2 FOR UPDATE", [
      profileId,
      accountId,
    ]);
    if (!account) return null;
    const ended = await tx.query<{ was: string; membership_tier_id: string; billing_interval: BillingInterval; amount_cents: number }>(
      `WITH ending AS (
         SELECT id, status FROM membership_subscriptions WHERE profile_id = $1 AND account_id = $2 AND status <> 'ended' FOR UPDATE
       )
       UPDATE membership_subscriptions s SET status = 'ended', cancel_at_period_end = false, updated_at = now()
       FROM ending WHERE s.id = ending.id
       RETURNING ending.status AS was, s.membership_tier_id, s.billing_interval, s.amount_cents`,
      [profileId, accountId],
    );
    await tx.query("UPDATE orders SET email = '', buyer_erased_at = now() WHERE profile_id = $1 AND account_id = $2", [
      profileId,
      accountId,
    ]);
    await tx.query(
      "DELETE FROM email_subscribers s USING email_lists l WHERE l.id = s.email_list_id AND l.profile_id = $1 AND lower(s.email) = lower($2)",
      [profileId, account.email],
    );
    await tx.query(
      `DELETE FROM newsletter_recipients r USING newsletter_sends n
       WHERE n.id = r.send_id AND n.profile_id = $1 AND lower(r.email) = lower($2) AND r.status = 'queued'`,
      [profileId, account.email],
    );
    // Newsletters already sent keep their counts, not the address: the row names no one now (one
    // being sent this moment is left to finish, since its worker holds the address).
    await tx.query(
      `UPDATE newsletter_recipients r SET email = 'a former fan #' || substr(md5(random()::text || r.send_id), 1, 12), first_name = ''
       FROM newsletter_sends n
       WHERE n.id = r.send_id AND n.profile_id = $1 AND lower(r.email) = lower($2) AND r.status IN ('sent', 'failed', 'skipped')`,
      [profileId, account.email],
    );
    // What the fan sent through the artist's Contact forms from this address (issue 39) names them too.
    await tx.query("DELETE FROM contact_messages WHERE profile_id = $1 AND lower(email) = lower($2)", [profileId, account.email]);
    // Purchase history imported from another platform (issue 40) is no order kept for the books: it goes with them.
    await tx.query("DELETE FROM imported_purchases WHERE profile_id = $1 AND lower(email) = lower($2)", [profileId, account.email]);
    await tx.query("DELETE FROM known_devices WHERE profile_id = $1 AND owner = $2", [profileId, `fan:${accountId}`]);
    const exports = await tx.query<{ storage_key: string | null }>("SELECT storage_key FROM data_exports WHERE account_id = $1", [
      accountId,
    ]);
    await tx.query("DELETE FROM accounts WHERE profile_id = $1 AND id = $2", [profileId, accountId]);
    return {
      exportKeys: exports.flatMap((row) => (row.storage_key ? [row.storage_key] : [])),
      endedMemberships: ended
        .filter((row) => row.was === "active" || row.was === "past_due")
        .map((row) => ({ tierId: row.membership_tier_id, interval: row.billing_interval, amountCents: Number(row.amount_cents) })),
    };
  });
}
