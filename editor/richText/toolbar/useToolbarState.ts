import { $isCodeNode } from "@lexical/code";
import { $isLinkNode } from "@lexical/link";
import { $isListNode, ListNode } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $isHeadingNode } from "@lexical/rich-text";
import { $getSelectionStyleValueForProperty } from "@lexical/selection";
import { $getNearestNodeOfType, mergeRegister } from "@lexical/utils";
import {
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  type ElementFormatType,
  type NodeKey,
  SELECTION_CHANGE_COMMAND,
} from "lexical";
import { useCallback, useEffect, useState } from "react";
import type { LayoutTemplate } from "../../../schema/richText/layout";
import type { LayoutContainerNode } from "../nodes/LayoutNodes";
import type { BlockType } from "./blockTypes";
import { DEFAULT_FONT_SIZE } from "./fontSize";
import { $layoutAround } from "./LayoutTemplatePicker";

/** SPEC §9: 'default text color #000'. */
export const DEFAULT_TEXT_COLOR = "#000";

export interface ToolbarState {
  blockType: BlockType;
  codeLanguage: string;
  /** The columns layout the caret is in (its node's key and template); null outside one. */
  layout: { readonly key: NodeKey; readonly template: LayoutTemplate } | null;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  code: boolean;
  subscript: boolean;
  superscript: boolean;
  link: boolean;
  fontSize: string;
  color: string;
  alignment: ElementFormatType;
  canUndo: boolean;
  canRedo: boolean;
  editable: boolean;
}

const INITIAL: ToolbarState = {
  blockType: "paragraph",
  codeLanguage: "",
  layout: null,
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
  subscript: false,
  superscript: false,
  link: false,
  fontSize: String(DEFAULT_FONT_SIZE),
  color: DEFAULT_TEXT_COLOR,
  alignment: "left",
  canUndo: false,
  canRedo: false,
  editable: true,
};

const layoutOf = (node: LayoutContainerNode | null) => (node ? { key: node.getKey(), template: node.getTemplateColumns() } : null);

/** What the toolbar shows for the current selection, kept up to date by Lexical's listeners. */
export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>({ ...INITIAL, editable: editor.isEditable() });

  const read = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const anchor = selection.anchor.getNode();
    let block = anchor.getKey() === "root" ? anchor : anchor.getTopLevelElementOrThrow();
    const nearest = anchor.getParents().find((parent) => parent.getParent() && $isRootOrShadowRoot(parent.getParent()));
    if (nearest) block = nearest;
    let blockType: BlockType = "paragraph";
    let codeLanguage = "";
    if ($isListNode(block)) {
      const list = $getNearestNodeOfType(anchor, ListNode) ?? block;
      blockType = list.getListType();
    } else if ($isHeadingNode(block)) {
      const tag = block.getTag();
      blockType = tag === "h1" || tag === "h2" || tag === "h3" ? tag : "paragraph";
    } else if ($isCodeNode(block)) {
      blockType = "code";
      codeLanguage = block.getLanguage() ?? "";
    } else if (block.getType() === "quote") blockType = "quote";
    const parent = anchor.getParent();
    const alignment = ("getFormatType" in block ? (block as { getFormatType(): ElementFormatType }).getFormatType() : "") || "left";
    // Read now, inside the editor's read; React runs an updater function later, outside it.
    const next = {
      blockType,
      codeLanguage,
      layout: layoutOf($layoutAround(anchor)),
      bold: selection.hasFormat("bold"),
      italic: selection.hasFormat("italic"),
      underline: selection.hasFormat("underline"),
      strikethrough: selection.hasFormat("strikethrough"),
      code: selection.hasFormat("code"),
      subscript: selection.hasFormat("subscript"),
      superscript: selection.hasFormat("superscript"),
      link: $isLinkNode(parent) || $isLinkNode(anchor),
      fontSize: $getSelectionStyleValueForProperty(selection, "font-size", `${DEFAULT_FONT_SIZE}px`).replace(/px$/, ""),
      color: $getSelectionStyleValueForProperty(selection, "color", DEFAULT_TEXT_COLOR),
      alignment,
    };
    setState((previous) => ({ ...previous, ...next }));
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(read)),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            read();
            return false;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((previous) => ({ ...previous, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((previous) => ({ ...previous, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerEditableListener((editable) => setState((previous) => ({ ...previous, editable }))),
      ),
    [editor, read],
  );
  return state;
}
