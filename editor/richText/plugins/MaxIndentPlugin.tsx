import { $isListItemNode } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $getNearestBlockElementAncestorOrThrow } from "@lexical/utils";
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_CRITICAL, INDENT_CONTENT_COMMAND } from "lexical";
import { useEffect } from "react";
import { MAX_INDENT } from "../../../schema/richText/limits";

/**
 * SPEC §9 'max list indent 7': indenting a block already at 7 does nothing. A list item's indent is
 * how deep its list is nested; any other block's is its own.
 */
export function MaxIndentPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        INDENT_CONTENT_COMMAND,
        () => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return false;
          for (const node of selection.getNodes()) {
            const block = $isListItemNode(node) ? node : $getNearestBlockElementAncestorOrThrow(node);
            if (block.getIndent() >= MAX_INDENT) return true;
          }
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    [editor],
  );
  return null;
}
