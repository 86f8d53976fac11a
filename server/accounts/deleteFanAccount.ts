import { recordBusinessEvent } from "../analytics/businessEvent";
import { monthlyCents } from "../analytics/membershipEvents";
import type { ServerContext } from "../context";
import { eraseAccount, listSubscriptionsToEnd } from "../data/accountErasure";
import { tellOfAccountDeletion } from "../notices/accountErasureNotices";
import type { PaymentProvider } from "../payments/paymentProvider";

export type DeletionOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "gone" }
  | { readonly ok: false; readonly reason: "provider-failed"; readonly message: string };

/** The fan whose account goes, and the artist whose site it was on. */
export interface FanToDelete {
  readonly profileId: string;
  readonly accountId: string;
  readonly email: string;
  readonly artistName: string;
}

/**
 * Deletes a fan's account (issue 35, item 4; GDPR art. 17). Their paid memberships end at the
 * provider first, at once and without renewal: if the provider fails, nothing is deleted, since a
 * fan with no account left could not stop paying. Then the account is erased in one transaction
 * (server/data/accountErasure.ts), the stored copies of their data are deleted, and the address it
 * had is told, which is the last the artist's site holds of it.
 */
export async function deleteFanAccount(
  context: Pick<ServerContext, "db" | "storage" | "mail" | "analytics" | "clock">,
  payments: PaymentProvider,
  fan: FanToDelete,
): Promise<DeletionOutcome> {
  const { db, storage, mail } = context;
  for (const subscription of await listSubscriptionsToEnd(db, fan.profileId, fan.accountId)) {
    // One of another provider (the server changed providers since) takes no more payments here.
    if (!subscription.subscriptionRef || subscription.provider !== payments.name) continue;
    try {
      await payments.endSubscriptionNow(subscription.subscriptionRef);
    } catch (error) {
      return { ok: false, reason: "provider-failed", message: error instanceof Error ? error.message : String(error) };
    }
  }
  const erased = await eraseAccount(db, fan.profileId, fan.accountId);
  if (!erased) return { ok: false, reason: "gone" };
  // A running membership ended with the account is an MRR move like any end (its provider's own end event then finds it ended).
  for (const membership of erased.endedMemberships)
    recordBusinessEvent(context.analytics, {
      profileId: fan.profileId,
      kind: "membership_cancel",
      at: new Date(context.clock.now()),
      subject: membership.tierId,
      amountCents: -monthlyCents(membership),
    });
  // The rows are gone already, so no link reaches these files; a file left by a failed delete is unreachable.
  for (const key of erased.exportKeys) await storage.delete(key).catch(() => {});
  await tellOfAccountDeletion(mail, { profileId: fan.profileId, email: fan.email, artistName: fan.artistName });
  return { ok: true };
}
