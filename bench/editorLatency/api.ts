/** The changes the editor latency bench times. */
export const CHANGES = ["prop edit", "drop", "undo"] as const;
export type Change = (typeof CHANGES)[number];

/**
 * How a change reaches the canvas: "ours" is the editor's command as it is (immer, structural
 * sharing, so only the changed blocks render again); "baseline" is the same command's result as a
 * whole new deep copy of the document (JSON clone), so every block renders again.
 */
export type Variant = "ours" | "baseline";

/** What the bench page puts on `window.editorLatency` for the driver. */
export interface EditorLatencyApi {
  /** Resolves once the canvas shows the page, with the number of blocks it rendered. */
  ready(): Promise<number>;
  /** Prepares and makes one change, and resolves with the milliseconds from the change to the next paint. */
  measure(change: Change, variant: Variant): Promise<number>;
}

/** The page sizes the bench measures, smallest first: the one it always did, and the size issue 33 asks to stay fast at. */
export const BLOCK_COUNTS = [1000, 5000] as const;

/** The block count a bench page address asks for (`?blocks=5000`); 1,000 when it says none. */
export function blockCountOf(search: string): number {
  const count = Number(new URLSearchParams(search).get("blocks") ?? 1000);
  if (!Number.isInteger(count) || count < 10) throw new Error(`blocks must be a whole number of at least 10, not ${count}`);
  return count;
}
