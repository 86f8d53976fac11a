// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountRoutes } from "./accountRoutes";
import { currentUrl, fakeApi, json, loggedInAs, renderRoutes, resetBrowser, TEST_FAN, TEST_TIERS, testSiteData } from "./screenTesting";

beforeEach(resetBrowser);
afterEach(cleanup);

/** The details list as label → value. */
function details(): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll(".account-details__row")].map((row) => [
      row.querySelector("dt")?.textContent ?? "",
      (row.querySelector(".account-membership__tier") ?? row.querySelector("dd"))?.textContent ?? "",
    ]),
  );
}

describe("/account", () => {
  it("shows a logged-in fan's name, email and membership tier, and logs out to the home page", async () => {
    const api = fakeApi({ ...loggedInAs(), "DELETE sessions": () => json({ ok: true }) });
    renderRoutes(accountRoutes, "/account");
    await screen.findByText("Your details");
    expect(details()).toEqual({ Name: "Ada Lovelace", Email: "ada@example.com", Membership: "Inner Circle" });
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(currentUrl()).toBe("/"));
    expect(localStorage.getItem("public-access-token")).toBeNull();
    await waitFor(() => expect(api.requests.some((request) => request.method === "DELETE")).toBe(true));
  });

  it("shows 'No membership' with a link to the home page's membership section", async () => {
    fakeApi(loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }));
    renderRoutes(accountRoutes, "/account");
    await screen.findByText("Your details");
    expect(screen.getByText("No membership")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the membership tiers" }).getAttribute("href")).toBe("/#membership");
  });

  it("leaves a tier the artist gave (no subscription) after a confirmation that says what the fan loses", async () => {
    const api = fakeApi({
      ...loggedInAs(),
      "GET public/membership/subscription": () => json({ subscription: null }),
      "PUT accounts/me/membership": () => json({ ...TEST_FAN, membership: { membershipTierId: null } }),
    });
    renderRoutes(accountRoutes, "/account");
    await screen.findByText("Your details");
    expect((await screen.findByRole("link", { name: "Change tier" })).getAttribute("href")).toBe("/#membership");
    fireEvent.click(screen.getByRole("button", { name: "Leave tier" }));
    expect(screen.getByText("Leave Inner Circle? Its members-only posts will be locked to you again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Leave Inner Circle" }));
    expect(await screen.findByText("No membership")).toBeTruthy();
    const sent = api.requests.find((request) => request.method === "PUT");
    expect(await sent?.json()).toEqual({ membershipTierId: null });
  });

  it("marks a complimentary membership and offers to subscribe to its tier (issue 40)", async () => {
    fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: "tier-inner", complimentary: true } }),
      "GET public/membership/subscription": () => json({ subscription: null }),
    });
    renderRoutes(accountRoutes, "/account");
    expect(await screen.findByText("(complimentary membership)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe("/membership/checkout?membershipTierId=tier-inner");
  });

  it("shows a hidden tier the fan was given, which no public list has, with Subscribe (issue 40)", async () => {
    fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: "tier-legacy", complimentary: true } }),
      "GET public/membership/subscription": () => json({ subscription: null }),
      "GET accounts/me/membership-tier": () => json({ tier: { ...TEST_TIERS[1], id: "tier-legacy", name: "Legacy patrons" } }),
    });
    renderRoutes(accountRoutes, "/account");
    expect(await screen.findByText("(complimentary membership)")).toBeTruthy();
    expect(details().Membership).toBe("Legacy patrons");
    expect(screen.getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe("/membership/checkout?membershipTierId=tier-legacy");
  });

  it("shows a paid membership's price and renewal, and cancels it to the period's end", async () => {
    const subscription = {
      id: "sub_1",
      membershipTierId: "tier-inner",
      tierName: "Inner Circle",
      interval: "year",
      amountCents: 12_000,
      status: "active",
      currentPeriodEnd: "2027-11-27T12:00:00.000Z",
      cancelAtPeriodEnd: false,
      pendingChange: null,
    };
    const api = fakeApi({
      ...loggedInAs(),
      "GET public/membership/subscription": () => json({ subscription }),
      "POST public/membership/subscription/cancel": () => json({ ...subscription, cancelAtPeriodEnd: true }),
    });
    renderRoutes(accountRoutes, "/account");
    expect((await screen.findByText(/\$120\.00 a year\./)).textContent).toBe("$120.00 a year. Renews on November 27, 2027.");
    expect(screen.queryByRole("button", { name: "Leave tier" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(
      screen.getByText("Cancel Inner Circle? You keep it until November 27, 2027; then its members-only posts are locked to you again."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel membership" }));
    expect(await screen.findByText("$120.00 a year. Cancelled: active until November 27, 2027.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    // A cancelled membership runs to its end as it is (issue 30).
    expect(screen.queryByRole("link", { name: "Change tier" })).toBeNull();
    expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("shows an upgrade waiting for its payment, with the way to pay it, and a cheaper tier from the period's end (issue 30)", async () => {
    const subscription = {
      id: "sub_1",
      membershipTierId: "tier-listener",
      tierName: "Silver",
      interval: "month",
      amountCents: 400,
      status: "active",
      currentPeriodEnd: "2026-07-01T12:00:00.000Z",
      cancelAtPeriodEnd: false,
      pendingChange: {
        id: "mch_1",
        kind: "upgrade",
        membershipTierId: "tier-inner",
        tierName: "Inner Circle",
        interval: "month",
        amountCents: 1200,
        chargeCents: 399,
        paymentUrl: "/pay/test/tps_1",
        takesEffectAt: null,
      },
    };
    let answer: object = subscription;
    fakeApi({ ...loggedInAs(), "GET public/membership/subscription": () => json({ subscription: answer }) });
    renderRoutes(accountRoutes, "/account");
    expect(await screen.findByText("Upgrade to Inner Circle: $3.99 to pay. You stay on your tier until it is paid.")).toBeTruthy();
    expect(screen.getByText("Silver")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay $3.99 now" }).getAttribute("href")).toBe("/pay/test/tps_1");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText(/^Cancel Silver\? .* Your change to Inner Circle will not happen\.$/)).toBeTruthy();
    cleanup();

    answer = {
      ...subscription,
      tierName: "Inner Circle",
      amountCents: 1200,
      pendingChange: {
        ...subscription.pendingChange,
        kind: "at_period_end",
        tierName: "Silver",
        amountCents: 400,
        chargeCents: 0,
        paymentUrl: null,
        takesEffectAt: "2026-07-01T12:00:00.000Z",
      },
    };
    renderRoutes(accountRoutes, "/account");
    expect((await screen.findByText(/^Moves to Silver/)).textContent).toBe("Moves to Silver ($4.00 a month) on July 1, 2026.");
  });

  it("takes the fan's membership from the server again, in case it changed", async () => {
    fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }),
      "GET accounts/me": () => json({ ...TEST_FAN, membership: { membershipTierId: "tier-listener" } }),
    });
    renderRoutes(accountRoutes, "/account");
    await waitFor(() => expect(details().Membership).toBe("Listener"));
  });

  it("still shows the fan when the tiers cannot be loaded", async () => {
    fakeApi(loggedInAs());
    renderRoutes(accountRoutes, "/account", {
      data: testSiteData({ membershipTiers: () => Promise.reject(new Error("offline")) }),
    });
    await screen.findByText("Your details");
    expect(details()).toEqual({
      Name: "Ada Lovelace",
      Email: "ada@example.com",
      Membership: "Your membership could not be loaded just now.",
    });
  });

  it("asks a visitor to log in, coming back here", async () => {
    fakeApi();
    renderRoutes(accountRoutes, "/account");
    await screen.findByText("You are not logged in");
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?redirect=%2Faccount");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup?redirect=%2Faccount");
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
  });

  it("shows a neutral loading state until the session knows who is there", async () => {
    let answer: (response: Response) => void = () => {};
    localStorage.setItem("public-access-token", "token");
    fakeApi({ "GET public/accounts/me": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(accountRoutes, "/account");
    expect(await screen.findByText("Loading your account…")).toBeTruthy();
    expect(screen.queryByText("You are not logged in")).toBeNull();
    expect(screen.queryByText("Your details")).toBeNull();
    answer(json(TEST_FAN));
    await screen.findByText("Your details");
  });

  it("treats a stored token the server no longer knows as a visitor", async () => {
    localStorage.setItem("public-access-token", "expired");
    fakeApi({ "GET public/accounts/me": () => json({ message: "Not logged in" }, 401) });
    renderRoutes(accountRoutes, "/account");
    await screen.findByText("You are not logged in");
    expect(localStorage.getItem("public-access-token")).toBeNull();
  });
});
