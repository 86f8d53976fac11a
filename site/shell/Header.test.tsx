// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cartButtonLabel } from "./Header";
import { cartItem, renderShell } from "./testing";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const banner = () => screen.getByRole("banner");

describe("Header brand", () => {
  it("shows the artist's name in capitals, linking home, when there is no logo", () => {
    renderShell({ path: "/music" });
    const home = within(banner()).getByRole("link", { name: "Neon Coast, home" });
    expect(home.getAttribute("href")).toBe("/");
    expect(home.textContent).toBe("NEON COAST");
    expect(home.querySelector("img")).toBeNull();
  });

  it("shows the logo instead of the name when there is one", () => {
    renderShell({ settings: { logo: "/media/logo.png" } });
    const home = within(banner()).getByRole("link", { name: "Neon Coast, home" });
    expect(home.querySelector("img")?.getAttribute("src")).toBe("/media/logo.png");
    expect(home.textContent).not.toContain("NEON COAST");
  });

  it("goes home when the brand is followed", () => {
    const { location } = renderShell({ path: "/music" });
    fireEvent.click(within(banner()).getByRole("link", { name: "Neon Coast, home" }));
    expect(location.history.at(-1)).toBe("/");
  });
});

describe("Header links", () => {
  const settings = {
    headerLinks: [
      { href: "/music", label: "Music" },
      { href: "/members", label: "Members" },
      { href: "https://tour.example.com/dates", label: "Tour" },
      { href: "shop.example.com", label: "Shop" },
      { href: "javascript:alert(1)", label: "Trap" },
    ],
  };

  it("lists them in order in the main navigation", () => {
    renderShell({ settings });
    const nav = within(banner()).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Music", "Members", "Tour", "Shop", "Trap"]);
  });

  it("follows a page of the site without reloading, and marks the current one", () => {
    const { location } = renderShell({ settings, path: "/music/night-drive" });
    const nav = within(banner()).getByRole("navigation", { name: "Main" });
    const music = within(nav).getByRole("link", { name: "Music" });
    expect(music.getAttribute("href")).toBe("/music");
    expect(music.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Members" }).getAttribute("aria-current")).toBeNull();
    fireEvent.click(within(nav).getByRole("link", { name: "Members" }));
    expect(location.history.at(-1)).toBe("/members");
    expect(within(nav).getByRole("link", { name: "Members" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens other addresses in a new tab, sanitized", () => {
    renderShell({ settings });
    const nav = within(banner()).getByRole("navigation", { name: "Main" });
    const tour = within(nav).getByRole("link", { name: "Tour" });
    expect(tour.getAttribute("href")).toBe("https://tour.example.com/dates");
    expect(tour.getAttribute("target")).toBe("_blank");
    expect(tour.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(nav).getByRole("link", { name: "Shop" }).getAttribute("href")).toBe("https://shop.example.com");
    const trap = within(nav).getByRole("link", { name: "Trap" });
    expect(trap.getAttribute("href")).toBe("about:blank");
    expect(trap.getAttribute("target")).toBeNull();
  });

  it("has no navigation when there are no links", () => {
    renderShell();
    expect(within(banner()).queryByRole("navigation")).toBeNull();
  });
});

describe("Header cart button", () => {
  it("names the count for screen readers", () => {
    expect(cartButtonLabel(0)).toBe("Cart, empty");
    expect(cartButtonLabel(1)).toBe("Cart, 1 item");
    expect(cartButtonLabel(2)).toBe("Cart, 2 items");
  });

  it("shows no badge for an empty cart and the item count once items are added", () => {
    const { cart } = renderShell();
    const button = within(banner()).getByRole("button", { name: "Cart, empty" });
    expect(button.querySelector(".shell-cart-button__badge")).toBeNull();

    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    expect(within(banner()).getByRole("button", { name: "Cart, 1 item" }).querySelector(".shell-cart-button__badge")?.textContent).toBe(
      "1",
    );

    act(() => cart().send({ type: "cart.add", item: cartItem({ productId: "b-sides", productVariantId: "b-sides-1", title: "B-Sides" }) }));
    // The same item again replaces it: still two.
    act(() => cart().send({ type: "cart.add", item: cartItem() }));
    const two = within(banner()).getByRole("button", { name: "Cart, 2 items" });
    expect(two.querySelector(".shell-cart-button__badge")?.textContent).toBe("2");

    act(() => cart().send({ type: "cart.clear" }));
    expect(within(banner()).getByRole("button", { name: "Cart, empty" }).querySelector(".shell-cart-button__badge")).toBeNull();
  });

  it("shows the cart saved in this browser once the page runs", () => {
    localStorage.setItem("backline-cart", JSON.stringify([cartItem()]));
    renderShell();
    expect(within(banner()).getByRole("button", { name: "Cart, 1 item" })).toBeTruthy();
  });

  it("opens the cart sidebar", async () => {
    renderShell();
    const button = within(banner()).getByRole("button", { name: "Cart, empty" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(await screen.findByRole("dialog", { name: "My Cart" })).toBeTruthy();
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });
});

describe("Mobile menu", () => {
  const settings = { headerLinks: [{ href: "/music", label: "Music" }] };

  it("slides in with the header links and 'Log in', and closes on Escape with focus back on its button", () => {
    const { location } = renderShell({ settings, path: "/members" });
    const button = within(banner()).getByRole("button", { name: "Menu" });
    button.focus();
    fireEvent.click(button);
    const menu = screen.getByRole("dialog", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(within(menu).getByRole("link", { name: "Music" }).getAttribute("href")).toBe("/music");
    expect(within(menu).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?redirect=/members");
    expect(document.documentElement.classList.contains("site-scroll-locked")).toBe(true);

    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.classList.contains("site-scroll-locked")).toBe(false);

    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Music" }));
    expect(location.history.at(-1)).toBe("/music");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("closes when the page changes underneath it (back, forward)", () => {
    const { location } = renderShell({ settings });
    fireEvent.click(within(banner()).getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeTruthy();
    act(() => location.navigate("/music"));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });
});
