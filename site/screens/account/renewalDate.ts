import type { SubscriptionView } from "../../../schema/api/membershipCheckout";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** When a paid membership renews, or ends after it was cancelled, in a sentence. */
export function formatRenewal(subscription: Pick<SubscriptionView, "currentPeriodEnd" | "cancelAtPeriodEnd" | "status">): string {
  if (!subscription.currentPeriodEnd) return "";
  const when = day(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) return `Cancelled: active until ${when}.`;
  if (subscription.status === "past_due") return `Your last payment did not go through; it will be tried again. Paid until ${when}.`;
  return `Renews on ${when}.`;
}
