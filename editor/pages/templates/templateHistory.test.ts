import { describe, expect, it, vi } from "vitest";
import type { HistoryTarget } from "../../state/historyTarget";
import { withTemplateStep } from "./templateHistory";

function fakeHistory(steps: number): HistoryTarget & { steps: () => number } {
  let left = steps;
  return {
    undo: () => {
      left -= 1;
    },
    redo: vi.fn(),
    canUndo: () => left > 0,
    canRedo: () => false,
    subscribe: () => () => {},
    steps: () => left,
  };
}

describe("withTemplateStep", () => {
  it("is the document's own history while no template was applied", () => {
    const inner = fakeHistory(1);
    expect(withTemplateStep(inner, null)).toBe(inner);
    expect(withTemplateStep(null, null)).toBeNull();
  });

  it("undoes the open document's own steps first, then the template as one step", () => {
    const inner = fakeHistory(2);
    const undoTemplate = vi.fn();
    const history = withTemplateStep(inner, undoTemplate);
    expect(history?.canUndo()).toBe(true);
    history?.undo();
    history?.undo();
    expect(inner.steps()).toBe(0);
    expect(undoTemplate).not.toHaveBeenCalled();
    history?.undo();
    expect(undoTemplate).toHaveBeenCalledTimes(1);
  });

  it("can undo the template with no document open, and redoes only the document's steps", () => {
    const undoTemplate = vi.fn();
    const history = withTemplateStep(null, undoTemplate);
    expect(history?.canUndo()).toBe(true);
    expect(history?.canRedo()).toBe(false);
    history?.undo();
    expect(undoTemplate).toHaveBeenCalledTimes(1);
  });
});
