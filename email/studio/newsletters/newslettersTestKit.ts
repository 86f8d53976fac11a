import { vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import type { NewsletterDetail, NewsletterSummary } from "../../../schema/api/newsletters";
import type { StudioTier } from "../../../schema/api/tiers";
import type { EmailDocument } from "../../../schema/email/document";
import { newEmailDocument } from "../../starters";

const tier = (id: string, name: string, members: number, priceMonthly: number | null = 5): StudioTier => ({
  id,
  name,
  members,
  posts: 0,
  hidden: false,
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  priceMonthly,
  priceYearly: null,
  benefits: [],
  includesTierIds: [],
});

/** Two paid tiers and a free one listed after them (issue 30: its members get no members-only parts unless chosen). */
export const FAKE_TIERS = [tier("supporter", "Supporter", 10), tier("inner", "Inner Circle", 2), tier("listener", "Listener", 40, null)];
const PAID_TIER_IDS = ["supporter", "inner"];
export const FAKE_LISTS = [
  { id: "news", name: "Newsletter" },
  { id: "tour", name: "Tour alerts" },
];

/** The email the tests send: "Big news", from the announcement starter. */
export function bigNews(): EmailDocument {
  const email = newEmailDocument({ id: "email-big", title: "Announcement", starter: "announcement" });
  return { ...email, settings: { ...email.settings, subject: "Big news" } };
}

type Recipient = NewsletterDetail["recipients"][number];

/** A newsletter as the server lists it, with `overrides` on top. */
export function sampleNewsletter(overrides: Partial<NewsletterSummary> = {}): NewsletterSummary {
  return {
    id: "nl_1",
    documentId: "email-big",
    subject: "Big news",
    audienceName: "Newsletter",
    status: "sent",
    sendAt: "2026-11-27T10:00:00.000Z",
    createdAt: "2026-11-27T10:00:00.000Z",
    finishedAt: "2026-11-27T10:05:00.000Z",
    webUrl: null,
    counts: { total: 3, queued: 0, sent: 2, failed: 1, skipped: 0 },
    ...overrides,
  };
}

/** A recipient per count, numbered: the sent first, then the failed, then the queued. */
const recipientsFor = ({ counts }: NewsletterSummary): Recipient[] =>
  [
    ...Array<Recipient["status"]>(counts.sent).fill("sent"),
    ...Array<Recipient["status"]>(counts.failed).fill("failed"),
    ...Array<Recipient["status"]>(counts.queued).fill("queued"),
  ].map((status, index) => ({
    email: `fan${index + 1}@example.com`,
    status,
    sentAt: status === "sent" ? "2026-11-27T10:01:00.000Z" : null,
    error: status === "failed" ? "550 mailbox unavailable" : null,
  }));

/** A newsletter's results when the artist never turned tracking on (issue 38): recipients sent, nothing else known. */
export const TRACKING_OFF_RESULTS: NewsletterDetail["results"] = {
  delivered: 205,
  opened: 0,
  clicked: 0,
  topLinks: [],
  opensTracked: false,
  clicksTracked: false,
};

/**
 * The newsletter calls in memory, with the server's rules: one newsletter per idempotency key, a
 * test to the editor too, cancelling only what is scheduled. `refuseNext` makes the next call that
 * changes something fail in the server's words; `update` changes a newsletter as the worker would.
 */
export function fakeNewslettersApi(
  initial: NewsletterSummary[] = [],
  /** The email each newsletter's detail answers as sent (null: one kept without it). */
  {
    sentDocument = bigNews(),
    results = TRACKING_OFF_RESULTS,
  }: { sentDocument?: NewsletterDetail["document"]; results?: NewsletterDetail["results"] } = {},
) {
  let newsletters = structuredClone(initial);
  const recipients = new Map(initial.map((newsletter) => [newsletter.id, recipientsFor(newsletter)]));
  const byKey = new Map<string, NewsletterSummary>();
  let refusal: ApiError | null = null;
  let tracking = { opens: false, clicks: false };
  const refused = () => {
    const error = refusal;
    refusal = null;
    if (error) throw error;
  };
  const find = (id: string) => {
    const found = newsletters.find((newsletter) => newsletter.id === id);
    if (!found) throw new ApiError("Newsletter not found.", 404);
    return found;
  };

  const api: NewslettersApi = {
    sendTest: vi.fn(async (_profileId: string, _documentId: string, to: readonly string[]) => {
      refused();
      return { sentTo: ["editor@example.com", ...to] };
    }),
    previewAudience: vi.fn(async (_profileId, audience, membersOnlyTierIds = PAID_TIER_IDS) => {
      refused();
      // Every member of the tiers chosen for the members-only parts is among the recipients here.
      const membersOf = (tiers: readonly StudioTier[]) =>
        tiers.filter((candidate) => membersOnlyTierIds.includes(candidate.id)).reduce((sum, candidate) => sum + candidate.members, 0);
      if ("emailListId" in audience) {
        const list = FAKE_LISTS.find((candidate) => candidate.id === audience.emailListId);
        return list?.id === "tour"
          ? { name: list.name, recipients: 0, members: 0 }
          : { name: list?.name ?? "?", recipients: 205, members: membersOf(FAKE_TIERS) };
      }
      const chosen = FAKE_TIERS.filter((candidate) => audience.membershipTierIds.includes(candidate.id));
      return {
        name: `${chosen.map((candidate) => candidate.name).join(" and ")} members`,
        recipients: chosen.reduce((sum, candidate) => sum + candidate.members, 0),
        members: membersOf(chosen),
      };
    }),
    createNewsletter: vi.fn(async (_profileId, body) => {
      refused();
      const earlier = byKey.get(body.idempotencyKey);
      if (earlier) return structuredClone(earlier);
      const created = sampleNewsletter({
        id: `nl_${newsletters.length + 1}`,
        documentId: body.documentId,
        status: body.sendAt ? "scheduled" : "sending",
        sendAt: body.sendAt ?? "2026-11-27T12:00:00.000Z",
        finishedAt: null,
        counts: { total: 205, queued: 205, sent: 0, failed: 0, skipped: 0 },
      });
      newsletters = [created, ...newsletters];
      recipients.set(created.id, recipientsFor(created));
      byKey.set(body.idempotencyKey, created);
      return structuredClone(created);
    }),
    listNewsletters: vi.fn(async () => structuredClone(newsletters)),
    getNewsletter: vi.fn(async (_profileId, sendId, query) => {
      const newsletter = find(sendId);
      const matching = (recipients.get(sendId) ?? []).filter((recipient) => !query.status || recipient.status === query.status);
      return {
        newsletter: structuredClone(newsletter),
        document: structuredClone(sentDocument),
        recipients: matching.slice(query.offset, query.offset + query.limit),
        recipientTotal: matching.length,
        results: structuredClone(results),
      };
    }),
    cancelNewsletter: vi.fn(async (_profileId, sendId) => {
      refused();
      const newsletter = find(sendId);
      if (newsletter.status !== "scheduled") throw new ApiError("Only a scheduled newsletter can be cancelled.", 409);
      newsletter.status = "cancelled";
      return structuredClone(newsletter);
    }),
    getEmailTracking: vi.fn(async () => structuredClone(tracking)),
    saveEmailTracking: vi.fn(async (_profileId, choice) => {
      refused();
      tracking = { opens: choice.opens, clicks: choice.clicks };
      return structuredClone(tracking);
    }),
    listEmailLists: vi.fn(async () => structuredClone(FAKE_LISTS)),
    listTiers: vi.fn(async () => structuredClone(FAKE_TIERS)),
  };

  return {
    api,
    refuseNext(message: string, status = 409) {
      refusal = new ApiError(message, status);
    },
    update(id: string, change: Partial<NewsletterSummary>) {
      Object.assign(find(id), change);
    },
  };
}
