// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { currentUrl, fakeApi, json, renderRoutes, resetBrowser, TEST_FAN } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

const PAGE = "/signup/confirm/tok_abcdefghijklmnop?redirect=%2Fmembership%2Fcheckout%3FmembershipTierId%3Dtier-inner";

describe("registration's emailed link", () => {
  it("names the account and asks first (opening it changes nothing); the click signs in and goes to the redirect", async () => {
    const api = fakeApi({
      "POST public/sessions/email-link/check": () => json({ email: "ada@example.com", firstName: "Ada" }),
      "POST public/sessions/email-link": () => json({ token: "link-token", account: TEST_FAN }),
    });
    renderRoutes(accountRoutes, PAGE);
    const proceed = await screen.findByRole("button", { name: "Continue" });
    expect(screen.getByText("Continue as Ada (ada@example.com)?")).toBeTruthy();
    expect(await api.bodies("POST public/sessions/email-link")).toEqual([]);
    fireEvent.click(proceed);
    await waitFor(() => expect(currentUrl()).toBe("/membership/checkout?membershipTierId=tier-inner"));
    expect(await api.bodies("POST public/sessions/email-link")).toEqual([{ token: "tok_abcdefghijklmnop" }]);
    expect(localStorage.getItem("public-access-token")).toBe("link-token");
  });

  it("says why a link cannot sign in, and offers to log in or sign up", async () => {
    const message = "This link was already used. Log in with your password, or sign up again to get a new link.";
    fakeApi({ "POST public/sessions/email-link/check": () => json({ code: "email_link_used", message }, 410) });
    renderRoutes(accountRoutes, "/signup/confirm/used-token-abcdefghij");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("keeps the question and says why when the click is refused", async () => {
    const message = "This link has expired: links work for 3 days. Sign up again, or log in with your password.";
    fakeApi({
      "POST public/sessions/email-link/check": () => json({ email: "ada@example.com", firstName: "Ada" }),
      "POST public/sessions/email-link": () => json({ code: "email_link_expired", message }, 410),
    });
    renderRoutes(accountRoutes, PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
  });
});
