// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_TOAST_MS } from "./CartToast";
import { cartItem, renderShell } from "./testing";

/** The sidebar's chunk, which the header fetches with the first opening (its clock is the test's). */
const sidebarChunk = () =>
  act(async () => {
    await import("./CartSidebar");
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("no polite live region");
  return region;
}

describe("Cart toast", () => {
  it("has an empty polite live region before any message, so the first one is announced", () => {
    renderShell();
    expect(liveRegion().textContent).toBe("");
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();
  });

  it("says 'Item added to cart', then 'Item already in cart' for the same item", () => {
    const { cart } = renderShell();
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    expect(liveRegion().textContent).toBe("Item added to cart");
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    expect(liveRegion().textContent).toBe("Item already in cart");
  });

  it("shows a repeated message as a new one (new text node, clock started again)", () => {
    const { cart } = renderShell();
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    const first = liveRegion().firstElementChild;
    act(() => vi.advanceTimersByTime(CART_TOAST_MS - 1000));
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    expect(liveRegion().textContent).toBe("Item already in cart");
    expect(liveRegion().firstElementChild).not.toBe(first);
    act(() => vi.advanceTimersByTime(CART_TOAST_MS - 1000));
    expect(liveRegion().textContent).toBe("Item already in cart");
    act(() => vi.advanceTimersByTime(1000));
    expect(liveRegion().textContent).toBe("");
  });

  it("leaves by itself after a few seconds", () => {
    const { cart } = renderShell();
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    act(() => vi.advanceTimersByTime(CART_TOAST_MS - 1));
    expect(liveRegion().textContent).toBe("Item added to cart");
    act(() => vi.advanceTimersByTime(1));
    expect(liveRegion().textContent).toBe("");
    expect(cart().getSnapshot().context.message).toBeNull();
  });

  it("waits while the pointer is on it", () => {
    const { cart } = renderShell();
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    const toast = liveRegion().parentElement as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(CART_TOAST_MS * 3));
    expect(liveRegion().textContent).toBe("Item added to cart");
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(CART_TOAST_MS));
    expect(liveRegion().textContent).toBe("");
  });

  it("is dismissed by its button", () => {
    const { cart } = renderShell();
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(liveRegion().textContent).toBe("");
    expect(cart().getSnapshot().context.message).toBeNull();
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();
  });

  it("opens the cart with 'View cart'", async () => {
    const { cart } = renderShell();
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    fireEvent.click(screen.getByRole("button", { name: "View cart" }));
    await sidebarChunk();
    const sidebar = screen.getByRole("dialog", { name: "My Cart" });
    expect(within(sidebar).getByText("Night Drive")).toBeTruthy();
    expect(liveRegion().textContent).toBe("");
  });

  it("goes away when the fan goes to another page, and does not follow them there", () => {
    const { cart, location } = renderShell({ path: "/music/p1" });
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    expect(liveRegion().textContent).toBe("Item added to cart");
    act(() => location.navigate("/checkout"));
    expect(liveRegion().textContent).toBe("");
    expect(cart().getSnapshot().context.message).toBeNull();
  });

  it("goes away when the fan opens the cart", async () => {
    const { cart } = renderShell();
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    fireEvent.click(screen.getByRole("button", { name: /^Cart/ }));
    await sidebarChunk();
    expect(screen.getByRole("dialog", { name: "My Cart" })).toBeTruthy();
    expect(liveRegion().textContent).toBe("");
  });
});
