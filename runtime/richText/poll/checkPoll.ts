import { repeatedOptionUids } from "../../../schema/richText/poll";
import { isRecord } from "../../isRecord";
import type { DocumentError } from "../../result";

/**
 * What the poll schema cannot say (see `schema/richText/poll.ts`): within one poll no two options
 * share a uid, and within one value no two polls do (votes are kept per poll and option uid, so a
 * shared one would mix two polls' votes). `pollUids` collects the value's polls as the walk goes.
 * Tolerates a malformed poll, which the schema reports.
 */
export function checkPoll(node: Record<string, unknown>, pointer: string, pollUids: Set<string>): DocumentError[] {
  const errors: DocumentError[] = [];
  if (typeof node.uid === "string") {
    if (pollUids.has(node.uid))
      errors.push({
        pointer: `${pointer}/uid`,
        rule: "poll-uid",
        message: `Another poll in this rich text already has the uid ${JSON.stringify(node.uid)}; each poll needs its own.`,
      });
    pollUids.add(node.uid);
  }
  if (Array.isArray(node.options)) {
    const options = node.options.filter(isRecord);
    if (options.length === node.options.length)
      for (const index of repeatedOptionUids(options))
        errors.push({
          pointer: `${pointer}/options/${index}/uid`,
          rule: "poll-option-uid",
          message: `Another option of this poll already has the uid ${JSON.stringify(options[index]?.uid)}; each option needs its own.`,
        });
  }
  return errors;
}
