import type { FromSchema } from "json-schema-to-ts";

/**
 * A poll in rich text (SPEC §3: 'Poll (question, options each with text, uid of 5 random lowercase
 * letters, votes list of voter identifiers …)'), in the JSON shape of the Lexical Playground's
 * PollNode, plus a `uid` of the poll itself: votes on a published page are stored per page, poll
 * and option, and a poll needs a name that survives its options being added, deleted or renamed.
 *
 * What the stored `votes` mean: they are the editor's own voter identifiers (the Playground's
 * shape, kept so a value round-trips unchanged), never what a page counts. On a published page the
 * counts come from the server (one vote per fan account and option, in the database), because the
 * document is written by the artist or an integrator: any number could be typed into it, and a
 * fan's vote cannot be written into a published document without republishing it.
 */

/** SPEC §3: 'uid of 5 random lowercase letters'. A poll's own uid has the same form. */
export const POLL_UID_PATTERN = "^[a-z]{5}$";
export const POLL_UID_LENGTH = 5;

/** SPEC §3: the email editor's poll starts with two options; a poll of fewer would ask nothing. */
export const MIN_POLL_OPTIONS = 2;
/** Options one poll may hold: room for any real poll, bounded for the page and the database. */
export const MAX_POLL_OPTIONS = 20;
/** A question as long as a poll post allows, so one rule holds for both. */
export const MAX_POLL_QUESTION_LENGTH = 500;
export const MAX_POLL_OPTION_LENGTH = 200;
/** Voter identifiers one option may keep in the document (editor votes; pages count on the server). */
export const MAX_POLL_STORED_VOTES = 1000;
export const MAX_POLL_VOTER_LENGTH = 100;

const pollUid = { type: "string", pattern: POLL_UID_PATTERN } as const;

export const pollOptionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["text", "uid", "votes"],
  properties: {
    text: { type: "string", maxLength: MAX_POLL_OPTION_LENGTH },
    uid: pollUid,
    votes: {
      type: "array",
      maxItems: MAX_POLL_STORED_VOTES,
      uniqueItems: true,
      items: { type: "string", minLength: 1, maxLength: MAX_POLL_VOTER_LENGTH },
    },
  },
} as const;

/**
 * The `poll` node. Its options' uids must differ from each other, and its uid from the other polls'
 * in the same value: JSON Schema cannot compare fields of array items, so the walk says it
 * (`runtime/richText/checkRichText.ts`, rules `poll-option-uid` and `poll-uid`).
 */
export const pollNodeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["options", "question", "type", "uid", "version"],
  properties: {
    options: { type: "array", minItems: MIN_POLL_OPTIONS, maxItems: MAX_POLL_OPTIONS, items: pollOptionSchema },
    question: { type: "string", maxLength: MAX_POLL_QUESTION_LENGTH },
    type: { const: "poll" },
    uid: pollUid,
    version: { const: 1 },
  },
} as const;

/** A poll node's JSON (the same as `RichTextNodeJSON<"poll">`, without the whole union to compute). */
export type PollNodeJSON = FromSchema<typeof pollNodeSchema>;

/** Five letters a to z, each drawn from `random` (a source in [0, 1): `Math.random` or a seeded one in tests). */
export function randomPollUid(random: () => number = Math.random): string {
  let uid = "";
  for (let index = 0; index < POLL_UID_LENGTH; index++) uid += String.fromCharCode(97 + Math.floor(random() * 26));
  return uid;
}

/** A fresh uid not among `taken`: five random letters, drawn again on the rare clash. */
export function freshPollUid(taken: Iterable<string>, random: () => number = Math.random): string {
  const used = new Set(taken);
  let uid = randomPollUid(random);
  while (used.has(uid)) uid = randomPollUid(random);
  return uid;
}

/** What the walk reports about one poll: the index of each option whose uid an earlier option already has. */
export function repeatedOptionUids(options: readonly { readonly uid?: unknown }[]): number[] {
  const seen = new Set<unknown>();
  const repeated: number[] = [];
  options.forEach((option, index) => {
    if (seen.has(option.uid)) repeated.push(index);
    seen.add(option.uid);
  });
  return repeated;
}
