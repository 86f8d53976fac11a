import { mergeRegister } from "@lexical/utils";
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ARROW_UP_COMMAND,
  type LexicalCommand,
  type LexicalEditor,
} from "lexical";

export type BlockDirection = "up" | "down";

/**
 * Moves the top-level block holding the caret one place up or down, keeping the caret in it.
 * Returns false when there is nothing to move or nowhere to go. Call inside an update.
 */
export function $moveSelectedBlock(direction: BlockDirection): boolean {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return false;
  const block = selection.anchor.getNode().getTopLevelElement();
  // A selection over several blocks would leave the others behind.
  if (block === null || !block.is(selection.focus.getNode().getTopLevelElement())) return false;
  const neighbour = direction === "up" ? block.getPreviousSibling() : block.getNextSibling();
  if (neighbour === null) return false;
  if (direction === "up") neighbour.insertBefore(block);
  else neighbour.insertAfter(block);
  return true;
}

const isMoveShortcut = (event: KeyboardEvent) => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey;

/**
 * Alt+Shift+ArrowUp and Alt+Shift+ArrowDown move the caret's top-level block, the keyboard's way to
 * do what the drag handle does. Returns the teardown.
 */
export function registerMoveBlockShortcuts(editor: LexicalEditor): () => void {
  const register = (command: LexicalCommand<KeyboardEvent>, direction: BlockDirection) =>
    editor.registerCommand(
      command,
      (event) => {
        if (!isMoveShortcut(event) || !$moveSelectedBlock(direction)) return false;
        event.preventDefault();
        return true;
      },
      COMMAND_PRIORITY_LOW,
    );
  return mergeRegister(register(KEY_ARROW_UP_COMMAND, "up"), register(KEY_ARROW_DOWN_COMMAND, "down"));
}
