import { api } from "../../client/api/client";
import type { MembershipPaymentPage } from "../../schema/api/membershipPayments";
import type { ImportedPurchasePage } from "../../schema/api/platformImports";
import type { ArtistOrderMove, OrderMoveBody, StudioOrder, StudioOrderPage } from "../../schema/api/studioOrders";
import type { OrderStatus } from "../../schema/entities/commerce";
import type { ShippingAddress } from "../../schema/entities/shipping";
import { studioCall } from "./studioCall";

const orderPath = (profileId: string, orderId: string) => `profiles/${profileId}/orders/${encodeURIComponent(orderId)}`;

/** The studio's calls about the artist's orders (issue 18). */
export const ordersApi = {
  /** A page of the orders, newest first, of one status (all when absent), found by the buyer's address. */
  listOrders: (profileId: string, query: { status?: OrderStatus; search: string; offset: number; limit: number; toShip?: boolean }) =>
    studioCall(() =>
      api()
        .get(`profiles/${profileId}/orders`, {
          searchParams: {
            search: query.search,
            offset: query.offset,
            limit: query.limit,
            ...(query.status ? { status: query.status } : {}),
            ...(query.toShip ? { toShip: "true" } : {}),
          },
        })
        .json<StudioOrderPage>(),
    ),
  /** A page of the purchase history imported from other platforms (issue 40), found by the buyer's address. */
  listImportedPurchases: (profileId: string, query: { search: string; offset: number; limit: number }) =>
    studioCall(() =>
      api()
        .get(`profiles/${profileId}/orders/imported`, { searchParams: { search: query.search, offset: query.offset, limit: query.limit } })
        .json<ImportedPurchasePage>(),
    ),
  /** A page of the membership payments (first, renewals, upgrades, failed), newest first, found by the fan's address. */
  listMembershipPayments: (profileId: string, query: { search: string; offset: number; limit: number }) =>
    studioCall(() =>
      api()
        .get(`profiles/${profileId}/membership-payments`, {
          searchParams: { search: query.search, offset: query.offset, limit: query.limit },
        })
        .json<MembershipPaymentPage>(),
    ),
  getOrder: (profileId: string, orderId: string) => studioCall(() => api().get(orderPath(profileId, orderId)).json<StudioOrder>()),
  /** Marks a merch order processing, shipped or delivered; answers the order as it is now. */
  /** Moves a merch order on; 'shipped' may say how it went (issue 36), which the fan's email links to. */
  markOrder: (profileId: string, orderId: string, status: ArtistOrderMove, shipment: Omit<OrderMoveBody, "status"> = {}) =>
    studioCall(() =>
      api()
        .post(`${orderPath(profileId, orderId)}/status`, { json: { status, ...shipment } })
        .json<StudioOrder>(),
    ),
  /** Emails a gift of the order again to its recipient, with a new claim link (issue 30); answers the order as it is now. */
  resendGift: (profileId: string, orderId: string, position: number) =>
    studioCall(() =>
      api()
        .post(`${orderPath(profileId, orderId)}/gifts/${position}/resend`)
        .json<StudioOrder>(),
    ),
  /** Gives the order's money back through its provider and cancels it; answers the order as it is now. */
  /** Refunds the order; `restock` puts its counted merch back in stock (issue 36). */
  refundOrder: (profileId: string, orderId: string, { restock = false }: { restock?: boolean } = {}) =>
    studioCall(() =>
      api()
        .post(`${orderPath(profileId, orderId)}/refund`, restock ? { searchParams: { restock: "true" } } : {})
        .json<StudioOrder>(),
    ),
  /** The packing slips, as a print-ready HTML page, of the orders named, or of every order to ship (null). */
  packingSlips: (profileId: string, orderIds: readonly string[] | null) =>
    studioCall(() =>
      api()
        .get(`profiles/${profileId}/orders/packing-slips`, orderIds ? { searchParams: { orders: orderIds.join(",") } } : {})
        .text(),
    ),
  /** One order's packing slip, as a print-ready HTML page. */
  packingSlip: (profileId: string, orderId: string) =>
    studioCall(() =>
      api()
        .get(`${orderPath(profileId, orderId)}/packing-slip`)
        .text(),
    ),
  /** The orders to ship as CSV text: a row per physical item. */
  toShipCsv: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/orders/to-ship.csv`).text()),
  /** Corrects where an order ships, in the country its shipping was charged for; answers the order as it is now. */
  setShippingAddress: (profileId: string, orderId: string, address: ShippingAddress) =>
    studioCall(() =>
      api()
        .put(`${orderPath(profileId, orderId)}/shipping-address`, { json: address })
        .json<StudioOrder>(),
    ),
};

export type OrdersApi = typeof ordersApi;
