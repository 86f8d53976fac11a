import type { Dragged, DropSlot } from "./dropTargets";

/** A drag under way: what moves, every place it may land, and the one it would land in now. */
export interface DragSession {
  readonly dragged: Dragged;
  /** What the dragged block is called ("Text “Hello”", "new Button"). */
  readonly name: string;
  readonly slots: readonly DropSlot[];
  readonly legalParents: ReadonlySet<string>;
  /** Where a drop would put the block now; null over no legal place. */
  readonly target: DropSlot | null;
  readonly via: "pointer" | "keyboard";
}
