import { enablePatches, produceWithPatches } from "immer";
import { describe, expect, it } from "vitest";
import type { BlockNodeOf, PageDocument } from "../schema/page";
import { plainTextOf, richTextFromPlainText } from "../schema/richText/plainText";
import { canRedo, canUndo, closeLastStep, createHistory, fieldCapture, type History, recordChange, redo, undo } from "./history";
import type { Change } from "./operations/operationResult";

enablePatches();

function textBlock(text: string): BlockNodeOf<"Text"> {
  return { id: "title", type: "Text", props: { content: richTextFromPlainText(text) } };
}

/** A page holding one Text block reading `text`. */
function pageWith(text: string): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: { role: "page" }, children: [textBlock(text)] },
  };
}

/** Changes the Text block to read `text`, the way an operation would. */
function retitle(document: PageDocument, text: string): Change<PageDocument> {
  const [next, patches, inversePatches] = produceWithPatches(document, (draft) => {
    const block = draft.root.children?.[0];
    if (block?.type === "Text") block.props.content = richTextFromPlainText(text);
  });
  return { ok: true, document: next, patches, inversePatches };
}

/** Applies the edits in turn, recording each at the time given. */
function edit(
  history: History,
  document: PageDocument,
  edits: readonly { text: string; at: number; capture?: Parameters<typeof recordChange>[2] }[],
): { history: History; document: PageDocument } {
  let current = { history, document };
  for (const { text, at, capture } of edits) {
    const change = retitle(current.document, text);
    current = { history: recordChange(current.history, change, capture, at), document: change.document };
  }
  return current;
}

/** Undoes every step, giving the text of the document after each. */
function undoAll(state: { history: History; document: PageDocument }): string[] {
  const texts: string[] = [];
  let current: { history: History; document: PageDocument } | null = state;
  while (current && canUndo(current.history)) {
    current = undo(current.history, current.document);
    const block = current?.document.root.children?.[0];
    texts.push(block?.type === "Text" && block.props.content ? plainTextOf(block.props.content) : "?");
  }
  return texts;
}

describe("createHistory", () => {
  it("starts empty, with the default limit and coalescing window", () => {
    expect(createHistory()).toEqual({ past: [], future: [], limit: 200, coalesceWithinMs: 1000, lastStepOpen: false });
    expect(createHistory({ limit: 5, coalesceWithinMs: 50 })).toMatchObject({ limit: 5, coalesceWithinMs: 50 });
  });

  it("refuses a limit that is not a positive whole number", () => {
    expect(() => createHistory({ limit: 0 })).toThrow("History limit must be a positive whole number.");
    expect(() => createHistory({ limit: 1.5 })).toThrow("History limit must be a positive whole number.");
  });

  it("has nothing to undo or redo", () => {
    const history = createHistory();
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history, pageWith("a"))).toBeNull();
    expect(redo(history, pageWith("a"))).toBeNull();
  });
});

describe("undo and redo", () => {
  it("go back and forth through exactly the earlier documents", () => {
    const start = pageWith("a");
    const edited = edit(createHistory(), start, [
      { text: "b", at: 0 },
      { text: "c", at: 10_000 },
    ]);
    expect(edited.history.past).toHaveLength(2);
    expect(canUndo(edited.history)).toBe(true);
    expect(canRedo(edited.history)).toBe(false);

    const once = undo(edited.history, edited.document);
    expect(once?.document).toEqual(pageWith("b"));
    const twice = once && undo(once.history, once.document);
    expect(twice?.document).toEqual(start);
    expect(twice && canUndo(twice.history)).toBe(false);
    expect(twice && canRedo(twice.history)).toBe(true);
    expect(twice && undo(twice.history, twice.document)).toBeNull();

    const again = twice && redo(twice.history, twice.document);
    expect(again?.document).toEqual(pageWith("b"));
    expect(again && [canUndo(again.history), canRedo(again.history)]).toEqual([true, true]);
    const last = again && redo(again.history, again.document);
    expect(last?.document).toEqual(edited.document);
    expect(last && canRedo(last.history)).toBe(false);
    expect(last && redo(last.history, last.document)).toBeNull();
    expect(last?.history.past).toEqual(edited.history.past);
  });

  it("close the last step", () => {
    const edited = edit(createHistory(), pageWith("a"), [{ text: "b", at: 0 }]);
    expect(edited.history.lastStepOpen).toBe(true);
    const undone = undo(edited.history, edited.document);
    expect(undone?.history.lastStepOpen).toBe(false);
    const redone = undone && redo(undone.history, undone.document);
    expect(redone?.history.lastStepOpen).toBe(false);
  });
});

