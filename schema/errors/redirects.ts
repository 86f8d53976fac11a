/** Redirects of an artist's old paths to new ones (issue 39, item 7). */
import { MAX_REDIRECTS, REDIRECT_PATH_MAX_LENGTH } from "../rules/redirects";
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of redirects alone. */
export const REDIRECT_ERRORS = {
  /** A path a redirect cannot take: what is wrong with it, in words (`which`: "The old path" or "The new path"). */
  redirect_invalid: {
    status: 400,
    messages: {
      notAPath: (which: string) => `${which} starts with /, such as /tour-2024.`,
      otherSite: (which: string) =>
        `${which} must be a page of your own site, such as /music: a redirect never sends fans to another site.`,
      tooLong: (which: string) => `${which} is too long: at most ${REDIRECT_PATH_MAX_LENGTH} characters.`,
      withQuery: "The old path is matched without a query: enter it without ? or #.",
      unsafe: (which: string) => `${which} cannot hold backslashes or control characters.`,
      toItself: "A path cannot redirect to itself.",
    },
  },
  /** An artist with as many redirects as one may have. */
  redirect_limit: {
    status: 409,
    messages: {
      tooMany: `An artist can have at most ${MAX_REDIRECTS.toLocaleString("en-US")} redirects: remove some first.`,
    },
  },
} as const satisfies ErrorCodes;

/** The messages of redirects under the codes every part of the API shares (index.ts gathers them). */
export const REDIRECT_MESSAGES = {
  not_found: { redirect: "This artist has no redirect from that path." },
} as const satisfies SharedMessages;
