import {
  $getRoot,
  $isElementNode,
  type EditorState,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";
import { RICH_TEXT_TEXT_TYPES } from "../../schema/richText/children";
import type { RichText } from "../../schema/richText/index";

/** Nodes that act as roots inside the text; Lexical keeps no text format on them. */
const SHADOW_ROOTS = new Set(["collapsible-container", "collapsible-content", "layout-container", "layout-item"]);

type NodeJson = Record<string, unknown>;

/**
 * One node's stored form, its children given. Drops what Lexical derives on every load, so that
 * what we store loads and saves back unchanged: an element's `textFormat`/`textStyle` when a text
 * child gives them, on shadow roots, and when empty; and fields that are `undefined` (JSON has none).
 */
function canonicalNode(exported: SerializedLexicalNode, children: readonly NodeJson[] | null): NodeJson {
  const out: NodeJson = { ...exported };
  for (const key in out) if (out[key] === undefined) delete out[key];
  delete out.children;
  if (children === null) return out;
  out.children = children;
  const fromText = SHADOW_ROOTS.has(out.type as string) || children.some((child) => RICH_TEXT_TEXT_TYPES.has(child.type as string));
  if (fromText || out.textFormat === 0) delete out.textFormat;
  if (fromText || out.textStyle === "") delete out.textStyle;
  return out;
}

/** What changed in an update, as Lexical's update listener tells it: those nodes' stored forms are written afresh. */
export interface DirtyNodes {
  readonly dirtyElements: ReadonlyMap<NodeKey, unknown>;
  readonly dirtyLeaves: ReadonlySet<NodeKey>;
}

/**
 * Serializes editor states into the stored form, reusing the stored form of every node the update
 * left alone (Lexical marks a changed node and all its ancestors dirty; a node it replaced is a new
 * object). A keystroke in a long text then rewrites one paragraph and the root's list, not the
 * whole text.
 */
export function createRichTextSerializer(): (state: EditorState, dirty?: DirtyNodes) => RichText {
  let cache = new Map<NodeKey, { node: LexicalNode; json: NodeJson }>();
  return (state, dirty) => {
    const next = new Map<NodeKey, { node: LexicalNode; json: NodeJson }>();
    const serialize = (node: LexicalNode): NodeJson => {
      const key = node.getKey();
      const cached = dirty ? cache.get(key) : undefined;
      if (cached && cached.node === node && !dirty?.dirtyElements.has(key) && !dirty?.dirtyLeaves.has(key)) {
        next.set(key, cached);
        return cached.json;
      }
      const json = canonicalNode(node.exportJSON(), $isElementNode(node) ? node.getChildren().map(serialize) : null);
      next.set(key, { node, json });
      return json;
    };
    const root = state.read(() => serialize($getRoot()));
    cache = next;
    if (!isRichTextRoot(root)) throw new Error("Rich text: the editor's root did not serialize as a root.");
    return { root };
  };
}

/**
 * WARNING: the one place where Lexical's JSON takes our schema's type (`RichText`), checked only
 * at the top: a root with children. Below it the nodes are those the editor registers, each
 * exporting its schema's fields in canonical form (`serialize.test.ts`: JSON → Lexical → JSON is
 * the identity for every schema-valid value), and what is stored is checked again where it is
 * written (`richTextErrors`). Validating the whole text here would undo the serializer's reuse.
 * The other way needs no conversion: `RichText` is a `SerializedEditorState` as it is.
 */
function isRichTextRoot(json: NodeJson): json is NodeJson & RichText["root"] {
  return json.type === "root" && Array.isArray(json.children);
}

/** The stored form of an editor state. */
export function richTextFromEditorState(state: EditorState): RichText {
  return createRichTextSerializer()(state);
}

/** Loads a stored value into an editor, replacing what it holds. */
export function loadRichText(editor: LexicalEditor, value: RichText): void {
  editor.setEditorState(editor.parseEditorState(value));
}
