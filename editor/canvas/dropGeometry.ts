import type { DropSlot } from "./dropTargets";

/** A box on screen (viewport pixels), as getBoundingClientRect gives it. */
export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How a container lays out its children: side by side (a row, which may wrap) or stacked. */
export type Axis = "row" | "column";

/** A container under the pointer, as measured on the canvas. */
export interface ContainerBox {
  readonly id: string;
  readonly rect: Rect;
  readonly axis: Axis;
  /** Its children's boxes in document order, without the dragged block. */
  readonly childRects: readonly Rect[];
  /** Whether the dragged block may land in it. */
  readonly legal: boolean;
}

/** How near (px) a container's edge the pointer must be to drop beside the container rather than into it. */
export const EDGE_ZONE = 12;

function contains(rect: Rect, point: Point): boolean {
  return point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
}

/**
 * The position among `childRects` the pointer points at: the number of children before it. Stacked
 * children count when their middle is above the pointer; in a row (which wraps on tablets) a child
 * counts when its line is above the pointer, or it is on the pointer's line with its middle to the left.
 */
export function indexAtPoint(axis: Axis, childRects: readonly Rect[], point: Point): number {
  let index = 0;
  for (const rect of childRects) {
    const before =
      axis === "column"
        ? (rect.top + rect.bottom) / 2 < point.y
        : rect.bottom <= point.y || (rect.top <= point.y && point.y < rect.bottom && (rect.left + rect.right) / 2 < point.x);
    if (before) index++;
  }
  return index;
}

function nearEdge(rect: Rect, point: Point, axis: Axis, edge: number): boolean {
  const [start, end, at] = axis === "column" ? [rect.top, rect.bottom, point.y] : [rect.left, rect.right, point.x];
  const zone = Math.min(edge, (end - start) / 4);
  return at - start < zone || end - at < zone;
}

/**
 * Where a pointer drag would land. `chain` lists the containers under the pointer, deepest first,
 * each followed by its parent. The deepest legal container takes the block, except near its edge
 * (along its parent's axis), where the block goes beside it into the parent: that is how a block
 * lands between two containers that fill their parent.
 */
export function pointerDropTarget(chain: readonly ContainerBox[], point: Point, edge = EDGE_ZONE): DropSlot | null {
  for (let i = 0; i < chain.length; i++) {
    const box = chain[i] as ContainerBox;
    if (!box.legal || !contains(box.rect, point)) continue;
    const parent = chain[i + 1];
    if (parent?.legal && contains(parent.rect, point) && nearEdge(box.rect, point, parent.axis, edge)) continue;
    return { parentId: box.id, index: indexAtPoint(box.axis, box.childRects, point) };
  }
  return null;
}

/** What the drop indicator draws: a line between children, or a box inside an empty container. */
export type Indicator =
  | { readonly kind: "line"; readonly axis: Axis; readonly x: number; readonly y: number; readonly length: number }
  | { readonly kind: "inside"; readonly rect: Rect };

/**
 * Where the indicator of a slot goes. In a stack it is a horizontal line across the container between
 * two children; in a row a vertical line beside the child (as tall as it); in an empty container a box.
 */
export function indicatorGeometry(box: Pick<ContainerBox, "rect" | "axis" | "childRects">, index: number): Indicator {
  const { rect, axis, childRects } = box;
  const before = childRects[index - 1];
  const after = childRects[index];
  if (!before && !after) return { kind: "inside", rect };
  if (axis === "column") {
    const y = before && after ? (before.bottom + after.top) / 2 : after ? after.top : (before as Rect).bottom;
    return { kind: "line", axis, x: rect.left, y, length: rect.right - rect.left };
  }
  // Beside a child on the same line: between the two; otherwise at the near edge of the one it touches.
  const sameLine = before && after && before.top < after.bottom && after.top < before.bottom;
  const anchor = (after ?? before) as Rect;
  const x = sameLine ? ((before as Rect).right + (after as Rect).left) / 2 : after ? after.left : (before as Rect).right;
  const top = sameLine ? Math.min((before as Rect).top, (after as Rect).top) : anchor.top;
  const bottom = sameLine ? Math.max((before as Rect).bottom, (after as Rect).bottom) : anchor.bottom;
  return { kind: "line", axis, x, y: top, length: bottom - top };
}
