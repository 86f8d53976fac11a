import { artistAddresses, serverBaseUrl } from "../artists/artistLinks";
import type { ServerContext } from "../context";
import { listOrdersToFinish } from "../data/orders";
import { findPrimaryDomain, findProfile } from "../data/profiles";
import { fulfilPaidOrder } from "./fulfilOrder";

/**
 * Finishes paid orders whose follow-up a stopped server left undone (a kill between the payment
 * and the delivery): run at start and with the maintenance. Returns how many it finished.
 */
export async function finishPaidOrders(context: ServerContext): Promise<number> {
  const orders = await listOrdersToFinish(context.db);
  for (const order of orders) {
    const profile = await findProfile(context.db, order.profileId);
    const domain = await findPrimaryDomain(context.db, order.profileId);
    const site = artistAddresses(serverBaseUrl(context.config), { profileId: order.profileId, domain }).site.replace(/\/(\?.*)?$/, "");
    await fulfilPaidOrder(context.db, context.mail, order, { name: profile?.name ?? "", origin: site });
  }
  return orders.length;
}
