// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "../../../machines/cart/cartMachine";
import type { CartItem } from "../../../schema/entities/commerce";
import { fakeApi, renderRoutes, resetBrowser } from "../account/screenTesting";
import { checkoutRoutes } from "./checkoutRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: "p-salt",
    productVariantId: "v-salt",
    title: "Salt and Static",
    price: 9.99,
    coverImage: "/media/cover.svg",
    isGift: false,
    quantity: 1,
    canIncreaseQuantity: false,
    payWhatYouWant: false,
    ...overrides,
  };
}

function storeCart(items: CartItem[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

/** Each line of the summary as a person reads it. */
function lines() {
  return [...document.querySelectorAll(".checkout-item")].map((line) => ({
    title: line.querySelector(".checkout-item__title")?.textContent,
    gift: line.querySelector(".checkout-item__gift")?.textContent ?? null,
    price: line.querySelector(".checkout-item__price")?.textContent,
  }));
}

describe("/checkout", () => {
  it("summarises the cart: each item with its price and gift recipient, and the total", async () => {
    storeCart([
      item(),
      item({
        productId: "p-tide",
        productVariantId: "v-tide",
        title: "Tide Tables",
        price: 15,
        isGift: true,
        recipientName: "Grace",
        recipientEmail: "grace@example.com",
        recipientMessage: "Happy birthday!",
      }),
    ]);
    const api = fakeApi();
    renderRoutes(checkoutRoutes, "/checkout");
    await screen.findByText("Tide Tables");
    expect(lines()).toEqual([
      { title: "Salt and Static", gift: null, price: "$9.99" },
      { title: "Tide Tables", gift: "Gift for Grace (grace@example.com)“Happy birthday!”", price: "$15.00" },
    ]);
    expect(document.querySelector(".checkout-total")?.textContent).toBe("Total$24.99");
    expect(screen.getByRole("link", { name: "Salt and Static" }).getAttribute("href")).toBe("/music/p-salt");
    expect(screen.getByRole("heading", { name: "Payment is not available yet" })).toBeTruthy();
    expect(screen.queryByText("Your cart is empty.")).toBeNull();
    // Nothing is sent anywhere.
    expect(api.requests).toHaveLength(0);
  });

  it("removes an item from the cart", async () => {
    storeCart([item(), item({ productId: "p-tide", productVariantId: "v-tide", title: "Tide Tables", price: 15 })]);
    fakeApi();
    renderRoutes(checkoutRoutes, "/checkout");
    fireEvent.click(await screen.findByRole("button", { name: "Remove Salt and Static from the cart" }));
    await waitFor(() => expect(lines().map((line) => line.title)).toEqual(["Tide Tables"]));
    expect(document.querySelector(".checkout-total")?.textContent).toBe("Total$15.00");
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toHaveLength(1);
  });

  it("says 'Your cart is empty.' when it is, with the payment notice", async () => {
    fakeApi();
    renderRoutes(checkoutRoutes, "/checkout");
    expect(await screen.findByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse music" }).getAttribute("href")).toBe("/music");
    expect(document.querySelector(".checkout-total")).toBeNull();
    expect(screen.getByText("Payment is not available yet")).toBeTruthy();
  });
});
