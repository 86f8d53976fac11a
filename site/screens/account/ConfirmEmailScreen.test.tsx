// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { fakeApi, json, renderRoutes, resetBrowser } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

const PAGE = "/account/confirm-email/tok_abcdefghijklmnop";

describe("the page of the link that confirms a fan's address", () => {
  it("asks first (opening the link changes nothing), then confirms on the click, without a login, and says the held gifts are on their way", async () => {
    const api = fakeApi({ "POST public/accounts/confirm-email": () => json({ giftsSent: 2 }) });
    renderRoutes(accountRoutes, PAGE);
    const confirm = await screen.findByRole("button", { name: "Confirm my email address" });
    expect(await api.bodies("POST public/accounts/confirm-email")).toEqual([]);
    fireEvent.click(confirm);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your email address is confirmed. The 2 gifts you sent with a free order are on their way.",
    );
    expect(screen.getByRole("heading", { name: "Your email address", level: 1 })).toBeTruthy();
    expect(await api.bodies("POST public/accounts/confirm-email")).toEqual([{ token: "tok_abcdefghijklmnop" }]);
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe("/account");
  });

  it("says only that it is confirmed when no gift waited (a second opening)", async () => {
    fakeApi({ "POST public/accounts/confirm-email": () => json({ giftsSent: 0 }) });
    renderRoutes(accountRoutes, PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm my email address" }));
    expect((await screen.findByRole("status")).textContent).toBe("Your email address is confirmed.");
  });

  it("says why a link does not work, in the server's words", async () => {
    const message = "This confirmation link has expired. Log in and ask for a new one on your account page, under the gifts you sent.";
    fakeApi({ "POST public/accounts/confirm-email": () => json({ code: "email_link_expired", message }, 410) });
    renderRoutes(accountRoutes, PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm my email address" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
