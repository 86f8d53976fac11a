import type { BlockRegistry } from "../../runtime/blockRegistry";
import { createBlockId } from "../../runtime/operations/createBlockId";
import { insertBlock } from "../../runtime/operations/insertBlock";
import { parsePage } from "../../runtime/parse";
import { findNode } from "../../runtime/tree";
import type { BlockNode, PageDocument } from "../../schema/page";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";
import { insertionPoint } from "./blockCommands";

/**
 * Copied blocks travel as a page document (JSON text), so what an integrator generates pastes in
 * as well as what the editor copied, and both are validated on the way in.
 */
export function copyBlock(state: EditorState): string | null {
  if (!state.selectedId) return null;
  const node = findNode(state.document, state.selectedId);
  if (!node || node.id === state.document.root.id) return null;
  const clip: PageDocument = {
    schemaVersion: 1,
    kind: "page",
    id: "clipboard",
    title: "Copied blocks",
    path: "/",
    root: { id: "clipboard-root", type: "Container", props: {}, children: [node] },
  };
  return JSON.stringify(clip, null, 2);
}

function withFreshIds(node: BlockNode, createId: () => string): BlockNode {
  const copy = { ...node, id: createId() } as BlockNode;
  if (node.children) (copy as { children?: BlockNode[] }).children = node.children.map((child) => withFreshIds(child, createId));
  return copy;
}

/** The blocks in pasted text: a page document's top-level blocks, or one block. Null with a reason when it is neither. */
export function blocksFromText(text: string, registry: BlockRegistry): { ok: true; blocks: BlockNode[] } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: "The clipboard does not hold blocks (it is not JSON)." };
  }
  if (value !== null && typeof value === "object" && (value as { kind?: unknown }).kind === "page") {
    const parsed = parsePage(value, { registry });
    if (!parsed.ok) {
      const first = parsed.errors[0];
      return {
        ok: false,
        message: `The pasted page is not valid: ${first ? `${first.pointer || "(document)"}: ${first.message}` : "unknown error"}`,
      };
    }
    return { ok: true, blocks: parsed.value.root.children ?? [] };
  }
  if (value !== null && typeof value === "object" && typeof (value as { type?: unknown }).type === "string") {
    return { ok: true, blocks: [value as BlockNode] };
  }
  return { ok: false, message: "The clipboard does not hold blocks." };
}

/**
 * Pastes blocks (with fresh ids, so a copy never clashes) into the selected container or after the
 * selected block, as one undo step; every block is checked by the insert operation.
 */
export function pasteBlocks(
  state: EditorState,
  text: string,
  registry: BlockRegistry,
  createId: () => string = createBlockId,
): EditorState {
  const parsed = blocksFromText(text, registry);
  if (!parsed.ok) return { ...state, notice: parsed.message };
  if (parsed.blocks.length === 0) return { ...state, notice: "There are no blocks to paste." };
  let next = state;
  let { parentId, index } = insertionPoint(state, registry);
  let lastId: string | null = null;
  for (const [position, block] of parsed.blocks.entries()) {
    const node = withFreshIds(block, createId);
    const result = insertBlock(next.document, { parentId, index, node }, registry);
    if (!result.ok) return { ...state, notice: result.errors?.[0] ? `${result.message} ${result.errors[0].message}` : result.message };
    next = applyChange(next, result, position === 0 ? { mode: "record" } : { mode: "merge" });
    lastId = node.id;
    index += 1;
  }
  return { ...next, selectedId: lastId };
}
