import { type BlockRegistry, definitionOf } from "../../runtime/blockRegistry";
import { ancestorsOf, findNode } from "../../runtime/tree";
import type { TreeDocument, TreeNode } from "../../runtime/treeNode";
import type { Axis, ContainerBox, Point, Rect } from "./dropGeometry";

/**
 * The canvas's blocks on screen. Each block's chrome is a `display: contents` wrapper (it adds no box,
 * so the page lays out exactly as fans see it); the block's own element is the wrapper's first child.
 */
export type BlockElements = ReadonlyMap<string, HTMLElement>;

/** Marks the editor's own layer (outlines, toolbar) inside the canvas frame, which is not the page. */
export const OVERLAY_ATTRIBUTE = "data-studio-overlay";
export const BLOCK_ATTRIBUTE = "data-bl-block";

export function blockElement(blocks: BlockElements, id: string): HTMLElement | null {
  const child = blocks.get(id)?.firstElementChild;
  return child instanceof HTMLElement ? child : null;
}

export function rectOf(element: Element): Rect {
  const { top, left, right, bottom } = element.getBoundingClientRect();
  return { top, left, right, bottom };
}

/** The axis a container lays its children on now (a row turns into a stack on phones by a container query). */
export function axisOf(element: Element): Axis {
  const direction = element.ownerDocument.defaultView?.getComputedStyle(element).flexDirection ?? "";
  return direction.startsWith("row") ? "row" : "column";
}

/** A container's box and its children's, the dragged block left out; a child with nothing on screen gets an empty box where it would be. */
export function containerBox(blocks: BlockElements, node: TreeNode, draggedId: string | null, legal: boolean): ContainerBox | null {
  const element = blockElement(blocks, node.id);
  if (!element) return null;
  const rect = rectOf(element);
  const axis = axisOf(element);
  const childRects: Rect[] = [];
  let last: Rect | null = null;
  for (const child of node.children ?? []) {
    if (child.id === draggedId) continue;
    const childElement = blockElement(blocks, child.id);
    const at: Rect = last ?? { top: rect.top, left: rect.left, right: rect.left, bottom: rect.top };
    const childRect = childElement
      ? rectOf(childElement)
      : axis === "column"
        ? { top: at.bottom, bottom: at.bottom, left: rect.left, right: rect.right }
        : { top: at.top, bottom: at.bottom, left: at.right, right: at.right };
    childRects.push(childRect);
    last = childRect;
  }
  return { id: node.id, rect, axis, childRects, legal };
}

/** The id of the deepest block under a point of the canvas frame; the root for the frame's empty space; null outside it. */
export function blockIdAtPoint(frame: HTMLElement, point: Point, rootId: string): string | null {
  const owner = frame.ownerDocument;
  const hits = typeof owner.elementsFromPoint === "function" ? owner.elementsFromPoint(point.x, point.y) : [];
  for (const hit of hits) {
    if (!frame.contains(hit) || hit.closest(`[${OVERLAY_ATTRIBUTE}]`)) continue;
    const wrapper = hit.closest<HTMLElement>(`[${BLOCK_ATTRIBUTE}]`);
    return wrapper && frame.contains(wrapper) ? (wrapper.getAttribute(BLOCK_ATTRIBUTE) ?? rootId) : rootId;
  }
  return null;
}

/** The containers under a point, deepest first, as `pointerDropTarget` wants them. */
export function containerChainAt(
  document: TreeDocument,
  registry: BlockRegistry,
  blocks: BlockElements,
  hitId: string,
  legalParents: ReadonlySet<string>,
  draggedId: string | null,
): ContainerBox[] {
  const hit = findNode(document, hitId);
  if (!hit) return [];
  const chain: ContainerBox[] = [];
  for (const node of [hit, ...ancestorsOf(document, hitId)]) {
    if (!definitionOf(registry, node.type)?.rules.accepts) continue;
    const box = containerBox(blocks, node, draggedId, legalParents.has(node.id));
    if (box) chain.push(box);
  }
  return chain;
}
