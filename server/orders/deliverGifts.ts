import { findAccount } from "../data/accounts";
import { deliverGiftLine } from "../data/giftClaims";
import type { Order, OrderLine } from "../data/orders";
import type { Queryable } from "../db/database";
import type { MailQueue } from "../mail/mailQueue";
import { type GiftSite, giftDeliveryMessage } from "./giftMessages";

/**
 * Sends each gift of music in a paid order to its recipient, with a link to claim it (issue 18).
 * A line is sent once however often this runs: taking its claim row comes first, and only the
 * caller that took it queues the email, so a crash between the two loses that one email rather
 * than sending a link whose token was never stored. Merch gifts are shipped, not claimed.
 */
export async function deliverGifts(
  db: Queryable,
  mail: MailQueue,
  order: Order,
  lines: readonly OrderLine[],
  site: Omit<GiftSite, "profileId">,
): Promise<void> {
  const gifts = lines.filter((line) => line.gift !== null && !line.shipsGoods);
  if (gifts.length === 0) return;
  const buyer = order.accountId ? await findAccount(db, order.profileId, order.accountId) : null;
  for (const line of gifts) {
    if (!line.gift) continue;
    const token = await deliverGiftLine(db, { profileId: order.profileId, orderId: order.id, position: line.position });
    if (!token) continue;
    await mail.queue(
      giftDeliveryMessage(
        {
          title: line.title,
          senderFirstName: buyer?.firstName ?? "",
          recipientName: line.gift.name,
          recipientEmail: line.gift.email,
          message: line.gift.message,
          token,
        },
        { ...site, profileId: order.profileId },
      ),
    );
  }
}
