// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { joinHref } from "../../../blocks/membershipSection/prices";
import type { MembershipTier } from "../../../schema/entities/membership";
import { fakeApi, json, loggedInAs, renderRoutes, resetBrowser, TEST_FAN, TEST_TIERS, testSiteData } from "../account/screenTesting";
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

  it("moves a fan who pays for another tier at once, and says the server's refusal", async () => {
    fakeApi({
      ...loggedInAs({ ...TEST_FAN, membership: { membershipTierId: SUPPORTERS.id } }),
      "POST public/membership/checkout": () => json({ outcome: "changed", subscriptionId: "sub_3", paymentUrl: null }),
      "GET accounts/me": () => json({ ...TEST_FAN, membership: { membershipTierId: INNER.id } }),
    });
    renderRoutes(checkoutRoutes, joinHref(INNER.id, true), { data });
    expect(await screen.findByText(/You pay for Supporters now: it moves to Inner Circle at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Switch to Inner Circle for $12.00 a month" }));
    expect(await screen.findByRole("heading", { name: "You are now on Inner Circle" })).toBeTruthy();
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
