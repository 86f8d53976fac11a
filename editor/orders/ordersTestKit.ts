import { vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { MembershipPayment } from "../../schema/api/membershipPayments";
import type { StudioOrder } from "../../schema/api/studioOrders";
import type { ShippingAddress } from "../../schema/entities/shipping";
import type { Carrier } from "../../schema/rules/tracking";
import type { OrdersApi } from "../api/ordersApi";

/** A paid merch order, and a delivered download order with a gift, as the server answers them. */
export function sampleOrders(): StudioOrder[] {
  const base = { payment: { provider: "test", ref: "pay_1" }, refundable: true, refunds: [], refundedCents: 0 };
  return [
    {
      ...base,
      id: "o2",
      status: "paid",
      totalCents: 2000,
      createdAt: "2026-11-28T10:00:00.000Z",
      buyer: { email: "ben@example.com", name: "Ben Ode", accountId: "ben" },
      shipping: {
        country: "GB",
        cents: 500,
        address: { name: "Ben Ode", line1: "1 Main St", city: "Leeds", postalCode: "LS1 1AA", country: "GB" },
      },
      lines: [{ position: 0, productId: "shirt", title: "Tour Shirt", priceCents: 2000, shipsGoods: true, gift: null, giftState: null }],
      history: [
        { from: null, to: "initiated_payment", cause: "checkout", at: "2026-11-28T10:00:00.000Z" },
        { from: "initiated_payment", to: "paid", cause: "payment.succeeded (test)", at: "2026-11-28T10:01:00.000Z" },
      ],
      nextStatuses: ["processing"],
    },
    {
      ...base,
      id: "o1",
      status: "delivered",
      totalCents: 1549,
      createdAt: "2026-11-27T10:00:00.000Z",
      buyer: { email: "ann@example.com", name: "Ann Lee", accountId: "ann" },
      lines: [
        { position: 0, productId: "album", title: "Night Drive", priceCents: 999, shipsGoods: false, gift: null, giftState: null },
        {
          position: 1,
          productId: "tide",
          title: "Tide",
          priceCents: 550,
          shipsGoods: false,
          gift: { name: "Bo", email: "bo@example.com", message: "Enjoy" },
          giftState: "sent",
        },
      ],
      history: [{ from: null, to: "initiated_payment", cause: "checkout", at: "2026-11-27T10:00:00.000Z" }],
      nextStatuses: [],
    },
  ];
}

/** A member's first payment, their renewal, and another's failed renewal, newest first. */
export function sampleMembershipPayments(): MembershipPayment[] {
  const ann = { accountId: "ann", email: "ann@example.com", fanName: "Ann Lee", tierName: "Supporter", interval: "month" } as const;
  return [
    {
      ...ann,
      id: "test:evt_3",
      kind: "payment_failed",
      accountId: "cy",
      email: "cy@example.com",
      fanName: "",
      amountCents: 1000,
      at: "2026-11-28T09:00:00.000Z",
    },
    { ...ann, id: "test:evt_2", kind: "renewal", amountCents: 500, at: "2026-11-27T09:00:00.000Z" },
    { ...ann, id: "test:evt_1", kind: "first_payment", amountCents: 500, at: "2026-10-27T09:00:00.000Z" },
  ];
}

const NEXT: Readonly<Record<string, StudioOrder["nextStatuses"]>> = { paid: ["shipped"], processing: ["shipped"], shipped: ["delivered"] };

/**
 * The orders API in memory: moves go one step along, a refund gives back the total and cancels, a gift's resend answers the
 * order as it is; `refuseNext` makes the next change fail with the server's words.
 */
export function fakeOrdersApi(initial: StudioOrder[] = sampleOrders(), payments: MembershipPayment[] = sampleMembershipPayments()) {
  let orders = structuredClone(initial);
  let refusal: string | null = null;
  const find = (id: string) => {
    const order = orders.find((candidate) => candidate.id === id);
    if (!order) throw new ApiError("Order not found.", 404);
    return order;
  };
  const update = (id: string, change: Partial<StudioOrder>, cause: string) => {
    const before = find(id);
    if (refusal) {
      const message = refusal;
      refusal = null;
      throw new ApiError(message, 409);
    }
    const after = {
      ...before,
      ...change,
      history: [...before.history, { from: before.status, to: change.status ?? before.status, cause, at: "2026-11-29T09:00:00.000Z" }],
    };
    orders = orders.map((order) => (order.id === id ? after : order));
    return structuredClone(after);
  };
  const api = {
    listOrders: vi.fn(async (_profileId: string, query: Parameters<OrdersApi["listOrders"]>[1]) => {
      const toShip = (order: StudioOrder) =>
        (order.status === "paid" || order.status === "processing") && order.lines.some((line) => line.shipsGoods);
      const found = orders
        .filter(
          (order) =>
            (!query.status || order.status === query.status) &&
            (!query.toShip || toShip(order)) &&
            order.buyer.email.includes(query.search.trim().toLowerCase()),
        )
        .sort((a, b) => (query.toShip ? a.createdAt.localeCompare(b.createdAt) : 0))
        .map((order) => ({
          id: order.id,
          status: order.status,
          totalCents: order.totalCents,
          refundedCents: order.refundedCents,
          email: order.buyer.email,
          buyerErased: order.buyer.erased ?? false,
          createdAt: order.createdAt,
          itemCount: order.lines.length,
          firstTitle: order.lines[0]?.title ?? "",
          shipTo: order.shipping ? { name: order.shipping.address?.name ?? "", country: order.shipping.country } : null,
        }));
      return { total: found.length, data: found.slice(query.offset, query.offset + query.limit) };
    }),
    listMembershipPayments: vi.fn(async (_profileId: string, query: Parameters<OrdersApi["listMembershipPayments"]>[1]) => {
      const found = payments.filter((payment) => payment.email.includes(query.search.trim().toLowerCase()));
      return { total: found.length, data: structuredClone(found.slice(query.offset, query.offset + query.limit)) };
    }),
    // Two purchases brought from a Bandcamp sales report: one matched to a release, one kept as text.
    listImportedPurchases: vi.fn(async (_profileId: string, query: Parameters<OrdersApi["listImportedPurchases"]>[1]) => {
      const imported = [
        { id: "ip1", platform: "bandcampSales" as const, email: "chris@example.com", itemName: "Greatest Hits", itemType: "album" },
        { id: "ip2", platform: "bandcampSales" as const, email: "dana@example.com", itemName: "Old Shirt", itemType: "package" },
      ].map((each, at) => ({
        ...each,
        productId: at === 0 ? "p1" : null,
        currency: "EUR",
        amountCents: 1099,
        quantity: at + 1,
        purchasedAt: "1/4/24 11:22pm",
      }));
      const found = imported.filter((each) => each.email.includes(query.search.trim().toLowerCase()));
      return { total: found.length, data: found.slice(query.offset, query.offset + query.limit) };
    }),
    getOrder: vi.fn(async (_profileId: string, id: string) => structuredClone(find(id))),
    markOrder: vi.fn(
      async (
        _profileId: string,
        id: string,
        status: StudioOrder["nextStatuses"][number],
        shipment: { carrier?: Carrier; trackingNumber?: string } = {},
      ) =>
        update(
          id,
          {
            status,
            nextStatuses: NEXT[status] ?? [],
            ...(shipment.carrier
              ? {
                  shipment: {
                    carrier: shipment.carrier,
                    trackingNumber: shipment.trackingNumber ?? null,
                    trackingLink: null,
                    shippedAt: "2026-11-29T09:00:00.000Z",
                  },
                }
              : {}),
          },
          `marked ${status} by the artist`,
        ),
    ),
    resendGift: vi.fn(async (_profileId: string, id: string, _position: number) => {
      const order = find(id);
      if (refusal) {
        const message = refusal;
        refusal = null;
        throw new ApiError(message, 409);
      }
      return structuredClone(order);
    }),
    refundOrder: vi.fn(async (_profileId: string, id: string) => {
      const { totalCents, refundedCents, refunds } = find(id);
      const refund = { amountCents: totalCents - refundedCents, cause: "refunded by the artist", at: "2026-11-29T09:00:00.000Z" };
      return update(
        id,
        { status: "cancelled", nextStatuses: [], refundable: false, refunds: [...refunds, refund], refundedCents: totalCents },
        "refunded by the artist",
      );
    }),
    packingSlips: vi.fn(async (_profileId: string, ids: readonly string[] | null) => `<p>Slips of ${ids ? ids.join(" ") : "all"}</p>`),
    packingSlip: vi.fn(async (_profileId: string, id: string) => `<p>Slip of ${find(id).id}</p>`),
    toShipCsv: vi.fn(async (_profileId: string) => "order_id\r\n"),
    setShippingAddress: vi.fn(async (_profileId: string, id: string, address: ShippingAddress) => {
      const before = find(id);
      if (refusal) {
        const message = refusal;
        refusal = null;
        throw new ApiError(message, 400);
      }
      const after = { ...before, ...(before.shipping ? { shipping: { ...before.shipping, address } } : {}) };
      orders = orders.map((order) => (order.id === id ? after : order));
      return structuredClone(after);
    }),
  } satisfies OrdersApi;
  return {
    api,
    refuseNext(message: string) {
      refusal = message;
    },
  };
}
