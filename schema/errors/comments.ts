/** Comment moderation (issue 37, item 6): fans whose commenting is off, reports, the artist's filter words. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of comment moderation alone. */
export const COMMENT_ERRORS = {
  /** The artist turned this fan's commenting off: the site says so instead of offering the box. */
  comments_turned_off: {
    status: 403,
    messages: { blocked: "Your comments are turned off on this artist's site. You can still read, like and save posts." },
  },
  /** A fan reports a comment once. */
  comment_already_reported: { status: 409, messages: { reported: "You have already reported this comment. Thank you." } },
} as const satisfies ErrorCodes;

/** The messages of comment moderation under the codes every part of the API shares (index.ts gathers them). */
export const COMMENT_MESSAGES = {
  bad_request: {
    ownComment: "You cannot report your own comment.",
    filterWords: "Each filter word is 1 to 50 characters, and a list holds at most 200.",
  },
  not_found: { commentFan: "This fan has no account on your site." },
} as const satisfies SharedMessages;
