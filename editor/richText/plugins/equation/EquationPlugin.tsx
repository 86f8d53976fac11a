import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { mergeRegister } from "@lexical/utils";
import {
  $createParagraphNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $insertNodes,
  COMMAND_PRIORITY_EDITOR,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
} from "lexical";
import { useEffect, useState } from "react";
import { RICH_TEXT_CHILD_TYPES } from "../../../../schema/richText/children";
import { DEFAULT_EQUATION_INLINE, MAX_EQUATION_LENGTH } from "../../../../schema/richText/equation";
import type { RichTextNodeType } from "../../../../schema/richText/index";
import { $createEquationNode, $isEquationNode, EquationNode } from "../../nodes/EquationNode";
import { OPEN_EQUATION_EDITOR_COMMAND } from "./commands";
import { EquationDialog, type EquationDraft } from "./EquationDialog";

const accepts = (parent: LexicalNode, type: RichTextNodeType) =>
  RICH_TEXT_CHILD_TYPES[parent.getType() as RichTextNodeType]?.includes(type) ?? false;

/**
 * Keeps an equation where the schema lets it sit (where text goes). One that lands where blocks go
 * (a paste at the top, an insert in an empty column) gets a paragraph of its own; one that lands
 * in a block that takes no equation (a code block) moves to a new paragraph after that block.
 */
export function $placeEquation(node: EquationNode): void {
  const parent = node.getParent();
  if (parent === null || accepts(parent, "equation")) return;
  let block: LexicalNode = node;
  for (let above = block.getParent(); above !== null && !accepts(above, "paragraph"); above = block.getParent()) block = above;
  const paragraph = $createParagraphNode();
  if (block === node) node.replace(paragraph);
  else block.insertAfter(paragraph);
  paragraph.append(node);
}

/** Inserts an equation at the caret (at the end when the editor has no selection), the caret after it. */
export function $insertEquation(equation: string, inline: boolean): EquationNode {
  const node = $createEquationNode(equation, inline);
  if ($getSelection() === null) $getRoot().append($createParagraphNode().append(node));
  else $insertNodes([node]);
  node.selectNext();
  return node;
}

/** What the editor is open on: an equation in the text (by key) or a new one. */
interface OpenEditor extends EquationDraft {
  readonly nodeKey: NodeKey | null;
}

/** Holds what came in by another way than the equation editor (a paste from another editor) to the schema's length. */
function $boundEquation(node: EquationNode): void {
  const equation = node.getEquation();
  if (equation.length > MAX_EQUATION_LENGTH) node.setEquation(equation.slice(0, MAX_EQUATION_LENGTH));
}

/**
 * Equations as the schema stores them (`$placeEquation`, `$boundEquation`), and
 * `OPEN_EQUATION_EDITOR_COMMAND` handed to `open` with what the editor starts from. Returns the teardown.
 */
export function registerEquations(editor: LexicalEditor, open: (state: OpenEditor) => void): () => void {
  return mergeRegister(
    editor.registerNodeTransform(EquationNode, (node) => {
      $boundEquation(node);
      $placeEquation(node);
    }),
    editor.registerCommand(
      OPEN_EQUATION_EDITOR_COMMAND,
      (payload) => {
        const node = payload ? $getNodeByKey(payload.nodeKey) : null;
        if ($isEquationNode(node)) open({ nodeKey: node.getKey(), equation: node.getEquation(), inline: node.isDisplayInline() });
        else open({ nodeKey: null, equation: "", inline: DEFAULT_EQUATION_INLINE });
        return true;
      },
      COMMAND_PRIORITY_EDITOR,
    ),
  );
}

/** Applies the editor's result: to its equation when it still exists, else as a new one at the caret. */
export function applyEquation(editor: LexicalEditor, nodeKey: NodeKey | null, { equation, inline }: EquationDraft): void {
  editor.update(() => {
    const node = nodeKey === null ? null : $getNodeByKey(nodeKey);
    if ($isEquationNode(node)) node.setEquation(equation).setInline(inline);
    else $insertEquation(equation, inline);
  });
}

/** `registerEquations` for a composer, with the equation editor it opens. */
export function EquationPlugin() {
  const [editor] = useLexicalComposerContext();
  const [opened, setOpened] = useState<OpenEditor | null>(null);
  useEffect(() => registerEquations(editor, setOpened), [editor]);
  if (opened === null) return null;
  return (
    <EquationDialog
      initial={opened}
      editing={opened.nodeKey !== null}
      onClose={() => setOpened(null)}
      onConfirm={(draft) => {
        applyEquation(editor, opened.nodeKey, draft);
        setOpened(null);
      }}
    />
  );
}
