import { $createLinkNode, $isLinkNode, $toggleLink, TOGGLE_LINK_COMMAND } from "@lexical/link";
import { mergeRegister } from "@lexical/utils";
import {
  $createTextNode,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  KEY_DOWN_COMMAND,
  KEY_ESCAPE_COMMAND,
  type LexicalEditor,
  type NodeKey,
  type RangeSelection,
} from "lexical";
import type { ActorRefFrom } from "xstate";
import type { linkPopoverMachine } from "../../../../machines/linkPopover";
import { OPEN_LINK_POPOVER_COMMAND } from "./commands";
import { $captureSelection, $getSelectedLink, $restoreSelection } from "./selection";

export type LinkPopoverActor = ActorRefFrom<typeof linkPopoverMachine>;

/** What the popover acts on: the selection and the link it was opened for. */
interface LinkTarget {
  readonly selection: RangeSelection | null;
  readonly linkKey: NodeKey | null;
}

/**
 * Links the selection to `url`. An existing link gets the new address (TOGGLE_LINK_COMMAND does
 * nothing with the caret at a link's end); selected text becomes a link through TOGGLE_LINK_COMMAND;
 * a bare caret gets the address itself as linked text, since there is nothing to wrap.
 */
function $applyLink(editor: LexicalEditor, url: string, target: LinkTarget): void {
  $restoreSelection(target.selection);
  const existing = target.linkKey === null ? null : $getNodeByKey(target.linkKey);
  if ($isLinkNode(existing) && existing.isAttached()) {
    existing.setURL(url);
    return;
  }
  const selection = $getSelection();
  if ($isRangeSelection(selection) && selection.isCollapsed()) {
    selection.insertNodes([$createLinkNode(url, { rel: "noreferrer" }).append($createTextNode(url))]);
    return;
  }
  // An editor without LinkPlugin has no handler for the command: toggle the link directly.
  if (!editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)) $toggleLink(url);
}

function $removeLink(editor: LexicalEditor, target: LinkTarget): void {
  $restoreSelection(target.selection);
  if (!editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)) $toggleLink(null);
}

const isOpenLinkShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

/**
 * Drives the link popover's machine from the editor and applies what it emits: every update reports
 * the link under the selection; OPEN_LINK_POPOVER_COMMAND and Ctrl+K (Cmd+K) start editing; Escape
 * in the editor hides the view. Returns the teardown.
 */
export function registerLinkPopover(editor: LexicalEditor, popover: LinkPopoverActor): () => void {
  let target: LinkTarget = { selection: null, linkKey: null };

  const $report = () => {
    const selection = $getSelection();
    const link = $getSelectedLink(selection);
    // While editing, the target stays the one the edit began with: focus is in the input by then.
    if (popover.getSnapshot().value !== "edit") {
      target = { selection: $captureSelection(selection) ?? target.selection, linkKey: link?.getKey() ?? null };
    }
    popover.send({ type: "linkPopover.selectionChanged", url: link?.getURL() ?? null, editable: editor.isEditable() });
  };

  const $open = () => {
    if (!editor.isEditable()) return false;
    // Reported first, so that on a link the machine edits that link rather than a new one.
    $report();
    popover.send({ type: "linkPopover.insert" });
    return true;
  };

  const applied = popover.on("linkPopover.applyLink", ({ url }) => editor.update(() => $applyLink(editor, url, target)));
  const removed = popover.on("linkPopover.removeLink", () => editor.update(() => $removeLink(editor, target)));

  return mergeRegister(
    () => applied.unsubscribe(),
    () => removed.unsubscribe(),
    editor.registerUpdateListener(({ editorState }) => editorState.read($report)),
    editor.registerEditableListener(() => editor.getEditorState().read($report)),
    editor.registerCommand(OPEN_LINK_POPOVER_COMMAND, $open, COMMAND_PRIORITY_LOW),
    editor.registerCommand(
      KEY_DOWN_COMMAND,
      (event) => {
        if (!isOpenLinkShortcut(event) || !$open()) return false;
        event.preventDefault();
        return true;
      },
      COMMAND_PRIORITY_LOW,
    ),
    editor.registerCommand(
      KEY_ESCAPE_COMMAND,
      () => {
        if (popover.getSnapshot().value !== "view") return false;
        popover.send({ type: "linkPopover.cancel" });
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    ),
  );
}
