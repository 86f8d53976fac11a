import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { createHistory, recordChange, redo, undo } from "../../runtime/history";
import { parsePage } from "../../runtime/parse";
import { BLOCK_TYPES, type BlockType, type PageDocument } from "../../schema/page";
import { pageDocumentArbitrary } from "../arbitraries/documents";
import { applyOperation, operationSequenceArbitrary } from "../arbitraries/operations";

function sameForEveryType(props: Record<string, unknown>): Record<BlockType, Record<string, unknown>> {
  return Object.fromEntries(BLOCK_TYPES.map((type) => [type, props])) as Record<BlockType, Record<string, unknown>>;
}

function expectValid(document: PageDocument): void {
  const result = parsePage(document, { registry: siteBlocks });
  if (!result.ok) throw new Error(`Document became invalid: ${JSON.stringify(result.errors)}`);
}

describe("editor operations, for any document and any sequence", () => {
  it("keep the document valid, and every refusal explains itself", () => {
    fc.assert(
      fc.property(pageDocumentArbitrary, operationSequenceArbitrary, (original, operations) => {
        let document = original;
        for (const operation of operations) {
          const result = applyOperation(document, operation);
          if (result.ok) document = result.document;
          else expect(result.message.length).toBeGreaterThan(0);
          expectValid(document);
        }
      }),
    );
  });

  it("undo of the whole sequence restores the original exactly, and redo the final document", () => {
    fc.assert(
      fc.property(pageDocumentArbitrary, operationSequenceArbitrary, (original, operations) => {
        const snapshot = structuredClone(original);
        let document = original;
        let history = createHistory({ limit: 1000 });
        for (const operation of operations) {
          const result = applyOperation(document, operation);
          if (!result.ok) continue;
          document = result.document;
          history = recordChange(history, result);
        }
        const final = structuredClone(document);

        let undone = { history, document };
        for (let next = undo(undone.history, undone.document); next; next = undo(next.history, next.document)) undone = next;
        expect(undone.document).toEqual(snapshot);

        let redone = undone;
        for (let next = redo(redone.history, redone.document); next; next = redo(next.history, next.document)) redone = next;
        expect(redone.document).toEqual(final);
      }),
    );
  });

  it("coalesced steps undo as one, back to the document before the burst", () => {
    fc.assert(
      fc.property(
        pageDocumentArbitrary,
        fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 1, maxLength: 8 }),
        (original, widths) => {
          // The first edit changes the width, so the burst is one step, never none.
          fc.pre(`${widths[0]}px` !== (original.root.props as { width?: unknown }).width);
          let document = original;
          let history = createHistory();
          const target = document.root.id;
          widths.forEach((width, i) => {
            const result = applyOperation(document, {
              kind: "update",
              target: 0,
              invalid: false,
              // The root is a Container: only its width changes; the other entries are never used.
              props: { ...sameForEveryType({}), Container: { width: `${width}px` } },
            });
            expect(result.ok).toBe(true);
            if (!result.ok) return;
            document = result.document;
            history = recordChange(history, result, { mode: "record", coalesceKey: `${target}:width` }, 1000 + i * 100);
          });
          expect(history.past).toHaveLength(1);
          const undone = undo(history, document);
          expect(undone?.document).toEqual(original);
        },
      ),
    );
  });
});
