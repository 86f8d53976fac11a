import type { AnalyticsRow, BusinessAnalyticsKind } from "../data/analyticsEvents";
import type { AnalyticsStore } from "./analyticsStore";

/** What the server knows of a business event: whose, what, when, about what, and the money it moved. */
export interface BusinessEvent {
  readonly profileId: string;
  readonly kind: BusinessAnalyticsKind;
  readonly at: Date;
  /** What it is about: a list's, tier's, product's or newsletter send's id; never a person's. */
  readonly subject?: string;
  /** Cents: an order's total, or a membership's change of monthly revenue (negative when it ends); 0 for none. */
  readonly amountCents?: number;
}

/**
 * The analytics row of an event the server saw happen (issue 38): no beacon sent it, so it has no
 * visitor ("": it counts as an event, never as a visitor), no page, no device, and nothing that
 * names a person (no address, no account id).
 */
export function businessEventRow({ profileId, kind, at, subject = "", amountCents = 0 }: BusinessEvent): AnalyticsRow {
  return {
    profileId,
    at,
    kind,
    visitor: "",
    path: "",
    source: "",
    utmMedium: "",
    utmCampaign: "",
    device: "",
    country: "",
    subject,
    releaseId: "",
    preview: false,
    amountCents: Math.round(amountCents),
  };
}

/** Keeps a business event for the next buffered write: never waits, never throws, so the request it follows is no slower. */
export function recordBusinessEvent(analytics: Pick<AnalyticsStore, "record">, event: BusinessEvent): void {
  try {
    analytics.record([businessEventRow(event)]);
  } catch (error) {
    console.warn("a business event was not recorded", error);
  }
}
