import type { MemberFeed, NewsletterArchivePage } from "../../schema/api/feeds";
import { api, withServerMessage } from "./client";

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await withServerMessage(error);
  }
}

/** The site's calls about feeds and the newsletter archive (issue 37, item 5), beside `endpoints`. */
export const feedEndpoints = {
  /** A page of the artist's past newsletters that have a web version. */
  newsletters: (query: { page: number; limit: number }) =>
    call(() => api().get("public/newsletters", { searchParams: query }).json<NewsletterArchivePage>()),
  /** The member's private feed address, made on the first ask. */
  memberFeed: () => call(() => api().get("accounts/me/feed").json<MemberFeed>()),
  /** A new private feed address in place of the old one, which stops working at once. */
  resetMemberFeed: () => call(() => api().post("accounts/me/feed/reset", { json: {} }).json<MemberFeed>()),
};
