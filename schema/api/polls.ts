import { idSchema } from "../common";
import { pollSchema } from "../entities/posts";

/** POST /public/polls/:postId/votes: the poll post voted in. */
export const pollVoteParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["postId"],
  properties: { postId: idSchema },
} as const;

/**
 * A fan's vote on one option of a poll (SPEC §4: a vote toggles per voter). Without `voted` the
 * vote toggles; with it, the vote is set to that state, so a repeated request (a retry, a double
 * send) changes nothing further.
 */
export const pollVoteBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["optionUid"],
  properties: {
    optionUid: { type: "string", pattern: "^[a-z]{5}$" },
    voted: { type: "boolean", description: "The state wanted; absent: the opposite of the current one." },
    profileId: idSchema,
  },
} as const;

/** The poll after the vote, as the server counts it, with the caller's own votes marked. */
export const pollVoteResponseSchema = pollSchema;
