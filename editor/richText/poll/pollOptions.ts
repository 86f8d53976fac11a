import { freshPollUid, MAX_POLL_OPTIONS, MIN_POLL_OPTIONS, type PollNodeJSON } from "../../../schema/richText/poll";

export type PollOption = PollNodeJSON["options"][number];
export type PollOptions = readonly PollOption[];

/**
 * SPEC §4 'option can be added, deleted or renamed', as pure steps on a poll's options: the poll
 * node applies them inside an editor update. Each keeps the schema's bounds (2 to 20 options) by
 * refusing the step, answering the options unchanged.
 */

/** A new option (empty text, no votes) at the end, with a uid no other option of the poll has. */
export function withOptionAdded(options: PollOptions, text = "", random?: () => number): PollOptions {
  if (options.length >= MAX_POLL_OPTIONS) return options;
  const uid = freshPollUid(
    options.map((option) => option.uid),
    random,
  );
  return [...options, { text, uid, votes: [] }];
}

/** The options without the one of `uid`; a poll keeps at least two. */
export function withOptionDeleted(options: PollOptions, uid: string): PollOptions {
  if (options.length <= MIN_POLL_OPTIONS) return options;
  const kept = options.filter((option) => option.uid !== uid);
  return kept.length === options.length ? options : kept;
}

/** The option of `uid` with new text: its uid and votes stay, so the votes on the page stay with it. */
export function withOptionRenamed(options: PollOptions, uid: string, text: string): PollOptions {
  return options.map((option) => (option.uid === uid ? { ...option, text } : option));
}

/** Whether another option may be added, and whether one may be deleted. */
export function canAddOption(options: PollOptions): boolean {
  return options.length < MAX_POLL_OPTIONS;
}
export function canDeleteOption(options: PollOptions): boolean {
  return options.length > MIN_POLL_OPTIONS;
}

/** A new poll's options (SPEC §3: 'email editor poll starts with two options'), empty and ready to be named. */
export function initialPollOptions(random?: () => number): PollOptions {
  return withOptionAdded(withOptionAdded([], "", random), "", random);
}
