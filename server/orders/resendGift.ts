import type { OrderStatus } from "../../schema/entities/commerce";
import { REFUNDABLE_ORDER_STATUSES } from "../../schema/rules/orderStatusLabels";
import { findAccount } from "../data/accounts";
import { reissueGiftLine } from "../data/giftClaims";
import { giftLineStates } from "../data/giftStates";
import { findOrder, listOrderLines } from "../data/orders";
import { inTransaction, type Queryable } from "../db/database";
import type { MailQueue } from "../mail/mailQueue";
import { queueGiftEmail } from "./queueGiftEmail";

export type GiftResendOutcome =
  | { readonly ok: true; readonly recipientName: string }
  | { readonly ok: false; readonly reason: "no-such-gift" | "refunded" | "held" | "claimed" }
  | { readonly ok: false; readonly reason: "not-paid"; readonly current: OrderStatus };

/**
 * 'Resend gift email' (issue 30): a gift of music of a paid order, not claimed yet, is emailed to
 * its recipient again with a new claim link (the one sent before stops working, in case it went
 * astray), written with its new token in one transaction, as a delivery is. A lost email (a
 * crash before issue 30, a spam folder) is found again this way. `buyerId` limits it to that
 * fan's own orders (the site); the studio sends any of the artist's. A held gift waits for its
 * buyer's confirmation, and a claimed one is the claimer's: neither is sent again.
 */
export async function resendGift(
  context: { readonly db: Queryable; readonly mail: MailQueue },
  gift: { readonly profileId: string; readonly orderId: string; readonly position: number; readonly buyerId?: string },
  site: { readonly name: string; readonly origin: string },
): Promise<GiftResendOutcome> {
  const { db, mail } = context;
  const order = await findOrder(db, gift.profileId, gift.orderId);
  if (!order || (gift.buyerId !== undefined && order.accountId !== gift.buyerId)) return { ok: false, reason: "no-such-gift" };
  const line = (await listOrderLines(db, order.id)).find((candidate) => candidate.position === gift.position);
  if (!line?.gift || line.shipsGoods) return { ok: false, reason: "no-such-gift" };
  if (order.status === "cancelled") return { ok: false, reason: "refunded" };
  if (!REFUNDABLE_ORDER_STATUSES.includes(order.status)) return { ok: false, reason: "not-paid", current: order.status };
  const state = (await giftLineStates(db, order.id)).get(line.position);
  if (state === "held" || state === "claimed") return { ok: false, reason: state };
  const buyer = order.accountId ? await findAccount(db, order.profileId, order.accountId) : null;
  const giftLine = { ...line, gift: line.gift };
  const sent = await inTransaction(db, async (tx) => {
    const token = await reissueGiftLine(tx, { profileId: order.profileId, orderId: order.id, position: line.position });
    if (!token) return false;
    await queueGiftEmail(tx, { order, line: giftLine, senderFirstName: buyer?.firstName ?? "", token }, site);
    return true;
  });
  // Claimed between the look and the new link: the claimer keeps it.
  if (!sent) return { ok: false, reason: "claimed" };
  await mail.sendBulk(order.profileId);
  return { ok: true, recipientName: line.gift.name };
}
