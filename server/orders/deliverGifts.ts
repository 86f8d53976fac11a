import { findAccount } from "../data/accounts";
import { isEmailConfirmed } from "../data/emailConfirmations";
import { deliverGiftLine } from "../data/giftClaims";
import type { Order, OrderLine } from "../data/orders";
import { inTransaction, type Queryable } from "../db/database";
import { faultPoint } from "../faultPoint";
import type { MailQueue } from "../mail/mailQueue";
import { askBuyerToConfirm, giftsWaitForConfirmation } from "./giftHold";
import type { GiftSite } from "./giftMessages";
import { queueGiftEmail } from "./queueGiftEmail";

/**
 * Sends each gift of music in a paid order to its recipient, with a link to claim it (issue 18).
 * A line is sent once however often this runs: its claim row and its email (bulk mail, in the
 * artist's own line) are written in one transaction (issue 30), so a crash keeps both or neither,
 * and a line without its row is delivered by the next run (finishPaidOrders, at start and with the
 * maintenance). A $0 order's gifts wait for its buyer to confirm their address, who is sent the
 * link that does (giftHold.ts). Merch gifts are shipped, not claimed. Resolves how many were
 * queued now.
 */
export async function deliverGifts(
  db: Queryable,
  mail: MailQueue,
  order: Order,
  lines: readonly OrderLine[],
  site: Omit<GiftSite, "profileId">,
): Promise<number> {
  const gifts = lines.filter((line) => line.gift !== null && !line.shipsGoods);
  if (gifts.length === 0) return 0;
  const buyer = order.accountId ? await findAccount(db, order.profileId, order.accountId) : null;
  const confirmed = buyer ? await isEmailConfirmed(db, order.profileId, buyer.id) : false;
  if (giftsWaitForConfirmation(order, buyer && { emailConfirmed: confirmed })) {
    // Sent once their address is confirmed (server/routes/emailConfirmation.ts).
    if (buyer) await askBuyerToConfirm(db, mail, buyer, { ...site, profileId: order.profileId });
    return 0;
  }
  let queued = 0;
  for (const line of gifts) {
    if (!line.gift) continue;
    const giftLine = { ...line, gift: line.gift };
    const sent = await inTransaction(db, async (tx) => {
      const token = await deliverGiftLine(tx, { profileId: order.profileId, orderId: order.id, position: line.position });
      if (!token) return false;
      // The crash that lost a paid gift's email for good (issue 30) came here, between the two.
      faultPoint("after-gift-claim");
      await queueGiftEmail(tx, { order, line: giftLine, senderFirstName: buyer?.firstName ?? "", token }, site);
      return true;
    });
    if (sent) queued++;
  }
  if (queued > 0) await mail.sendBulk(order.profileId);
  return queued;
}
