// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { joinHref } from "../../../blocks/membershipSection/prices";
import { fakeApi, json, loggedInAs, renderRoutes, resetBrowser, TEST_FAN, TEST_TIERS, testSiteData } from "../account/screenTesting";
import { checkoutRoutes, membershipCheckoutRoute } from "./checkoutRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const [LISTENER, INNER] = TEST_TIERS as [(typeof TEST_TIERS)[number], (typeof TEST_TIERS)[number]];

describe("/membership/checkout", () => {
  it("shows the chosen tier with its prices and benefits, and how to pay for it", async () => {
    fakeApi(loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }));
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Membership checkout");
    expect(screen.getByRole("heading", { level: 2, name: "Inner Circle" })).toBeTruthy();
    expect([...document.querySelectorAll(".membership-checkout__price")].map((line) => line.textContent)).toEqual(["$12/Mo", "$120/Yr"]);
    expect([...document.querySelectorAll(".membership-checkout__benefits li")].map((li) => li.textContent)).toEqual([
      "Ticket presales",
      "Voice memos from the studio",
    ]);
    expect(await screen.findByRole("heading", { name: "Join Inner Circle" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay $12.00 a month" })).toBeTruthy();
    await waitFor(() => expect(document.querySelector(".membership-checkout__account")?.textContent).toContain("Joining as Ada Lovelace"));
    expect(screen.queryByText("You are currently on this tier")).toBeNull();
  });

  it("shows 'Free' for a free tier and tells a fan already on it", async () => {
    fakeApi(loggedInAs({ ...TEST_FAN, membership: { membershipTierId: LISTENER.id } }));
    renderRoutes(checkoutRoutes, joinHref(LISTENER.id, true));
    expect((await screen.findByRole("heading", { level: 2, name: "Listener" })).textContent).toBe("Listener");
    expect(document.querySelector(".membership-checkout__price")?.textContent).toBe("Free");
    expect(await screen.findByText("You are currently on this tier")).toBeTruthy();
  });

  it("joins a free tier at once, with no payment, and opens its posts", async () => {
    const api = fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }),
      "PUT accounts/me/membership": () => json({ ...TEST_FAN, membership: { membershipTierId: LISTENER.id } }),
    });
    renderRoutes(checkoutRoutes, joinHref(LISTENER.id, true));
    fireEvent.click(await screen.findByRole("button", { name: "Join Listener for free" }));
    expect(await screen.findByRole("heading", { name: "You joined Listener" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the posts" }).getAttribute("href")).toBe("/members");
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
    const sent = api.requests.find((request) => request.method === "PUT");
    expect(await sent?.json()).toEqual({ membershipTierId: LISTENER.id });
  });

  it("offers a member of another tier to switch to a free one", async () => {
    fakeApi(loggedInAs({ ...TEST_FAN, membership: { membershipTierId: INNER.id } }));
    renderRoutes(checkoutRoutes, joinHref(LISTENER.id, true));
    expect(await screen.findByRole("button", { name: "Switch to Listener" })).toBeTruthy();
    expect(screen.getByText("You are on Inner Circle now. Switching ends that membership and starts this one at once.")).toBeTruthy();
  });

  it("asks a visitor to sign up or log in, coming back to this tier", async () => {
    fakeApi();
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true));
    expect(await screen.findByText("To join Inner Circle, create an account or log in.")).toBeTruthy();
    const back = encodeURIComponent("/membership/checkout?membershipTierId=tier-inner");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe(`/signup?redirect=${back}`);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(`/login?redirect=${back}`);
  });

  it.each(["/membership/checkout?membershipTierId=no-such-tier", "/membership/checkout"])(
    "says clearly that %s names no tier",
    async (url) => {
      fakeApi();
      renderRoutes(checkoutRoutes, url);
      expect(await screen.findByText("This membership tier was not found")).toBeTruthy();
      expect(screen.getByRole("link", { name: "See the membership tiers" }).getAttribute("href")).toBe("/#membership");
      expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
    },
  );

  it("offers a fan their own hidden tier, which no public list has, to pay for (issue 40: patrons from Patreon)", async () => {
    const legacy = { ...INNER, id: "tier-legacy", name: "Legacy patrons", priceMonthly: 3, priceYearly: null };
    const api = fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: legacy.id, complimentary: true } }),
      "GET accounts/me/membership-tier": () => json({ tier: legacy }),
    });
    renderRoutes(checkoutRoutes, joinHref(legacy.id, true));
    expect(await screen.findByRole("heading", { level: 2, name: "Legacy patrons" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Pay $3.00 a month" })).toBeTruthy();
    expect(await screen.findByText("You have a complimentary membership on this tier")).toBeTruthy();
    expect(screen.queryByText("This membership tier was not found")).toBeNull();
    expect(api.requests.filter((request) => request.url.endsWith("accounts/me/membership-tier"))).toHaveLength(1);
  });

  it("loads the tiers once, whatever tier the query names", async () => {
    let loads = 0;
    fakeApi();
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true), {
      data: testSiteData({
        membershipTiers: async () => {
          loads += 1;
          return TEST_TIERS;
        },
      }),
    });
    await screen.findByRole("heading", { level: 2, name: "Inner Circle" });
    expect(loads).toBe(1);
  });

  it("names the tier in the head, and keeps it out of search engines", () => {
    const head = membershipCheckoutRoute.head({
      data: { tiers: TEST_TIERS },
      params: {},
      search: new URLSearchParams("membershipTierId=tier-inner"),
      profile: { id: "artist-1", name: "The Lantern Coast" },
      site: { schemaVersion: 1, kind: "site" },
      pathname: "/membership/checkout",
    });
    expect(head).toEqual({
      title: "Join Inner Circle · The Lantern Coast",
      canonicalPath: "/membership/checkout?membershipTierId=tier-inner",
      noIndex: true,
    });
  });
});
