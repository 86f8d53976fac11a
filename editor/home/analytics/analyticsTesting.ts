import { vi } from "vitest";
import type { AnalyticsSummary } from "../../../schema/api/analytics";
import type { AnalyticsApi } from "../../api/analyticsApi";
import type { UplotConstructor } from "./TimeChart";

/** A summary of three days, with a referrer with a comma and one (a campaign's utm_source, which anyone writes) that a spreadsheet would run. */
export const FAKE_SUMMARY: AnalyticsSummary = {
  from: "2026-11-28",
  to: "2026-11-30",
  totals: {
    visitors: { value: 112, previous: 100 },
    pageviews: { value: 300, previous: 250 },
    plays: { value: 46, previous: 50 },
    sales: { value: 3, previous: 0 },
    revenueCents: { value: 123450, previous: 0 },
    members: { value: 8, previous: 8 },
    mrrCents: { value: 4000, previous: 3500 },
    subscribers: { value: 0, previous: 0 },
    listJoins: { value: 12, previous: 6 },
    follows: { value: 5, previous: 5 },
    emailsDelivered: { value: 1500, previous: 0 },
  },
  funnel: { checkoutsStarted: { value: 8, previous: 4 }, ordersPaid: { value: 3, previous: 1 }, conversionPercent: 38 },
  membershipMoves: { started: 2, renewed: 6, changed: 1, cancelled: 1, mrrGainedCents: 1000, mrrLostCents: 500, churnPercent: 12.5 },
  days: [
    { day: "2026-11-28", visitors: 30, pageviews: 80, plays: 10, sales: 0, revenueCents: 0 },
    { day: "2026-11-29", visitors: 1200, pageviews: 2000, plays: 16, sales: 1, revenueCents: 999 },
    { day: "2026-11-30", visitors: 42, pageviews: 120, plays: 20, sales: 2, revenueCents: 122451 },
  ],
  topPages: [
    { path: "/", visitors: 90, pageviews: 200 },
    { path: "/=cmd()", visitors: 4, pageviews: 5 },
  ],
  topReferrers: [
    { source: "news.example, weekly", visitors: 12 },
    { source: "@SUM(1+1)", visitors: 2 },
  ],
  topCountries: [
    { country: "GB", visitors: 60 },
    { country: "FR", visitors: 30 },
  ],
  topTracks: [{ trackId: "t1", title: "Harbour Lights", releaseTitle: "Tides", plays: 40, completions: 30 }],
  topLinks: [{ link: "https://shop.example/", clicks: 7 }],
  revenueByProduct: [{ productId: "p1", title: "Tides (vinyl)", sales: 3, revenueCents: 123450 }],
  membersByTier: [
    { tierId: "tier-1", name: "Supporter", members: 8, joined: 2, left: 1, daily: [7, 8, 8] },
    { tierId: "tier-2", name: "Patron", members: 0, joined: 0, left: 0, daily: [null, 0, 0] },
  ],
};

const zero = { value: 0, previous: 0 };

/** A new artist's summary: nothing in the period, nor before. */
export const EMPTY_SUMMARY: AnalyticsSummary = {
  ...FAKE_SUMMARY,
  totals: {
    visitors: zero,
    pageviews: zero,
    plays: zero,
    sales: zero,
    revenueCents: zero,
    members: zero,
    mrrCents: zero,
    subscribers: zero,
    listJoins: zero,
    follows: zero,
    emailsDelivered: zero,
  },
  funnel: { checkoutsStarted: zero, ordersPaid: zero, conversionPercent: 0 },
  membershipMoves: { started: 0, renewed: 0, changed: 0, cancelled: 0, mrrGainedCents: 0, mrrLostCents: 0, churnPercent: null },
  days: FAKE_SUMMARY.days.map((day) => ({ ...day, visitors: 0, pageviews: 0, plays: 0, sales: 0, revenueCents: 0 })),
  topPages: [],
  topReferrers: [],
  topCountries: [],
  topTracks: [],
  topLinks: [],
  revenueByProduct: [],
  membersByTier: [],
};

/** An analytics API answering `summary` as given (the fake summary by default) and 3 live visitors. */
export function fakeAnalyticsApi(summary: AnalyticsApi["summary"] = async () => FAKE_SUMMARY) {
  return { summary: vi.fn(summary), live: vi.fn(async () => ({ visitors: 3 })) };
}

/** A stand-in for uPlot (jsdom has no canvas): it records what it was made with and given. */
export function fakeUplot() {
  const made: { data: unknown; options: unknown; setData: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }[] = [];
  class FakeUplot {
    setData = vi.fn();
    setSize = vi.fn();
    destroy = vi.fn();
    constructor(options: unknown, data: unknown) {
      made.push({ options, data, setData: this.setData, destroy: this.destroy });
    }
  }
  return { made, load: async () => FakeUplot as unknown as UplotConstructor };
}
