import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { canRedo, canUndo } from "../../runtime/history";
import { parsePage } from "../../runtime/parse";
import type { PageDocument } from "../../schema/page";
import { pageDocumentArbitrary } from "../../tests/arbitraries/documents";
import { type PageCommand, pageCommandRunner, pageCommandsArbitrary } from "../../tests/arbitraries/editorCommands";
import { createEditorState, type EditorState } from "../state/editorState";
import { redo } from "./redo";
import { undo } from "./undo";

function undoAll(state: EditorState<PageDocument>): EditorState<PageDocument> {
  let current = state;
  while (canUndo(current.history)) current = undo(current);
  return current;
}

function redoAll(state: EditorState<PageDocument>): EditorState<PageDocument> {
  let current = state;
  while (canRedo(current.history)) current = redo(current);
  return current;
}

/** A rename is not an undo step (the page list follows it): the page's last title and path stay. */
function withLastRename(page: PageDocument, commands: readonly PageCommand[]): PageDocument {
  const renamed = commands.findLast((command) => command.name === "rename");
  return renamed?.name === "rename" ? { ...page, title: renamed.title, path: renamed.path } : page;
}

describe("any sequence of page editor commands", () => {
  it("keeps the page valid after every command", () => {
    fc.assert(
      fc.property(pageDocumentArbitrary, pageCommandsArbitrary, (page, commands) => {
        const run = pageCommandRunner();
        let state = createEditorState(page);
        for (const command of commands) {
          state = run(state, command);
          const parsed = parsePage(state.document, { registry: siteBlocks });
          if (!parsed.ok) throw new Error(`${command.name} left an invalid page: ${JSON.stringify(parsed.errors[0])}`);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("is taken back exactly by undoing every step, and done again exactly by redoing every step", () => {
    fc.assert(
      fc.property(pageDocumentArbitrary, pageCommandsArbitrary, (page, commands) => {
        const run = pageCommandRunner();
        const done = commands.reduce(run, createEditorState(page));
        const undone = undoAll(done);
        expect(undone.document).toEqual(withLastRename(page, commands));
        // Redo goes as far forward as the history reaches: past the end state when the sequence ended on an undo.
        expect(redoAll(undone).document).toEqual(redoAll(done).document);
      }),
      { numRuns: 200 },
    );
  });
});
