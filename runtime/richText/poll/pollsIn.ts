import type { RichText } from "../../../schema/richText/index";
import type { PollNodeJSON } from "../../../schema/richText/poll";
import { isRecord } from "../../isRecord";
import { allNodes } from "../../tree";
import type { TreeDocument } from "../../treeNode";

export type PollJSON = PollNodeJSON;

/** Whether a prop value is rich text (`{ root }` with a root node), the only place polls live. */
function isRichText(value: unknown): value is RichText {
  return isRecord(value) && isRecord(value.root) && value.root.type === "root";
}

/**
 * The polls of one rich-text value, in document order. Polls are blocks (never inside a paragraph),
 * so only element children are followed; the walk keeps its own stack, as deep values are allowed.
 */
export function pollsInRichText(value: RichText): PollJSON[] {
  const polls: PollJSON[] = [];
  const stack: unknown[] = [value.root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isRecord(node)) continue;
    if (node.type === "poll") polls.push(node as unknown as PollJSON);
    else if (Array.isArray(node.children)) for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]);
  }
  return polls;
}

/** Whether a rich-text value holds a poll, without listing them. */
export function hasPoll(value: RichText): boolean {
  return pollsInRichText(value).length > 0;
}

/**
 * The polls of a document (a published page): those in every block's rich-text props, in block
 * order. What the server checks a fan's vote against, so only a poll the page shows can be voted on.
 */
export function pollsInDocument(document: TreeDocument): PollJSON[] {
  const polls: PollJSON[] = [];
  for (const node of allNodes(document)) {
    for (const value of Object.values(node.props)) if (isRichText(value)) polls.push(...pollsInRichText(value));
  }
  return polls;
}

/** The poll with `uid` of a document, when it holds one with an option `optionUid` too (else null). */
export function findPollOption(polls: readonly PollJSON[], pollUid: string, optionUid: string): PollJSON | null {
  return polls.find((poll) => poll.uid === pollUid && poll.options.some((option) => option.uid === optionUid)) ?? null;
}
