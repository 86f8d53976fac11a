import type { FanBilling, StudioFan } from "../../schema/api/fans";
import type { ImportPlatformName } from "../../schema/api/platformImports";
import { formatCents } from "../../schema/rules/money";

/** A day as the Fans list says it: "Dec 12, 2026" (periods end in UTC). */
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }) : "");

/** What a member pays: "$5.00/month". */
export const billingPrice = (billing: FanBilling) => `${formatCents(billing.amountCents)}/${billing.interval}`;

/** Where a member's subscription stands: "Renews on …", "Ends on …" (cancelled at the period's end), or "Payment failed". */
export function billingState(billing: FanBilling): string {
  if (billing.status === "past_due") return "Payment failed";
  if (billing.cancelAtPeriodEnd) return `Ends on ${day(billing.currentPeriodEnd)}`;
  return `Renews on ${day(billing.currentPeriodEnd)}`;
}

/**
 * What happens to a paying member's billing when the artist gives them another tier, as the
 * server does it (server/routes/members.ts sets the fan's tier only): the subscription is not
 * touched; a renewal (server/data/subscriptionMoves.ts) puts the fan back on the tier it pays for,
 * and its end takes away only that tier, so one given by hand stays.
 */
export function tierChangeBilling(billing: FanBilling, target: string | null): string[] {
  const paid = billing.tierName || "the tier they joined";
  const pays = `They pay ${billingPrice(billing)} for ${paid}.`;
  if (target !== null && target === billing.tierName)
    return [pays, "This puts them back on the tier they pay for; their subscription goes on as before."];
  const after = target === null ? "they keep no tier" : `they stay on ${target}`;
  const untouched = "Changing their tier here does not change that subscription:";
  const what = billing.cancelAtPeriodEnd
    ? `nothing more is charged, it ends on ${day(billing.currentPeriodEnd)}, and ${after} after that.`
    : billing.status === "past_due"
      ? `its failed payment is tried again; if it goes through, it puts them back on ${paid}, and if it never does, the subscription ends and ${after}.`
      : `they are still charged ${formatCents(billing.amountCents)} every ${billing.interval}, and their next renewal, on ${day(billing.currentPeriodEnd)}, puts them back on ${paid}.`;
  return [pays, `${untouched} ${what}`, "The studio cannot stop their payments: the fan cancels on their account page."];
}

/** Each platform by its own name, as a fan's origin is told. */
const PLATFORM_NAMES: Readonly<Record<ImportPlatformName, string>> = {
  mailchimp: "Mailchimp",
  substack: "Substack",
  bandcampMailingList: "Bandcamp",
  bandcampSales: "Bandcamp",
  patreon: "Patreon",
};

/**
 * Where a complimentary membership came from (issue 40): "Imported from Patreon" when an import
 * gave it, else only what is known, "No subscription" (the artist gave the tier by hand).
 */
export function complimentaryOrigin(complimentary: NonNullable<StudioFan["complimentary"]>): string {
  return complimentary.importedFrom === null ? "No subscription" : `Imported from ${PLATFORM_NAMES[complimentary.importedFrom]}`;
}
