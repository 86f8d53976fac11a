import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $dfs } from "@lexical/utils";
import type { LexicalEditor } from "lexical";
import { useEffect } from "react";
import { freshPollUid } from "../../../schema/richText/poll";
import { $isPollNode, PollNode } from "../nodes/PollNode";

/**
 * Keeps every poll's uid its own (the walk refuses a value where two polls share one): a poll
 * pasted or duplicated next to the one it came from gets a fresh uid, and so starts with no votes
 * on the page; the first in document order keeps it. Returns the teardown.
 */
export function registerPollUids(editor: LexicalEditor): () => void {
  return editor.registerNodeTransform(PollNode, (poll) => {
    const uid = poll.getUid();
    const taken: string[] = [];
    let first: PollNode | null = null;
    for (const { node } of $dfs()) {
      if (!$isPollNode(node)) continue;
      taken.push(node.getUid());
      if (first === null && node.getUid() === uid) first = node;
    }
    if (first !== null && !first.is(poll)) poll.setUid(freshPollUid(taken));
  });
}

export function PollPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerPollUids(editor), [editor]);
  return null;
}
