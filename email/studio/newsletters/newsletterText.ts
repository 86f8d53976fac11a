import type { RecipientStatus } from "../../../editor/api/newslettersApi";
import { studioDateTime } from "../../../editor/shell/studioDateTime";
import type { AudiencePreview, NewsletterSummary } from "../../../schema/api/newsletters";
import type { EmailDocument } from "../../../schema/email/document";
import { namesInWords } from "../../../schema/rules/namesInWords";

export const NEWSLETTER_STATUS_LABELS: Readonly<Record<NewsletterSummary["status"], string>> = {
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

export const RECIPIENT_STATUS_LABELS: Readonly<Record<RecipientStatus, string>> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped",
};

const number = (value: number) => value.toLocaleString("en-US");
const count = (value: number, one: string, many: string) => `${number(value)} ${value === 1 ? one : many}`;

/** What inboxes show as the email's subject: its subject, or its name while it has none. */
export function subjectOf(email: EmailDocument): string {
  return email.settings?.subject?.trim() || email.title;
}

/**
 * The question a send asks before it goes (issue 19), naming the audience and how many it reaches:
 * "Send “Big news” to 205 subscribers of Newsletter?"; when it reaches nobody, says so instead.
 */
export function confirmationText(
  subject: string,
  audience: "list" | "tiers",
  preview: AudiencePreview,
  sendAt: string | undefined,
): string {
  if (preview.recipients === 0) return `Nobody would get “${subject}”: ${preview.name} has no recipient who can get it now.`;
  const to =
    audience === "list"
      ? `${count(preview.recipients, "subscriber", "subscribers")} of ${preview.name}`
      : `${count(preview.recipients, "recipient", "recipients")} (${preview.name})`;
  return `Send “${subject}” to ${to}${sendAt ? ` on ${studioDateTime(sendAt)}` : ""}?`;
}

/**
 * Who gets an email's 'Members only' parts (issue 30, item 17), named before it is sent: the
 * members of the tiers chosen (null: not known, the paid tiers), everyone else the email without them.
 */
export function membersOnlyText(tierNames: readonly string[] | null): string {
  // The tiers could not be loaded: the server gives them to its default, the paid tiers.
  if (tierNames === null)
    return "Members of your paid tiers get the parts marked 'Members only'; everyone else gets the email without them.";
  return tierNames.length === 0
    ? "Nobody gets the parts marked 'Members only': everyone gets the email without them."
    : `Members of ${namesInWords(tierNames)} get the parts marked 'Members only'; everyone else gets the email without them.`;
}

/** How far sending got: "12 sent, 1 failed, 192 queued" (and the skipped, when there are any). */
export function countsText({ counts }: Pick<NewsletterSummary, "counts">): string {
  const parts = [`${number(counts.sent)} sent`, `${number(counts.failed)} failed`, `${number(counts.queued)} queued`];
  if (counts.skipped > 0) parts.push(`${number(counts.skipped)} skipped`);
  return parts.join(", ");
}

/** When the newsletter goes, went or would have gone out. */
export function whenText(newsletter: Pick<NewsletterSummary, "status" | "sendAt" | "finishedAt">): string {
  switch (newsletter.status) {
    case "scheduled":
      return `Goes out ${studioDateTime(newsletter.sendAt)}`;
    case "sending":
      return `Started ${studioDateTime(newsletter.sendAt)}`;
    case "sent":
      return `Sent ${studioDateTime(newsletter.finishedAt ?? newsletter.sendAt)}`;
    case "cancelled":
      return `Cancelled, was due ${studioDateTime(newsletter.sendAt)}`;
  }
}

/** Whether a newsletter may still change by itself (its progress, its going out): the studio then asks again. */
export const isUnderway = (newsletter: Pick<NewsletterSummary, "status">) =>
  newsletter.status === "scheduled" || newsletter.status === "sending";
