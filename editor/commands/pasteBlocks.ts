import { isRecord } from "../../runtime/isRecord";
import { createBlockId } from "../../runtime/operations/createBlockId";
import { insertBlock } from "../../runtime/operations/insertBlock";
import { isTreeNode, type TreeDocument, type TreeNode } from "../../runtime/treeNode";
import { validateNode } from "../../runtime/validateNode";
import { withFreshIds } from "../../runtime/withFreshIds";
import type { DocumentKind } from "../kinds/documentKind";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";
import { insertionPoint } from "./insertionPoint";

/** The blocks in pasted text: a document's top-level blocks (checked as its kind), or one block. A reason when it is neither. */
export function blocksFromText(
  text: string,
  kind: DocumentKind,
): { ok: true; blocks: readonly TreeNode[] } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: "The clipboard does not hold blocks (it is not JSON)." };
  }
  if (isRecord(value) && isRecord(value.root)) {
    const parsed = kind.parse(value);
    if (!parsed.ok) {
      const first = parsed.errors[0];
      return {
        ok: false,
        message: `The pasted ${kind.noun} is not valid: ${first ? `${first.pointer || "(document)"}: ${first.message}` : "unknown error"}`,
      };
    }
    return { ok: true, blocks: parsed.value.root.children ?? [] };
  }
  if (isTreeNode(value)) return { ok: true, blocks: [value] };
  if (isRecord(value) && typeof value.type === "string") {
    // A block of the wrong shape: refused in the words the insert uses for an invalid block.
    const [first] = validateNode(value, kind.blocks);
    return { ok: false, message: `The block is not valid.${first ? ` ${first.message}` : ""}` };
  }
  return { ok: false, message: "The clipboard does not hold blocks." };
}

/**
 * Pastes blocks (with fresh ids, so a copy never clashes) into the selected container or after the
 * selected block; every block is checked by the insert operation. History: one step for the whole
 * paste (the first block records it, the others merge into it).
 */
export function pasteBlocks<D extends TreeDocument>(
  state: EditorState<D>,
  text: string,
  kind: DocumentKind,
  createId: () => string = createBlockId,
): EditorState<D> {
  const parsed = blocksFromText(text, kind);
  if (!parsed.ok) return { ...state, notice: parsed.message };
  if (parsed.blocks.length === 0) return { ...state, notice: "There are no blocks to paste." };
  let next = state;
  let { parentId, index } = insertionPoint(state, kind.blocks);
  let lastId: string | null = null;
  for (const [position, block] of parsed.blocks.entries()) {
    const node = withFreshIds(block, createId);
    const result = insertBlock(next.document, { parentId, index, node }, kind.blocks);
    if (!result.ok) return { ...state, notice: result.errors?.[0] ? `${result.message} ${result.errors[0].message}` : result.message };
    next = applyChange(next, result, position === 0 ? { mode: "record" } : { mode: "merge" });
    lastId = node.id;
    index += 1;
  }
  return { ...next, selectedId: lastId };
}
