import { describe, expect, it } from "vitest";
import {
  canRedoSnapshot,
  canUndoSnapshot,
  emptySnapshotHistory,
  recordSnapshot,
  redoSnapshot,
  type SnapshotHistory,
  undoSnapshot,
} from "./snapshotHistory";

/** Applies edits (value, field, time) from "v0" and returns the history and the value reached. */
function edit(steps: readonly [string, string, "text" | "slider" | "choice", number][]) {
  let history: SnapshotHistory<string> = emptySnapshotHistory();
  let value = "v0";
  for (const [next, key, kind, at] of steps) {
    history = recordSnapshot(history, value, { key, kind }, at);
    value = next;
  }
  return { history, value };
}

function undoAll(history: SnapshotHistory<string>, value: string): string[] {
  const seen: string[] = [];
  let state = { history, value };
  for (let step = undoSnapshot(state.history, state.value); step; step = undoSnapshot(state.history, state.value)) {
    state = step;
    seen.push(step.value);
  }
  return seen;
}

describe("snapshot history", () => {
  it("takes each choice back on its own, and redoes what undo took back", () => {
    const { history, value } = edit([
      ["v1", "theme", "choice", 0],
      ["v2", "theme", "choice", 10],
    ]);
    expect(undoAll(history, value)).toEqual(["v1", "v0"]);
    const undone = undoSnapshot(history, value);
    expect(undone?.value).toBe("v1");
    expect(canRedoSnapshot(undone?.history ?? history)).toBe(true);
    expect(redoSnapshot(undone?.history ?? history, "v1")?.value).toBe("v2");
  });

  it("folds typing within 500 ms and a slider within 1000 ms into one step, per field", () => {
    const typed = edit([
      ["a", "font", "text", 0],
      ["ab", "font", "text", 400],
      ["abc", "font", "text", 800],
      ["abcd", "font", "text", 1400],
    ]);
    expect(undoAll(typed.history, typed.value)).toEqual(["abc", "v0"]);
    const slid = edit([
      ["r1", "radius", "slider", 0],
      ["r2", "radius", "slider", 900],
      ["r3", "radius", "slider", 1800],
      ["c", "colour", "slider", 1900],
    ]);
    expect(undoAll(slid.history, slid.value)).toEqual(["r3", "v0"]);
  });

  it("forgets what could be redone once a new edit is made, and has nothing to undo at first", () => {
    const { history, value } = edit([["v1", "theme", "choice", 0]]);
    const undone = undoSnapshot(history, value);
    if (!undone) throw new Error("expected a step to undo");
    const edited = recordSnapshot(undone.history, undone.value, { key: "logo", kind: "choice" }, 5);
    expect(canRedoSnapshot(edited)).toBe(false);
    expect(canUndoSnapshot(emptySnapshotHistory())).toBe(false);
    expect(undoSnapshot(emptySnapshotHistory(), "x")).toBeNull();
    expect(redoSnapshot(emptySnapshotHistory(), "x")).toBeNull();
  });

  it("never folds an edit into a step that undo has ended", () => {
    const { history, value } = edit([
      ["a", "font", "text", 0],
      ["ab", "font", "text", 100],
    ]);
    const undone = undoSnapshot(history, value);
    if (!undone) throw new Error("expected a step to undo");
    const again = recordSnapshot(undone.history, undone.value, { key: "font", kind: "text" }, 200);
    expect(undoAll(again, "x")).toEqual(["v0"]);
  });
});
