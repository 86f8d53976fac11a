// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OrderSummary } from "../../../schema/api/checkout";
import { fakeApi, json, loggedInAs, renderRoutes, resetBrowser } from "../account/screenTesting";
import { checkoutRoutes } from "./checkoutRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const order: OrderSummary = {
  orderId: "order-1",
  status: "delivered",
  totalCents: 3500,
  refundedCents: 0,
  giftsHeld: false,
  items: [
    { productId: "p1", title: "Night Drive", priceCents: 1000, isGift: false },
    { productId: "p2", title: "Low Tide", priceCents: 1000, isGift: true, claimed: true },
    { productId: "p3", title: "High Water", priceCents: 1000, isGift: true, claimed: false },
    { productId: "p4", title: "Tour Shirt", priceCents: 500, isGift: true },
  ],
};

describe("the order confirmation", () => {
  it("says of each gift of music whether its recipient claimed it", async () => {
    fakeApi({ ...loggedInAs(), "GET public/orders/order-1": () => json(order) });
    renderRoutes(checkoutRoutes, "/checkout/complete?orderId=order-1");
    const items = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      "Night Drive",
      "Low Tide (gift, claimed)",
      "High Water (gift, not claimed yet)",
      "Tour Shirt (gift)",
    ]);
  });

  it("says a free order's gifts wait for the fan to confirm their address, and only then", async () => {
    fakeApi({ ...loggedInAs(), "GET public/orders/order-1": () => json({ ...order, totalCents: 0, giftsHeld: true }) });
    renderRoutes(checkoutRoutes, "/checkout/complete?orderId=order-1");
    expect(await screen.findByText(/Your gifts go out once you confirm your email address: we sent you a link\./)).toBeTruthy();
    cleanup();
    fakeApi({ ...loggedInAs(), "GET public/orders/order-1": () => json(order) });
    renderRoutes(checkoutRoutes, "/checkout/complete?orderId=order-1");
    await screen.findByRole("list");
    expect(screen.queryByText(/confirm your email address/)).toBeNull();
  });

  it("says a refunded order is refunded, with what went back, not that its payment failed (issue 34, item 6)", async () => {
    fakeApi({ ...loggedInAs(), "GET public/orders/order-1": () => json({ ...order, status: "cancelled", refundedCents: 3500 }) });
    renderRoutes(checkoutRoutes, "/checkout/complete?orderId=order-1");
    const said = await screen.findByRole("status");
    expect(said.textContent).toBe("Refunded. $35.00 went back to you, and this order's downloads were withdrawn from your library.");
    expect(screen.queryByText(/did not go through/)).toBeNull();
    cleanup();
    fakeApi({ ...loggedInAs(), "GET public/orders/order-1": () => json({ ...order, refundedCents: 200 }) });
    renderRoutes(checkoutRoutes, "/checkout/complete?orderId=order-1");
    await screen.findByRole("list");
    expect(screen.getByText("Refunded").nextElementSibling?.textContent).toBe("$2.00");
  });
});
