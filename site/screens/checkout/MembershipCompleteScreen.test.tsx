// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, json, loggedInAs, renderRoutes, resetBrowser, TEST_FAN } from "../account/screenTesting";
import { checkoutRoutes } from "./checkoutRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const subscription = {
  id: "sub_1",
  membershipTierId: "tier-inner",
  tierName: "Inner Circle",
  interval: "month",
  amountCents: 1200,
  status: "active",
  currentPeriodEnd: "2026-12-27T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  pendingChange: null,
};

describe("/membership/checkout/complete", () => {
  it("waits for the provider's event, then welcomes the new member and reads their account again", async () => {
    let asked = 0;
    const api = fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }),
      // The first answer comes before the provider's event: still pending.
      "GET public/membership/subscriptions/sub_1": () => json({ ...subscription, status: asked++ === 0 ? "pending" : "active" }),
      "GET accounts/me": () => json({ ...TEST_FAN, membership: { membershipTierId: "tier-inner" } }),
    });
    renderRoutes(checkoutRoutes, "/membership/checkout/complete?subscriptionId=sub_1");
    expect(await screen.findByText("Confirming your payment…")).toBeTruthy();
    expect((await screen.findByRole("status", {}, { timeout: 3000 })).textContent).toContain("Welcome to Inner Circle!");
    expect(screen.getByText("You pay $12.00 a month. Renews on December 27, 2026.")).toBeTruthy();
    expect(asked).toBe(2);
    expect(api.requests.some((request) => new URL(request.url).pathname === "/api/accounts/me")).toBe(true);
  });

  it("waits for a paying fan's upgrade to be paid, then says the tier they are on (issue 30)", async () => {
    let asked = 0;
    const waiting = { ...subscription, tierName: "Supporter", pendingChange: { id: "mch_1", kind: "upgrade", tierName: "Inner Circle" } };
    fakeApi({
      ...loggedInAs(),
      // The membership is active all along: the page waits for the change, not the start.
      "GET public/membership/subscriptions/sub_1": () => json(asked++ === 0 ? waiting : subscription),
      "GET accounts/me": () => json(TEST_FAN),
    });
    renderRoutes(checkoutRoutes, "/membership/checkout/complete?subscriptionId=sub_1&changeId=mch_1");
    expect((await screen.findByRole("status", {}, { timeout: 3000 })).textContent).toContain("You are now on Inner Circle!");
    expect(asked).toBe(2);
  });

  it("says the server's answer for a subscription that is not the fan's", async () => {
    fakeApi({
      ...loggedInAs(),
      "GET public/membership/subscriptions/sub_x": () => json({ code: "not_found", message: "You have no paid membership." }, 404),
    });
    renderRoutes(checkoutRoutes, "/membership/checkout/complete?subscriptionId=sub_x");
    expect((await screen.findByRole("alert")).textContent).toBe("You have no paid membership.");
  });
});
