import { api } from "../../client/api/client";
import type { EmailTracking } from "../../schema/api/emailTracking";
import type {
  AudiencePreview,
  NewsletterAudience,
  NewsletterCreateBody,
  NewsletterDetail,
  NewsletterSummary,
} from "../../schema/api/newsletters";
import { studioApi } from "./studioApi";
import { studioCall } from "./studioCall";

/** A recipient's status, as the detail lists and filters them. */
export type RecipientStatus = NewsletterDetail["recipients"][number]["status"];

/** Which recipients of a newsletter to show: one status (all when absent), a page of them. */
export interface RecipientQuery {
  readonly status?: RecipientStatus;
  readonly offset: number;
  readonly limit: number;
}

const newslettersPath = (profileId: string) => `profiles/${profileId}/newsletters`;
const newsletterPath = (profileId: string, sendId: string) => `${newslettersPath(profileId)}/${encodeURIComponent(sendId)}`;

/**
 * The studio's calls about newsletters (issue 19), and the lists and tiers a newsletter can go to.
 * Every refusal is an ApiError in the server's words.
 */
export const newslettersApi = {
  /** Sends the email's saved draft to the editor and to `to`; answers every address it went to. */
  sendTest: (profileId: string, documentId: string, to: readonly string[]) =>
    studioCall(() =>
      api()
        .post(`profiles/${profileId}/emails/${encodeURIComponent(documentId)}/test`, { json: { to } })
        .json<{ sentTo: string[] }>(),
    ),
  /**
   * What a confirmation names: the audience's name, how many it would reach now, and how many of
   * them get the 'Members only' parts (members of `membersOnlyTierIds`; absent: the paid tiers).
   */
  previewAudience: (profileId: string, audience: NewsletterAudience, membersOnlyTierIds?: readonly string[]) =>
    studioCall(() =>
      api()
        .post(`${newslettersPath(profileId)}/audience`, {
          json: { audience, ...(membersOnlyTierIds ? { membersOnlyTierIds } : {}) },
        })
        .json<AudiencePreview>(),
    ),
  /** Sends (or schedules) an email; the same idempotency key makes one newsletter however often it is posted. */
  createNewsletter: (profileId: string, body: NewsletterCreateBody) =>
    studioCall(() => api().post(newslettersPath(profileId), { json: body }).json<NewsletterSummary>()),
  /** The newsletters, newest first. */
  listNewsletters: (profileId: string) =>
    studioCall(async () => (await api().get(newslettersPath(profileId)).json<{ newsletters: NewsletterSummary[] }>()).newsletters),
  getNewsletter: (profileId: string, sendId: string, query: RecipientQuery) =>
    studioCall(() =>
      api()
        .get(newsletterPath(profileId, sendId), {
          searchParams: { offset: query.offset, limit: query.limit, ...(query.status ? { status: query.status } : {}) },
        })
        .json<NewsletterDetail>(),
    ),
  /** Stops a scheduled newsletter before it goes out (refused once it is sending). */
  cancelNewsletter: (profileId: string, sendId: string) =>
    studioCall(() =>
      api()
        .post(`${newsletterPath(profileId, sendId)}/cancel`)
        .json<NewsletterSummary>(),
    ),
  /** Whether the artist's newsletters count opens and clicks (issue 38): both off until turned on. */
  getEmailTracking: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/email-tracking`).json<EmailTracking>()),
  /** Turns open and click tracking on or off for the copies sent from now on; answers the choice as saved. */
  saveEmailTracking: (profileId: string, choice: EmailTracking) =>
    studioCall(() => api().put(`profiles/${profileId}/email-tracking`, { json: choice }).json<EmailTracking>()),
  listEmailLists: studioApi.listEmailLists,
  listTiers: studioApi.listTiers,
};

export type NewslettersApi = typeof newslettersApi;