describe("recordChange", () => {
  it("drops the oldest steps beyond the limit", () => {
    const edited = edit(createHistory({ limit: 2 }), pageWith("a"), [
      { text: "b", at: 0 },
      { text: "c", at: 10_000 },
      { text: "d", at: 20_000 },
    ]);
    expect(edited.history.past).toHaveLength(2);
    expect(undoAll(edited)).toEqual(["c", "b"]);
  });

  it("records nothing for a change without patches", () => {
    const history = edit(createHistory(), pageWith("a"), [{ text: "b", at: 0 }]).history;
    expect(recordChange(history, { patches: [], inversePatches: [] }, { mode: "record" }, 5)).toBe(history);
    expect(recordChange(history, { patches: [], inversePatches: [] }, { mode: "merge" }, 5)).toBe(history);
  });

  it("records nothing in ignore mode", () => {
    const history = createHistory();
    expect(recordChange(history, retitle(pageWith("a"), "b"), { mode: "ignore" }, 0)).toBe(history);
  });

  it("clears the future", () => {
    const edited = edit(createHistory(), pageWith("a"), [
      { text: "b", at: 0 },
      { text: "c", at: 10_000 },
    ]);
    const undone = undo(edited.history, edited.document);
    if (!undone) throw new Error("nothing to undo");
    expect(canRedo(undone.history)).toBe(true);
    const branched = edit(undone.history, undone.document, [{ text: "x", at: 20_000 }]);
    expect(canRedo(branched.history)).toBe(false);
    expect(branched.history.future).toEqual([]);
    expect(undoAll(branched)).toEqual(["b", "a"]);
  });

  it("keeps the change's patches, coalesce key and time in the step", () => {
    const change = retitle(pageWith("a"), "b");
    const history = recordChange(createHistory(), change, { mode: "record", coalesceKey: "title.text" }, 42);
    expect(history.past).toEqual([{ patches: change.patches, inversePatches: change.inversePatches, coalesceKey: "title.text", at: 42 }]);
  });
});

describe("coalescing", () => {
  const typing = (text: string, at: number) => ({ text, at, capture: { mode: "record", coalesceKey: "title.text" } as const });

  it("merges steps with the same key, each within the window of the one before", () => {
    const edited = edit(createHistory(), pageWith("a"), [typing("ab", 0), typing("abc", 600), typing("abcd", 1200)]);
    expect(edited.history.past).toHaveLength(1);
    expect(edited.history.past[0]).toMatchObject({ coalesceKey: "title.text", at: 1200 });
    expect(undoAll(edited)).toEqual(["a"]);
  });

  it("merges at exactly the window's length, and not a millisecond later", () => {
    expect(edit(createHistory(), pageWith("a"), [typing("ab", 0), typing("abc", 1000)]).history.past).toHaveLength(1);
    const late = edit(createHistory(), pageWith("a"), [typing("ab", 0), typing("abc", 1001)]);
    expect(late.history.past).toHaveLength(2);
    expect(undoAll(late)).toEqual(["ab", "a"]);
  });

  it("follows the window the history was created with", () => {
    const history = createHistory({ coalesceWithinMs: 50 });
    expect(edit(history, pageWith("a"), [typing("ab", 0), typing("abc", 50)]).history.past).toHaveLength(1);
    expect(edit(history, pageWith("a"), [typing("ab", 0), typing("abc", 51)]).history.past).toHaveLength(2);
  });

  it("keeps steps with different keys apart", () => {
    const edited = edit(createHistory(), pageWith("a"), [
      typing("ab", 0),
      { text: "AB", at: 10, capture: { mode: "record", coalesceKey: "title.case" } },
    ]);
    expect(edited.history.past).toHaveLength(2);
    expect(undoAll(edited)).toEqual(["ab", "a"]);
  });

  it("keeps steps without a key apart, however close", () => {
    const edited = edit(createHistory(), pageWith("a"), [
      { text: "b", at: 0 },
      { text: "c", at: 0 },
    ]);
    expect(edited.history.past).toHaveLength(2);
  });

  it("puts the merged step's patches in order, and its inverse patches in reverse", () => {
    const first = retitle(pageWith("a"), "b");
    const [renamed, patches, inversePatches] = produceWithPatches(first.document, (draft) => {
      draft.title = "Renamed";
    });
    const second: Change<PageDocument> = { ok: true, document: renamed, patches, inversePatches };
    let history = recordChange(createHistory(), first, { mode: "record", coalesceKey: "k" }, 0);
    history = recordChange(history, second, { mode: "record", coalesceKey: "k" }, 10);
    expect(history.past).toEqual([
      {
        patches: [...first.patches, ...second.patches],
        inversePatches: [...second.inversePatches, ...first.inversePatches],
        coalesceKey: "k",
        at: 10,
      },
    ]);
  });

  it("does not merge into an older step after an undo", () => {
    const edited = edit(createHistory(), pageWith("a"), [typing("ab", 0), { text: "ab!", at: 10 }]);
    const undone = undo(edited.history, edited.document);
    if (!undone) throw new Error("nothing to undo");
    expect(undone.document).toEqual(pageWith("ab"));
    // The step of "ab" is last again and carries the same key, within the window: it stays closed.
    const retyped = edit(undone.history, undone.document, [typing("abc", 20)]);
    expect(retyped.history.past).toHaveLength(2);
    expect(undoAll(retyped)).toEqual(["ab", "a"]);
  });

  it("does not merge into a step brought back by redo", () => {
    const edited = edit(createHistory(), pageWith("a"), [typing("ab", 0)]);
    const undone = undo(edited.history, edited.document);
    const redone = undone && redo(undone.history, undone.document);
    if (!redone) throw new Error("nothing to redo");
    const retyped = edit(redone.history, redone.document, [typing("abc", 10)]);
    expect(retyped.history.past).toHaveLength(2);
    expect(undoAll(retyped)).toEqual(["ab", "a"]);
  });
});

