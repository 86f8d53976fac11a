// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "../../../machines/cart/cartMachine";
import type { CartItem } from "../../../schema/entities/commerce";
import { currentUrl, fakeApi, json, loggedInAs, renderRoutes, resetBrowser } from "../account/screenTesting";
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
      {
        title: "Tide Tables",
        gift: "Gift for Grace (grace@example.com)“Happy birthday!”The music goes to Grace: they get an email with a link to claim it. It is not added to your library.",
        price: "$15.00",
      },
    ]);
    expect(document.querySelector(".checkout-total")?.textContent).toBe("Total$24.99");
    expect(screen.getByRole("link", { name: "Salt and Static" }).getAttribute("href")).toBe("/music/p-salt");
    // A visitor is asked to log in or sign up, and comes back here.
    expect(screen.getByRole("heading", { name: "Log in to pay" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?redirect=/checkout");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup?redirect=/checkout");
    expect(screen.queryByText("Your cart is empty.")).toBeNull();
    // Nothing is sent anywhere.
    expect(api.requests.filter((request) => request.method !== "GET")).toHaveLength(0);
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

  it("says 'Your cart is empty.' when it is, with nothing to pay", async () => {
    fakeApi(loggedInAs());
    renderRoutes(checkoutRoutes, "/checkout");
    expect(await screen.findByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse music" }).getAttribute("href")).toBe("/music");
    expect(document.querySelector(".checkout-total")).toBeNull();
    expect(((await screen.findByRole("button", { name: /^Get it free|^Pay/ })) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends a logged-in fan's cart with one key however often Pay is pressed, and says why the server refused it", async () => {
    storeCart([item(), item({ productId: "p-tide", productVariantId: "v-tide", title: "Tide Tables", price: 3, payWhatYouWant: true })]);
    const api = fakeApi({
      ...loggedInAs(),
      "POST public/checkout": () => json({ code: "bad_request", message: "Price must be at least $4.00" }, 400),
    });
    renderRoutes(checkoutRoutes, "/checkout");
    const pay = await screen.findByRole("button", { name: "Pay $12.99" });
    fireEvent.click(pay);
    expect(await screen.findByText("Price must be at least $4.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay $12.99" }));
    await waitFor(async () => expect(await api.bodies("POST public/checkout")).toHaveLength(2));
    const [first, second] = (await api.bodies("POST public/checkout")) as { idempotencyKey: string; items: unknown[] }[];
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(first?.items).toEqual([
      { productId: "p-salt", productVariantId: "v-salt", price: 9.99, isGift: false },
      { productId: "p-tide", productVariantId: "v-tide", price: 3, isGift: false },
    ]);
  });

  it("applies a discount code the server checked, pays the discounted total with the code, and shows a refused one's reason (issue 36)", async () => {
    storeCart([item(), item({ productId: "p-tide", productVariantId: "v-tide", title: "Tide Tables", price: 5 })]);
    const api = fakeApi({
      ...loggedInAs(),
      "POST public/discount-codes/check": async (request) => {
        const body = (await request.json()) as { code: string };
        if (body.code !== "summer") return json({ code: "discount_code_unknown", message: "We don't recognise this code." }, 404);
        return json({ code: "SUMMER", subtotalCents: 1499, discountCents: 300, totalCents: 1199, lines: [] });
      },
      "POST public/checkout": () =>
        json({ code: "sold_out", message: "Sold out: Tide Tables. Remove it from your cart to buy the rest." }, 409),
    });
    renderRoutes(checkoutRoutes, "/checkout");
    const field = await screen.findByLabelText("Discount code");
    fireEvent.change(field, { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("We don't recognise this code.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Discount code"), { target: { value: "summer" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText(/Discount SUMMER: -\$3\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay $11.99" }));
    await waitFor(async () => expect(await api.bodies("POST public/checkout")).toHaveLength(1));
    const [sent] = (await api.bodies("POST public/checkout")) as { discountCode?: string }[];
    expect(sent?.discountCode).toBe("SUMMER");
    expect(await screen.findByText("Sold out: Tide Tables. Remove it from your cart to buy the rest.")).toBeTruthy();
    // Removed, the code is no longer sent, and the full total is asked again.
    fireEvent.click(screen.getByRole("button", { name: "Remove code" }));
    expect(await screen.findByRole("button", { name: "Pay $14.99" })).toBeTruthy();
  });

  it("asks where a cart with merch ships, shows shipping and the total the server priced, and sends the country (issue 36)", async () => {
    storeCart([item({ productId: "p-shirt", productVariantId: "v-shirt-m", title: "Tour Shirt (M / Black)", price: 25 })]);
    const api = fakeApi({
      ...loggedInAs(),
      "GET public/shipping-countries": () =>
        json({
          countries: [
            { code: "DE", name: "Germany" },
            { code: "JP", name: "Japan" },
          ],
        }),
      "POST public/checkout/shipping": async (request) => {
        const { country } = (await request.json()) as { country?: string };
        if (country === "JP")
          return json({ code: "shipping_unavailable", message: "Lantern Coast does not ship to Japan. Choose another country." }, 400);
        const shippingCents = country === "DE" ? 1299 : 0;
        return json({ shipsGoods: true, country: country ?? null, subtotalCents: 2500, shippingCents, totalCents: 2500 + shippingCents });
      },
      "POST public/checkout": () => json({ code: "sold_out", message: "Sold out: Tour Shirt (M / Black)." }, 409),
    });
    renderRoutes(checkoutRoutes, "/checkout");
    const shipTo = (await screen.findByLabelText("Ship to")) as HTMLSelectElement;
    expect(await screen.findByText("Choose where your order ships to see shipping.")).toBeTruthy();
    // Nothing can be paid before a country is chosen.
    expect(((await screen.findByRole("button", { name: "Pay $25.00" })) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(shipTo.options).toHaveLength(3));
    fireEvent.change(shipTo, { target: { value: "JP" } });
    expect(await screen.findByText("Lantern Coast does not ship to Japan. Choose another country.")).toBeTruthy();
    expect((screen.getByRole("button", { name: /^Pay/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(shipTo, { target: { value: "DE" } });
    expect(await screen.findByText("Shipping: $12.99")).toBeTruthy();
    const pay = (await screen.findByRole("button", { name: "Pay $37.99" })) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
    expect(screen.getByText("You pay $37.99 on the next page, where you give the address your order ships to.")).toBeTruthy();
    fireEvent.click(pay);
    await waitFor(async () => expect(await api.bodies("POST public/checkout")).toHaveLength(1));
    const [sent] = (await api.bodies("POST public/checkout")) as { shipTo?: { country: string } }[];
    expect(sent?.shipTo).toEqual({ country: "DE" });
  });

  it("takes a free cart straight to the order's page, which empties the cart once paid", async () => {
    storeCart([item({ price: 0, payWhatYouWant: true })]);
    fakeApi({
      ...loggedInAs(),
      "POST public/checkout": () => json({ orderId: "o1", status: "delivered", totalCents: 0, paymentUrl: null }),
      "GET public/orders/o1": () =>
        json({
          orderId: "o1",
          status: "delivered",
          totalCents: 0,
          items: [{ productId: "p-salt", title: "Salt and Static", priceCents: 0, isGift: false }],
        }),
    });
    renderRoutes(checkoutRoutes, "/checkout");
    fireEvent.click(await screen.findByRole("button", { name: "Get it free" }));
    expect(await screen.findByText("Thank you! Your order is paid: a receipt is on its way to your email.")).toBeTruthy();
    expect(currentUrl()).toBe("/checkout/complete?orderId=o1");
    expect(screen.getByRole("link", { name: "Go to your library" }).getAttribute("href")).toBe("/account");
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([]));
  });

  it("shows shipping on the order's page, and takes a free order's address there, once (issue 36)", async () => {
    const address = { name: "Aiko", line1: "1-2-3 Shibuya", city: "Tokyo", postalCode: "150-0002", country: "JP" };
    const api = fakeApi({
      ...loggedInAs(),
      "GET public/orders/o3": () =>
        json({
          orderId: "o3",
          status: "paid",
          totalCents: 0,
          refundedCents: 0,
          giftsHeld: false,
          shipping: { country: "JP", cents: 0, address: null },
          items: [{ productId: "p-sticker", title: "Sticker", priceCents: 0, isGift: false }],
        }),
      "POST public/orders/o3/shipping-address": () => json({ country: "JP", cents: 0, address }),
    });
    renderRoutes(checkoutRoutes, "/checkout/complete?orderId=o3");
    expect(await screen.findByText("Shipping to Japan: free")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save the address" }));
    expect(await screen.findByText("Enter the shipping address: a name, a street address and a city.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Aiko" } });
    fireEvent.change(screen.getByLabelText("Address"), { target: { value: "1-2-3 Shibuya" } });
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "Tokyo" } });
    fireEvent.change(screen.getByLabelText("Postal code"), { target: { value: "150-0002" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the address" }));
    expect(await screen.findByText("Aiko, 1-2-3 Shibuya, Tokyo, 150-0002, Japan")).toBeTruthy();
    expect(await api.bodies("POST public/orders/o3/shipping-address")).toEqual([address]);
    expect(screen.queryByRole("button", { name: "Save the address" })).toBeNull();
  });

  it("says when a payment did not go through, and keeps the cart", async () => {
    storeCart([item()]);
    fakeApi({
      ...loggedInAs(),
      "GET public/orders/o2": () => json({ orderId: "o2", status: "payment_failed", totalCents: 999, items: [] }),
    });
    renderRoutes(checkoutRoutes, "/checkout/complete?orderId=o2");
    expect(await screen.findByText("Your payment did not go through, so nothing was charged. Your cart is as you left it.")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toHaveLength(1);
  });
});
