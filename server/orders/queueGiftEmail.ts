import { addBulkMail } from "../data/bulkMail";
import type { Order, OrderLine } from "../data/orders";
import type { Queryable } from "../db/database";
import { type GiftSite, giftDeliveryMessage } from "./giftMessages";

/**
 * Queues a gift line's email with its claim token as bulk mail, in `tx`: the transaction that
 * wrote the token (a delivery or a resend), so both are kept or neither (issue 30). The artist's
 * sender is woken by the caller once it committed.
 */
export async function queueGiftEmail(
  tx: Queryable,
  gift: {
    readonly order: Order;
    readonly line: OrderLine & { readonly gift: NonNullable<OrderLine["gift"]> };
    readonly senderFirstName: string;
    readonly token: string;
  },
  site: Omit<GiftSite, "profileId">,
): Promise<void> {
  const { order, line } = gift;
  const delivery = {
    title: line.title,
    senderFirstName: gift.senderFirstName,
    recipientName: line.gift.name,
    recipientEmail: line.gift.email,
    message: line.gift.message,
    token: gift.token,
  };
  await addBulkMail(tx, [giftDeliveryMessage(delivery, { ...site, profileId: order.profileId })], { counted: true });
}
