import { moveOrder } from "../data/orderMoves";
import { findOrderShipping } from "../data/orderShipping";
import { claimReceipt, listOrderLines, type Order } from "../data/orders";
import { countUndeliveredPreOrders } from "../data/preOrders";
import { oweWelcome } from "../data/welcomeEmails";
import type { Queryable } from "../db/database";
import type { MailQueue } from "../mail/mailQueue";
import { deliverGifts } from "./deliverGifts";
import { receiptMessage } from "./receiptMessage";

/**
 * What follows a paid order (issue 18): downloads are delivered at once (an order with merch waits
 * for the artist to ship it), each gift of music goes to its recipient with its claim link, and
 * the buyer gets a receipt by email that links to their library (and, for their first purchase,
 * the artist's thank-you, when on: issue 37). Safe to run again (after a crash,
 * by `finishPaidOrders`): a delivered order stays so, and each gift and the receipt are queued once.
 * Resolves how many gifts it queued now.
 */
export async function fulfilPaidOrder(
  db: Queryable,
  mail: MailQueue,
  order: Order,
  site: { name: string; origin: string },
): Promise<number> {
  const lines = await listOrderLines(db, order.id);
  // A pre-ordered release is delivered on its date, by deliverPreOrders (issue 36, item 5).
  if (!lines.some((line) => line.shipsGoods) && (await countUndeliveredPreOrders(db, order.id)) === 0)
    await moveOrder(db, order.id, "delivered", "downloads ready");
  const giftsQueued = await deliverGifts(db, mail, order, lines, site);
  if (await claimReceipt(db, order.id)) await mail.queue(receiptMessage(order, lines, site, await findOrderShipping(db, order.id)));
  // The thank-you after a first purchase (issue 37), owed once: queued by whoever sends welcomes next.
  await oweWelcome(db, order.profileId, { kind: "first_purchase" }, { email: order.email, firstName: "" }, order.id);
  return giftsQueued;
}