describe("merge mode", () => {
  it("folds the change into the previous step, whatever its key", () => {
    const edited = edit(createHistory(), pageWith("a"), [
      { text: "b", at: 0, capture: { mode: "record", coalesceKey: "drag" } },
      { text: "c", at: 5_000, capture: { mode: "merge" } },
      { text: "d", at: 10_000, capture: { mode: "merge" } },
    ]);
    expect(edited.history.past).toHaveLength(1);
    expect(edited.document).toEqual(pageWith("d"));
    expect(undoAll(edited)).toEqual(["a"]);
  });

  it("starts a step when there is none to merge into", () => {
    const edited = edit(createHistory(), pageWith("a"), [{ text: "b", at: 0, capture: { mode: "merge" } }]);
    expect(edited.history.past).toHaveLength(1);
    expect(undoAll(edited)).toEqual(["a"]);
  });

  it("does not fold into an older step after an undo", () => {
    const edited = edit(createHistory(), pageWith("a"), [
      { text: "b", at: 0 },
      { text: "c", at: 10 },
    ]);
    const undone = undo(edited.history, edited.document);
    if (!undone) throw new Error("nothing to undo");
    const dragged = edit(undone.history, undone.document, [{ text: "x", at: 20, capture: { mode: "merge" } }]);
    expect(dragged.history.past).toHaveLength(2);
    expect(undoAll(dragged)).toEqual(["b", "a"]);
  });

  it("lets a change name its own coalescing window (500 ms for text, 1000 ms for sliders)", () => {
    const change = {
      patches: [{ op: "replace" as const, path: ["title"], value: "x" }],
      inversePatches: [{ op: "replace" as const, path: ["title"], value: "y" }],
    };
    let history = createHistory({ coalesceWithinMs: 1000 });
    history = recordChange(history, change, { mode: "record", coalesceKey: "t", coalesceWithinMs: 500 }, 0);
    history = recordChange(history, change, { mode: "record", coalesceKey: "t", coalesceWithinMs: 500 }, 400);
    expect(history.past).toHaveLength(1);
    history = recordChange(history, change, { mode: "record", coalesceKey: "t", coalesceWithinMs: 500 }, 1000);
    expect(history.past).toHaveLength(2);
  });
});

describe("a burst rewriting one value", () => {
  const typing = (text: string, at: number) => ({ text, at, capture: { mode: "record", coalesceKey: "title.text" } as const });

  it("keeps one copy of the value, not one per keystroke, and undoes to the value before the burst", () => {
    const typed = Array.from({ length: 50 }, (_, index) => typing("a".repeat(index + 2), index * 10));
    const edited = edit(createHistory(), pageWith("a"), typed);
    expect(edited.history.past).toHaveLength(1);
    expect(edited.history.past[0]?.patches).toHaveLength(1);
    expect(edited.history.past[0]?.inversePatches).toHaveLength(1);
    expect(undoAll(edited)).toEqual(["a"]);
    const redone = redo(undo(edited.history, edited.document)?.history ?? createHistory(), pageWith("a"));
    expect(redone?.document).toEqual(edited.document);
  });
});

describe("an editor session (rich text with its own undo while open)", () => {
  const session = fieldCapture("title:content", "session");

  it("folds every edit into one step however far apart in time, until the step is closed", () => {
    const edited = edit(createHistory(), pageWith("a"), [
      { text: "ab", at: 0, capture: session },
      { text: "abc", at: 60_000, capture: session },
      { text: "abcd", at: 3_600_000, capture: session },
    ]);
    expect(edited.history.past).toHaveLength(1);
    const closed = { ...edited, history: closeLastStep(edited.history) };
    const again = edit(closed.history, closed.document, [{ text: "abcde", at: 3_600_001, capture: session }]);
    expect(again.history.past).toHaveLength(2);
    expect(undoAll(again)).toEqual(["abcd", "a"]);
  });

  it("closing leaves a history with nothing open as it is", () => {
    const history = createHistory();
    expect(closeLastStep(history)).toBe(history);
  });
});
