import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { listOrderLines, type Order } from "../data/orders";
import { findProfile } from "../data/profiles";
import { claimRefundNotice, listClaimedGifts } from "../data/refundNotices";
import { giftWithdrawnMessage, refundNoticeMessage } from "./refundMessages";

/**
 * Tells an order's buyer, by email from the artist, what its refunds gave back since they were last
 * told and whether its downloads were withdrawn (issue 34, item 6); once the order is cancelled,
 * whoever claimed one of its gifts hears that it left their library. Called after every refund (the
 * artist's, and each provider event of one, repeated ones too): what was told is marked in the
 * order, so each refund and the cancellation are told once whoever calls, however often. Links lead
 * to the artist's site, wherever the event came in. Resolves whether it queued anything.
 */
export async function tellOfRefund(context: Pick<ServerContext, "db" | "mail" | "config">, order: Order): Promise<boolean> {
  const { db, mail } = context;
  const profile = await findProfile(db, order.profileId);
  // The artist is gone (and their orders with them): nobody to send it from.
  if (!profile) return false;
  const site = { profileId: profile.id, name: profile.name, origin: await siteOriginOfProfile(context, profile.id) };
  const lines = await listOrderLines(db, order.id);
  const notice = await claimRefundNotice(db, order.id);
  if (!notice) return false;
  // Told once it committed, as the receipt is: a crash right here loses this email, never doubles it.
  // A buyer who deleted their account (issue 35) left no address to tell: the gifts' claimers still hear.
  if (order.email) await mail.queue(refundNoticeMessage(order, lines, notice, site));
  if (notice.withdrawn) for (const gift of await listClaimedGifts(db, order.id)) await mail.queue(giftWithdrawnMessage(gift, notice, site));
  return true;
}
