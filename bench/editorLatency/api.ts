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
