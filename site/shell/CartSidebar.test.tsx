// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cartItem, renderShell } from "./testing";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const GIFT = cartItem({
  productId: "b-sides",
  productVariantId: "b-sides-1",
  title: "B-Sides",
  price: 9.5,
  coverImage: "/media/b-sides.jpg",
  isGift: true,
  recipientName: "Sam",
  recipientEmail: "sam@example.com",
});

/** Renders the shell, fills the cart, and opens the sidebar with the header's cart button. */
async function openCart(items = [cartItem(), GIFT]) {
  const shell = renderShell({ path: "/music" });
  for (const item of items) act(() => shell.cart().send({ type: "cart.add", item }));
  const button = within(screen.getByRole("banner")).getByRole("button", { name: /^Cart/ });
  button.focus();
  fireEvent.click(button);
  // Its chunk comes with the first opening (site/shell/Header.tsx).
  return { ...shell, button, sidebar: await screen.findByRole("dialog", { name: "My Cart" }) };
}

describe("Cart sidebar", () => {
  it("says 'Your cart is empty.' and offers no checkout when empty", async () => {
    const { sidebar } = await openCart([]);
    expect(within(sidebar).getByRole("heading", { name: "My Cart" })).toBeTruthy();
    expect(within(sidebar).getByText("Your cart is empty.")).toBeTruthy();
    expect(within(sidebar).queryByRole("link", { name: "Checkout" })).toBeNull();
    expect(within(sidebar).queryByText("Total")).toBeNull();
  });

  it("lists each item with its cover, title, price and recipient, and the total with two decimals", async () => {
    const { sidebar } = await openCart();
    const items = within(within(sidebar).getByRole("list", { name: "Items" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [own, gift] = items as [HTMLElement, HTMLElement];
    expect(own.querySelector("img")?.getAttribute("src")).toBe("/media/night-drive.jpg");
    expect(within(own).getByText("Night Drive")).toBeTruthy();
    expect(within(own).getByText("$12.00")).toBeTruthy();
    expect(within(own).queryByText(/Gift for/)).toBeNull();
    expect(within(gift).getByText("B-Sides")).toBeTruthy();
    expect(within(gift).getByText("$9.50")).toBeTruthy();
    expect(within(gift).getByText("Gift for Sam")).toBeTruthy();
    expect(within(sidebar).getByText("Total")).toBeTruthy();
    expect(within(sidebar).getByText("$21.50")).toBeTruthy();
    expect(within(sidebar).queryByText("Your cart is empty.")).toBeNull();
  });

  it("shows a placeholder for an item without a cover", async () => {
    const { coverImage: _, ...withoutCover } = cartItem();
    const { sidebar } = await openCart([withoutCover]);
    expect(sidebar.querySelector("img")).toBeNull();
    expect(sidebar.querySelector(".shell-cart__cover--empty")).not.toBeNull();
  });

  it("removes an item by product, gift flag and recipient, and updates the total and the badge", async () => {
    const { sidebar, cart } = await openCart();
    fireEvent.click(within(sidebar).getByRole("button", { name: "Remove B-Sides, gift for Sam" }));
    expect(within(sidebar).queryByText("B-Sides")).toBeNull();
    expect(within(sidebar).getByText("Total").parentElement?.textContent).toBe("Total$12.00");
    expect(
      cart()
        .getSnapshot()
        .context.items.map((item) => item.productId),
    ).toEqual(["night-drive"]);
    // Focus stays in the list: on the remaining item's button.
    expect(document.activeElement).toBe(within(sidebar).getByRole("button", { name: "Remove Night Drive" }));
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Cart, 1 item" })).toBeTruthy();

    fireEvent.click(within(sidebar).getByRole("button", { name: "Remove Night Drive" }));
    expect(within(sidebar).getByText("Your cart is empty.")).toBeTruthy();
    expect(document.activeElement).toBe(within(sidebar).getByText("Your cart is empty."));
  });

  it("keeps a gift and the same product for oneself apart", async () => {
    const own = cartItem({ productId: "b-sides", productVariantId: "b-sides-1", title: "B-Sides" });
    const { sidebar } = await openCart([own, GIFT]);
    fireEvent.click(within(sidebar).getByRole("button", { name: "Remove B-Sides" }));
    expect(within(sidebar).getByText("Gift for Sam")).toBeTruthy();
    expect(within(sidebar).getAllByRole("listitem")).toHaveLength(1);
  });

  it("goes to /checkout with 'Checkout' and closes", async () => {
    const { sidebar, location } = await openCart();
    const checkout = within(sidebar).getByRole("link", { name: "Checkout" });
    expect(checkout.getAttribute("href")).toBe("/checkout");
    fireEvent.click(checkout);
    expect(location.history.at(-1)).toBe("/checkout");
    expect(screen.queryByRole("dialog", { name: "My Cart" })).toBeNull();
  });

  it("is modal: focus starts on Close, Tab wraps inside, the page does not scroll", async () => {
    const { sidebar } = await openCart();
    const close = within(sidebar).getByRole("button", { name: "Close" });
    expect(document.activeElement).toBe(close);
    expect(document.documentElement.classList.contains("site-scroll-locked")).toBe(true);
    const checkout = within(sidebar).getByRole("link", { name: "Checkout" });
    checkout.focus();
    fireEvent.keyDown(checkout, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(checkout);
  });

  it("closes with its Close button, focus back on the cart button, and the page scrolls again", async () => {
    const { sidebar, button } = await openCart();
    fireEvent.click(within(sidebar).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "My Cart" })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.classList.contains("site-scroll-locked")).toBe(false);
  });

  it("closes with Escape and with a click on the backdrop", async () => {
    const { sidebar, button } = await openCart();
    fireEvent.keyDown(within(sidebar).getByRole("button", { name: "Close" }), { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "My Cart" })).toBeNull();

    fireEvent.click(button);
    const again = screen.getByRole("dialog", { name: "My Cart" });
    fireEvent.click(within(again).getByText("Night Drive"));
    expect(screen.getByRole("dialog", { name: "My Cart" })).toBeTruthy();
    fireEvent.click(again);
    expect(screen.queryByRole("dialog", { name: "My Cart" })).toBeNull();
  });

  it("follows the cart while open (another tab, a new item)", async () => {
    const { sidebar, cart } = await openCart([]);
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    expect(within(sidebar).getByText("Night Drive")).toBeTruthy();
    expect(within(sidebar).getByText("Total").parentElement?.textContent).toBe("Total$12.00");
  });
});
