// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { joinHref } from "../../../blocks/membershipSection/prices";
import type { MembershipTier } from "../../../schema/entities/membership";
import {
  currentUrl,
  fakeApi,
  json,
  loggedInAs,
  renderRoutes,
  resetBrowser,
  TEST_FAN,
  TEST_TIERS,
  testSiteData,
} from "../account/screenTesting";
import { checkoutRoutes } from "./checkoutRoutes";

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const INNER = TEST_TIERS[1] as MembershipTier;
const SUPPORTERS: MembershipTier = {
  id: "tier-supporters",
  name: "Supporters",
  payWhatYouWant: true,
  payWhatYouWantMinimum: 3.5,
  priceMonthly: null,
  priceYearly: null,
  benefits: [],
};
const tiers = [...TEST_TIERS, SUPPORTERS];
const data = testSiteData({ membershipTiers: async () => tiers });

const left = vi.hoisted(() => ({ urls: [] as string[] }));
// jsdom cannot leave the page: record where it was sent instead.
vi.mock("./leaveForPayment", () => ({ leaveForPayment: (url: string) => left.urls.push(url) }));

function recordAssign(): string[] {
  left.urls = [];
  return left.urls;
}

describe("paying for a membership tier (issue 18)", () => {
  it("sends a new member's discount code for the first period, and shows the server's refusal of it", async () => {
    const went = recordAssign();
    let answer = json({ code: "discount_code_refused", reason: "expired", message: "This code has expired." }, 400);
    const api = fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }),
      "POST public/membership/checkout": () => answer,
    });
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data });
    fireEvent.change(await screen.findByLabelText("Discount code (optional)"), { target: { value: " welcome " } });
    const pay = await screen.findByRole("button", { name: /^Pay / });
    fireEvent.click(pay);
    expect((await screen.findByRole("alert")).textContent).toBe("This code has expired.");
    answer = json({ outcome: "pay", subscriptionId: "sub_2", paymentUrl: "/pay/test/tps_2" });
    fireEvent.change(screen.getByLabelText("Discount code (optional)"), { target: { value: "WELCOME2" } });
    fireEvent.click(pay);
    await waitFor(() => expect(went).toEqual(["/pay/test/tps_2"]));
    const bodies = (await api.bodies("POST public/membership/checkout")) as { discountCode?: string; idempotencyKey: string }[];
    expect(bodies.map((body) => body.discountCode)).toEqual(["welcome", "WELCOME2"]);
    expect(bodies[0]?.idempotencyKey).not.toBe(bodies[1]?.idempotencyKey);
  });

  it("offers a complimentary member of the tier to subscribe to it, and tells one who pays for it they are on it (issue 40)", async () => {
    const went = recordAssign();
    fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: INNER.id, complimentary: true } }),
      "GET public/membership/subscription": () => json({ subscription: null }),
      "POST public/membership/checkout": () => json({ outcome: "pay", subscriptionId: "sub_3", paymentUrl: "/pay/test/tps_3" }),
    });
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data });
    expect(await screen.findByRole("heading", { name: "Subscribe to Inner Circle" })).toBeTruthy();
    expect(screen.getByText("You have a complimentary membership on this tier")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay $12.00 a month" }));
    await waitFor(() => expect(went).toEqual(["/pay/test/tps_3"]));
    cleanup();

    fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: INNER.id } }),
      "GET public/membership/subscription": () => json({ subscription: null }),
    });
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data });
    expect(await screen.findByRole("heading", { name: "You are on Inner Circle" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });

  it("subscribes yearly at the tier's price and goes to the payment page; a second press reuses the key", async () => {
    const went = recordAssign();
    const api = fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }),
      "POST public/membership/checkout": () => json({ outcome: "pay", subscriptionId: "sub_1", paymentUrl: "/pay/test/tps_1" }),
    });
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data });
    fireEvent.click(await screen.findByLabelText(/Yearly/));
    fireEvent.click(screen.getByRole("button", { name: "Pay $120.00 a year" }));
    await waitFor(() => expect(went).toEqual(["/pay/test/tps_1"]));
    fireEvent.click(screen.getByRole("button", { name: "Pay $120.00 a year" }));
    await waitFor(() => expect(went).toHaveLength(2));
    const [first, second] = (await api.bodies("POST public/membership/checkout")) as { idempotencyKey: string }[];
    expect(first).toMatchObject({ membershipTierId: INNER.id, interval: "year" });
    expect(first).not.toHaveProperty("amountCents");
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it("takes a pay-what-you-want amount from the minimum, in SPEC's words", async () => {
    recordAssign();
    const api = fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }),
      "POST public/membership/checkout": () => json({ outcome: "pay", subscriptionId: "sub_2", paymentUrl: "/pay/test/tps_2" }),
    });
    renderRoutes(checkoutRoutes, joinHref(SUPPORTERS.id, true), { data });
    const amount = (await screen.findByLabelText("Your price a month ($)")) as HTMLInputElement;
    expect(amount.value).toBe("3.50");
    fireEvent.change(amount, { target: { value: "2" } });
    expect(screen.getByText("Price must be at least $3.50")).toBeTruthy();
    expect((screen.getByRole("button", { name: `Join ${SUPPORTERS.name}` }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Yearly/));
    expect((screen.getByLabelText("Your price a year ($)") as HTMLInputElement).value).toBe("42.00");
    fireEvent.change(screen.getByLabelText("Your price a year ($)"), { target: { value: "60" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay $60.00 a year" }));
    await waitFor(async () => expect(await api.bodies("POST public/membership/checkout")).toHaveLength(1));
    expect((await api.bodies("POST public/membership/checkout"))[0]).toMatchObject({ interval: "year", amountCents: 6000 });
  });

  describe("for a fan who pays for another tier (issue 30)", () => {
    const SILVER: MembershipTier = { ...SUPPORTERS, id: "tier-silver", name: "Silver", payWhatYouWant: false, priceMonthly: 4 };
    const withSilver = testSiteData({ membershipTiers: async () => [...tiers, SILVER] });
    /** A subscription paid to July 1; the tests run on June 16, halfway through June. */
    const paying = (tier: MembershipTier, amountCents: number, interval = "month") => ({
      id: "sub_1",
      membershipTierId: tier.id,
      tierName: tier.name,
      interval,
      amountCents,
      status: "active",
      currentPeriodEnd: "2026-07-01T00:00:00.000Z",
      cancelAtPeriodEnd: false,
      pendingChange: null,
    });
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-06-16T00:00:00.000Z"));
    });
    afterEach(() => vi.useRealTimers());

    it("says what an upgrade charges now, and sends them to pay it before it is theirs", async () => {
      const went = recordAssign();
      const api = fakeApi({
        ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: SILVER.id } }),
        "GET public/membership/subscription": () => json({ subscription: paying(SILVER, 400) }),
        "POST public/membership/checkout": () =>
          json({ outcome: "pay", subscriptionId: "sub_1", paymentUrl: "/pay/test/tps_9", changeId: "mch_1" }),
      });
      renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data: withSilver });
      const upgrade = await screen.findByRole("button", { name: "Upgrade to Inner Circle: pay $4.00 now" });
      expect(
        screen.getByText(
          "You pay $4.00 now for the rest of this month on Inner Circle, then $12.00 a month. You move to Inner Circle once the payment goes through.",
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByLabelText(/Yearly/));
      // A year from today, less the unused half of the $4 month.
      expect(screen.getByRole("button", { name: "Upgrade to Inner Circle: pay $118.00 now" })).toBe(upgrade);
      fireEvent.click(screen.getByLabelText(/Monthly/));
      fireEvent.click(upgrade);
      await waitFor(() => expect(went).toEqual(["/pay/test/tps_9"]));
      expect((await api.bodies("POST public/membership/checkout"))[0]).toMatchObject({ membershipTierId: INNER.id, interval: "month" });
    });

    it("waits for an upgrade the card on file paid, on the confirmation page", async () => {
      fakeApi({
        ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: SILVER.id } }),
        "GET public/membership/subscription": () => json({ subscription: paying(SILVER, 400) }),
        "POST public/membership/checkout": () =>
          json({ outcome: "confirming", subscriptionId: "sub_1", paymentUrl: null, changeId: "mch_1" }),
        "GET public/membership/subscriptions/sub_1": () => json(paying(INNER, 1200)),
      });
      renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data: withSilver });
      fireEvent.click(await screen.findByRole("button", { name: "Upgrade to Inner Circle: pay $4.00 now" }));
      await waitFor(() => expect(currentUrl()).toBe("/membership/checkout/complete?subscriptionId=sub_1&changeId=mch_1"));
    });

    it("moves to a cheaper tier when the period paid for ends, and says so", async () => {
      fakeApi({
        ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: INNER.id } }),
        "GET public/membership/subscription": () => json({ subscription: paying(INNER, 1200) }),
        "POST public/membership/checkout": () =>
          json({ outcome: "scheduled", subscriptionId: "sub_1", paymentUrl: null, changeId: "mch_2" }),
      });
      renderRoutes(checkoutRoutes, joinHref(SILVER.id, true), { data: withSilver });
      expect(
        await screen.findByText(
          "You keep Inner Circle until July 1, 2026, as paid for; then you move to Silver at $4.00 a month. Nothing is charged now.",
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Switch to Silver on July 1, 2026" }));
      expect(await screen.findByRole("heading", { name: "You move to Silver on July 1, 2026" })).toBeTruthy();
      expect(screen.getByRole("status").textContent).toBe(
        "You keep Inner Circle until then, as paid for. Your account page shows the change.",
      );
    });

    it("offers no monthly price to a fan who pays yearly, nor any change once they cancelled", async () => {
      fakeApi({
        ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: INNER.id } }),
        "GET public/membership/subscription": () => json({ subscription: paying(INNER, 12_000, "year") }),
      });
      renderRoutes(checkoutRoutes, joinHref(SILVER.id, true), { data: withSilver });
      expect(await screen.findByText(/^You pay yearly: to pay monthly instead, cancel your membership/)).toBeTruthy();
      expect(screen.queryByRole("button", { name: /Switch|Upgrade|Pay/ })).toBeNull();
      cleanup();

      fakeApi({
        ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: SILVER.id } }),
        "GET public/membership/subscription": () => json({ subscription: { ...paying(SILVER, 400), cancelAtPeriodEnd: true } }),
      });
      renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data: withSilver });
      expect(await screen.findByText(/^You cancelled Silver: it stays yours until the period you paid for ends/)).toBeTruthy();
      expect(screen.queryByRole("button", { name: /Upgrade/ })).toBeNull();
    });
  });

  it("shows the server's message when the subscription is refused", async () => {
    fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: null } }),
      "POST public/membership/checkout": () => json({ code: "bad_request", message: "This tier is not offered yearly." }, 400),
    });
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data });
    fireEvent.click(await screen.findByRole("button", { name: "Pay $12.00 a month" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This tier is not offered yearly.");
  });
});
