import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { MAX_POLL_OPTIONS, POLL_UID_PATTERN } from "../richText/poll";

/**
 * Votes in the polls of published pages (issue 15: 'a logged-in fan votes, a second vote by the
 * same fan on the same option removes it, counts come from the server'). A poll's question and
 * options are the page's; these carry only the counts, and the caller's own votes.
 */

const pollUid = { type: "string", pattern: POLL_UID_PATTERN } as const;

/** A page's poll as the server counts it: per option, its votes and whether the caller gave one. */
export const pagePollCountsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["uid", "options"],
  properties: {
    uid: pollUid,
    options: {
      type: "array",
      maxItems: MAX_POLL_OPTIONS,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["uid", "votes", "voted"],
        properties: {
          uid: pollUid,
          votes: { type: "integer", minimum: 0 },
          voted: { type: "boolean", description: "Whether the caller voted for this option." },
        },
      },
    },
  },
} as const;

export type PagePollCounts = FromSchema<typeof pagePollCountsSchema>;

/** GET /public/page-polls/:pageId and POST /public/page-polls/:pageId/votes. */
export const pagePollParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["pageId"],
  properties: { pageId: idSchema },
} as const;

export const pagePollQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { profileId: idSchema },
} as const;

/** Every poll of a published page, in the page's order. */
export const pagePollsResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["polls"],
  properties: { polls: { type: "array", items: pagePollCountsSchema } },
} as const;

/**
 * A fan's vote on one option of one poll. Without `voted` the vote toggles (a second vote removes
 * it); with it, the vote is set to that state, so a repeated request (a retry, an email link
 * opened twice) changes nothing further.
 */
export const pagePollVoteBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["pollUid", "optionUid"],
  properties: {
    pollUid,
    optionUid: pollUid,
    voted: { type: "boolean", description: "The state wanted; absent: the opposite of the current one." },
    profileId: idSchema,
  },
} as const;

export type PagePollVote = FromSchema<typeof pagePollVoteBodySchema>;

/** The poll after the vote, with the page it is on (the vote link goes there afterwards). */
export const pagePollVoteResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["pageId", "path", "poll"],
  properties: {
    pageId: idSchema,
    /** Where the poll shows on the site; null for a poll of an email, which is not on the site. */
    path: { anyOf: [{ type: "string", maxLength: 2048 }, { type: "null" }] },
    poll: pagePollCountsSchema,
  },
} as const;

export type PagePollVoteAnswer = FromSchema<typeof pagePollVoteResponseSchema>;
