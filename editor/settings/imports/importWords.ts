import type { ImportPlatformName, PlatformImportSummary } from "../../../schema/api/platformImports";

/** Each platform as the panel names it. */
export const PLATFORM_LABELS: Readonly<Record<ImportPlatformName, string>> = {
  mailchimp: "Mailchimp audience",
  substack: "Substack subscribers",
  bandcampMailingList: "Bandcamp mailing list",
  bandcampSales: "Bandcamp sales report",
  patreon: "Patreon members",
};

const count = (value: number, one: string, many: string) => `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

/** What an import would do or did, each count in words, those at zero left out (but never all of them). */
export function countsInWords(counts: PlatformImportSummary["counts"]): string {
  const parts = [
    count(counts.people, "person", "people"),
    counts.existingFans > 0 ? `${count(counts.existingFans, "already a fan", "already fans")} here` : "",
    counts.newSubscribers > 0 ? count(counts.newSubscribers, "new subscriber", "new subscribers") : "",
    counts.alreadySubscribed > 0 ? `${count(counts.alreadySubscribed, "already on the list", "already on the list")}` : "",
    counts.suppressed > 0
      ? `${count(counts.suppressed, "unsubscribed or bounced address", "unsubscribed or bounced addresses")} (never mailed)`
      : "",
    (counts.newFans ?? 0) > 0 ? count(counts.newFans ?? 0, "new fan", "new fans") : "",
    counts.memberships > 0 ? count(counts.memberships, "membership", "memberships") : "",
    (counts.formerMembers ?? 0) > 0
      ? `${count(counts.formerMembers ?? 0, "former or declined patron", "former or declined patrons")} (fans without a membership, not emailed)`
      : "",
    counts.purchases > 0 ? `${count(counts.purchases, "purchase", "purchases")} (history only, not revenue)` : "",
  ];
  return parts.filter(Boolean).join(", ");
}

/** An import a job is writing: "Importing… 1,200 of 5,000". */
export const importProgress = (each: Pick<PlatformImportSummary, "processed" | "total">) =>
  `Importing… ${each.processed.toLocaleString("en-US")} of ${each.total.toLocaleString("en-US")}`;

/** An import whose rows a job is still writing. */
export const isImporting = (each: Pick<PlatformImportSummary, "finishedAt" | "undoneAt">) =>
  each.finishedAt === null && each.undoneAt === null;

/** What undo left in place, being the fans' own since: "" when it kept nothing. */
export function keptInWords(kept: PlatformImportSummary["kept"]): string {
  if (!kept || (kept.fans === 0 && kept.memberships === 0)) return "";
  const parts = [
    kept.fans > 0 ? `${count(kept.fans, "fan who has", "fans who have")} signed in since` : "",
    kept.memberships > 0 ? `${count(kept.memberships, "membership", "memberships")} changed or paid for since` : "",
  ];
  return `kept ${parts.filter(Boolean).join(" and ")}`;
}
