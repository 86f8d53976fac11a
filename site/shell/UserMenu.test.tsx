// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TOKEN_STORAGE_KEY } from "../../machines/auth/authMachine";
import { loginHref } from "./loginHref";
import { ADA, renderShell, stubApi } from "./testing";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const banner = () => screen.getByRole("banner");

describe("loginHref", () => {
  it("takes the current path and query along as redirect", () => {
    expect(loginHref("/", "")).toBe("/login?redirect=/");
    expect(loginHref("/music", "")).toBe("/login?redirect=/music");
    expect(loginHref("/music", "page=2")).toBe("/login?redirect=/music?page=2");
    expect(loginHref("/members", "?search=live&type=video")).toBe("/login?redirect=/members?search=live%26type=video");
  });

  it("brings any path and query back intact through URLSearchParams", () => {
    for (const [path, query] of [
      ["/members", "search=a&b c&type=poll"],
      ["/music", "search=50%25+off#x"],
      ["/music/p-1", "tier=t/1?x=2"],
    ] as const) {
      const url = new URL(loginHref(path, query), "https://band.example");
      expect(url.pathname).toBe("/login");
      expect([...url.searchParams.keys()]).toEqual(["redirect"]);
      expect(url.searchParams.get("redirect")).toBe(`${path}?${query}`);
    }
  });

  it("keeps the redirect of the login and signup screens rather than pointing at them", () => {
    expect(loginHref("/login", "redirect=/music")).toBe("/login?redirect=/music");
    expect(loginHref("/signup", "redirect=/membership/checkout?membershipTierId=t-1")).toBe(
      "/login?redirect=/membership/checkout?membershipTierId=t-1",
    );
    expect(loginHref("/login", "")).toBe("/login");
  });
});

describe("User menu, logged out", () => {
  it("shows 'Log in' with the page to come back to", () => {
    stubApi(null);
    renderShell({ path: "/music?page=2&releaseType=album" });
    const logIn = within(banner()).getByRole("link", { name: "Log in" });
    expect(logIn.getAttribute("href")).toBe("/login?redirect=/music?page=2%26releaseType=album");
    expect(within(banner()).queryByRole("button", { name: /^Account/ })).toBeNull();
  });

  it("stays logged out when the stored token is no good", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "expired");
    const calls = stubApi(null);
    renderShell();
    await waitFor(() => expect(calls).toContain("GET /api/public/accounts/me"));
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(within(banner()).getByRole("link", { name: "Log in" })).toBeTruthy();
  });
});

describe("User menu, logged in", () => {
  let calls: string[];
  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token-ada");
    calls = stubApi(ADA);
  });

  async function openMenu() {
    const shell = renderShell({ path: "/music" });
    const button = await within(banner()).findByRole("button", { name: "Account: Ada Lovelace" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    return { ...shell, button, menu: within(banner()).getByRole("menu") };
  }

  it("shows the full name, email, 'My Account' and 'Log out'", async () => {
    const { button, menu } = await openMenu();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(within(banner()).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(banner()).getByText("ada@example.com")).toBeTruthy();
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["My Account", "Log out"]);
    expect(items[0]?.getAttribute("href")).toBe("/account");
    expect(within(banner()).queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("is keyboard operable: focus on the first item, arrows move, Escape closes back to the button", async () => {
    const { button, menu } = await openMenu();
    const [account, logOut] = within(menu).getAllByRole("menuitem") as [HTMLElement, HTMLElement];
    expect(document.activeElement).toBe(account);
    fireEvent.keyDown(account, { key: "ArrowDown" });
    expect(document.activeElement).toBe(logOut);
    fireEvent.keyDown(logOut, { key: "ArrowDown" });
    expect(document.activeElement).toBe(account);
    fireEvent.keyDown(account, { key: "ArrowUp" });
    expect(document.activeElement).toBe(logOut);
    fireEvent.keyDown(logOut, { key: "Home" });
    expect(document.activeElement).toBe(account);
    fireEvent.keyDown(account, { key: "Escape" });
    expect(within(banner()).queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");

    fireEvent.keyDown(button, { key: "ArrowUp" });
    expect(document.activeElement).toBe(within(within(banner()).getByRole("menu")).getByRole("menuitem", { name: "Log out" }));
  });

  it("closes on a press outside it", async () => {
    await openMenu();
    fireEvent.pointerDown(screen.getByRole("heading", { name: "Page" }));
    expect(within(banner()).queryByRole("menu")).toBeNull();
  });

  it("goes to /account with 'My Account'", async () => {
    const { menu, location } = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "My Account" }));
    expect(location.history.at(-1)).toBe("/account");
    expect(within(banner()).queryByRole("menu")).toBeNull();
  });

  it("logs out with 'Log out': back to 'Log in', the token forgotten, the session ended on the server", async () => {
    const { menu } = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Log out" }));
    const logIn = within(banner()).getByRole("link", { name: "Log in" });
    expect(logIn.getAttribute("href")).toBe("/login?redirect=/music");
    expect(document.activeElement).toBe(logIn);
    expect(within(banner()).queryByText("Ada Lovelace")).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(calls).toContain("DELETE /api/sessions"));
  });

  it("offers the same account actions in the mobile menu", async () => {
    renderShell();
    await within(banner()).findByRole("button", { name: "Account: Ada Lovelace" });
    fireEvent.click(within(banner()).getByRole("button", { name: "Menu" }));
    const mobile = screen.getByRole("dialog", { name: "Menu" });
    expect(within(mobile).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(mobile).getByText("ada@example.com")).toBeTruthy();
    expect(within(mobile).getByRole("link", { name: "My Account" }).getAttribute("href")).toBe("/account");
    fireEvent.click(within(mobile).getByRole("button", { name: "Log out" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(within(banner()).getByRole("link", { name: "Log in" })).toBeTruthy();
    fireEvent.click(within(banner()).getByRole("button", { name: "Menu" }));
    expect(within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Log in" })).toBeTruthy();
  });
});
