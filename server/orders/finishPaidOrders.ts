import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { listOrdersToFinish } from "../data/orders";
import { findProfile } from "../data/profiles";
import { fulfilPaidOrder } from "./fulfilOrder";

/**
 * Finishes paid orders whose follow-up a stopped server left undone (a kill between the payment
 * and the delivery): run at start and with the maintenance. Returns how many it finished.
 */
export async function finishPaidOrders(context: ServerContext): Promise<number> {
  const orders = await listOrdersToFinish(context.db);
  for (const order of orders) {
    const profile = await findProfile(context.db, order.profileId);
    const origin = await siteOriginOfProfile(context, order.profileId);
    await fulfilPaidOrder(context.db, context.mail, order, { name: profile?.name ?? "", origin });
  }
  return orders.length;
}
