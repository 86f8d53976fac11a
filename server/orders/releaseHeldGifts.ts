import { ordersWithHeldGifts } from "../data/giftStates";
import { findOrder } from "../data/orders";
import type { Queryable } from "../db/database";
import type { MailQueue } from "../mail/mailQueue";
import { fulfilPaidOrder } from "./fulfilOrder";

/**
 * Once a fan's address is confirmed: fulfils again each of their $0 orders whose gifts waited, so
 * the gifts go out (each once, as fulfilment always is). A crash midway is finished by
 * finishPaidOrders, which no longer counts these orders as held. Resolves how many gifts were queued.
 */
export async function releaseHeldGifts(
  context: { readonly db: Queryable; readonly mail: MailQueue },
  fan: { readonly profileId: string; readonly accountId: string },
  site: { readonly name: string; readonly origin: string },
): Promise<number> {
  let queued = 0;
  for (const orderId of await ordersWithHeldGifts(context.db, fan.profileId, fan.accountId)) {
    const order = await findOrder(context.db, fan.profileId, orderId);
    if (order) queued += await fulfilPaidOrder(context.db, context.mail, order, site);
  }
  return queued;
}
