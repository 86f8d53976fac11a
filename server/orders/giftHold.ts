import type { Account } from "../../schema/api/accounts";
import { requestEmailConfirmation } from "../data/emailConfirmations";
import type { Order } from "../data/orders";
import type { Queryable } from "../db/database";
import type { MailQueue } from "../mail/mailQueue";
import { emailConfirmationMessage } from "../notices/emailConfirmationNotice";

/**
 * Whether an order's gifts wait for its buyer to confirm their address (issue 30): a $0 order's
 * do (free, pay-what-you-want at $0), since they would let anyone mail strangers under the
 * artist's name for nothing; a paid order's go at once.
 */
export function giftsWaitForConfirmation(order: Order, buyer: { readonly emailConfirmed: boolean } | null): boolean {
  return order.totalCents === 0 && !buyer?.emailConfirmed;
}

/**
 * Sends the buyer the one-time link that confirms their address and releases their held gifts
 * (transactional mail: it is their own). At most one every 10 minutes while the last is unused,
 * so a fan checking out again and again gets one email. Resolves whether one was sent.
 */
export async function askBuyerToConfirm(
  db: Queryable,
  mail: MailQueue,
  buyer: Pick<Account, "id" | "email">,
  site: { readonly profileId: string; readonly name: string; readonly origin: string },
): Promise<boolean> {
  const token = await requestEmailConfirmation(db, { profileId: site.profileId, accountId: buyer.id, email: buyer.email });
  if (!token) return false;
  await mail.queue(
    emailConfirmationMessage({ profileId: site.profileId, artistName: site.name, origin: site.origin, email: buyer.email, token }),
  );
  return true;
}
