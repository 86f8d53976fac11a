import fc from "fast-check";
import { siteBlocks } from "../../blocks/registry";
import type { OperationResult } from "../../runtime/operations/index";
import { duplicateBlock, insertBlock, moveBlock, removeBlock, updateProps } from "../../runtime/operations/index";
import { allNodes } from "../../runtime/tree";
import type { BlockType, PageDocument } from "../../schema/page";
import { blockArbitrary, propsArbitraries } from "./documents";

/**
 * An editor operation described by numbers, resolved against whatever document it meets: picks
 * choose a node among all nodes, so any sequence applies to any document (refusals included).
 */
export type AbstractOperation =
  | { kind: "insert"; parent: number; index: number; node: ReturnType<typeof blockArbitrary> extends fc.Arbitrary<infer N> ? N : never }
  | { kind: "move"; target: number; parent: number; index: number }
  | { kind: "remove"; target: number }
  | { kind: "duplicate"; target: number }
  | { kind: "update"; target: number; props: Record<BlockType, Record<string, unknown>>; invalid: boolean };

export function operationArbitrary(step: number): fc.Arbitrary<AbstractOperation> {
  const pick = fc.nat({ max: 1000 });
  return fc.oneof(
    fc.record({ kind: fc.constant("insert" as const), parent: pick, index: fc.nat({ max: 6 }), node: blockArbitrary(`s${step}x`) }),
    fc.record({ kind: fc.constant("move" as const), target: pick, parent: pick, index: fc.nat({ max: 6 }) }),
    fc.record({ kind: fc.constant("remove" as const), target: pick }),
    fc.record({ kind: fc.constant("duplicate" as const), target: pick }),
    fc.record({
      kind: fc.constant("update" as const),
      target: pick,
      props: fc.record(propsArbitraries),
      invalid: fc.boolean(),
    }),
  );
}

export const operationSequenceArbitrary = fc
  .integer({ min: 1, max: 12 })
  .chain((length) => fc.tuple(...Array.from({ length }, (_, step) => operationArbitrary(step))));

let duplicateCounter = 0;

/** Applies an abstract operation with the real registry; a refusal is a legitimate outcome. */
export function applyOperation(document: PageDocument, operation: AbstractOperation): OperationResult<PageDocument> {
  const nodes = allNodes(document);
  // Mostly blocks below the root (one pick in ten is the root, to exercise its refusals).
  const at = (pick: number) =>
    (nodes.length > 1 && pick % 10 !== 0 ? nodes[1 + (pick % (nodes.length - 1))] : nodes[0]) as (typeof nodes)[number];
  // Mostly a position that exists (one past the end is out of range, to exercise that refusal).
  const position = (pick: number, childCount: number) => pick % (childCount + 2);
  switch (operation.kind) {
    case "insert": {
      const parent = nodes[operation.parent % nodes.length] as (typeof nodes)[number];
      const index = position(operation.index, parent.children?.length ?? 0);
      return insertBlock(document, { parentId: parent.id, index, node: operation.node }, siteBlocks);
    }
    case "move": {
      const parent = nodes[operation.parent % nodes.length] as (typeof nodes)[number];
      const index = position(operation.index, Math.max(0, (parent.children?.length ?? 0) - 1));
      return moveBlock(document, { id: at(operation.target).id, parentId: parent.id, index }, siteBlocks);
    }
    case "remove":
      return removeBlock(document, { id: at(operation.target).id }, siteBlocks);
    case "duplicate":
      return duplicateBlock(document, { id: at(operation.target).id }, siteBlocks, { createId: () => `dup${duplicateCounter++}` });
    case "update": {
      const target = at(operation.target);
      const props = operation.invalid ? { ...operation.props[target.type], margins: "wide" } : operation.props[target.type];
      return updateProps(document, { id: target.id, props }, siteBlocks);
    }
  }
}
