import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { moveBlock } from "../../runtime/operations/moveBlock";
import { parsePage } from "../../runtime/parse";
import { allNodes, findNode } from "../../runtime/tree";
import { type BlockNode, MAX_CHILDREN, type PageDocument } from "../../schema/page";
import { counterIds, mainChildren, samplePage, sampleState } from "../commands/editorTestKit";
import { dropBlock } from "./dropBlock";
import {
  canDragBlock,
  type DropSlot,
  describeSlot,
  draggedName,
  initialSlot,
  legalDropTargets,
  legalParentIds,
  nextSlot,
} from "./dropTargets";

const slot = (parentId: string, index: number): DropSlot => ({ parentId, index });

describe("legalDropTargets", () => {
  it("offers a new block every place in every container, in reading order, and never a Text or Button", () => {
    expect(legalDropTargets(samplePage(), siteBlocks, { kind: "new", type: "Text" })).toEqual([
      slot("root", 0),
      slot("header", 0),
      slot("header", 1),
      slot("root", 1),
      slot("main", 0),
      slot("main", 1),
      slot("main", 2),
      slot("root", 2),
      slot("footer", 0),
      slot("root", 3),
    ]);
  });

  it("counts positions as if the dragged block had left its place", () => {
    const slots = legalDropTargets(samplePage(), siteBlocks, { kind: "existing", id: "title" });
    expect(slots.filter((each) => each.parentId === "main")).toEqual([slot("main", 0), slot("main", 1)]);
    expect(slots).toContainEqual(slot("header", 1));
  });

  it("never offers a container itself or anything inside it", () => {
    const page = samplePage();
    mainChildren(page).push({ id: "inner", type: "Container", props: {}, children: [] });
    const parents = legalParentIds(legalDropTargets(page, siteBlocks, { kind: "existing", id: "main" }));
    expect(parents.has("main")).toBe(false);
    expect(parents.has("inner")).toBe(false);
    expect([...parents].sort()).toEqual(["footer", "header", "root"]);
  });

  it("gives locked blocks (header, footer, page) and blocks holding one no place at all: they cannot be dragged", () => {
    const page = samplePage();
    for (const id of ["root", "header", "footer"]) {
      expect(canDragBlock(page, siteBlocks, id)).toBe(false);
      expect(legalDropTargets(page, siteBlocks, { kind: "existing", id })).toEqual([]);
    }
    const holder: PageDocument = {
      ...page,
      root: {
        ...page.root,
        children: [
          {
            id: "wrap",
            type: "Container",
            props: {},
            children: [{ id: "h2", type: "Container", props: { role: "header" }, children: [] }],
          },
        ],
      },
    };
    expect(canDragBlock(holder, siteBlocks, "wrap")).toBe(false);
    expect(canDragBlock(page, siteBlocks, "main")).toBe(true);
    expect(canDragBlock(page, siteBlocks, "missing")).toBe(false);
  });

  it("leaves out a full container for a block from elsewhere, but still lets its own blocks change places", () => {
    const page = samplePage();
    const full = page.root.children?.[2] as BlockNode;
    full.children = Array.from({ length: MAX_CHILDREN }, (_, i) => ({ id: `f${i}`, type: "Text", props: {} }) as BlockNode);
    expect(legalParentIds(legalDropTargets(page, siteBlocks, { kind: "existing", id: "cta" })).has("footer")).toBe(false);
    expect(legalParentIds(legalDropTargets(page, siteBlocks, { kind: "existing", id: "f3" })).has("footer")).toBe(true);
  });

  it("offers exactly the moves the operations accept, for every block of the page", () => {
    const page = samplePage();
    mainChildren(page).push({
      id: "inner",
      type: "Container",
      props: {},
      children: [{ id: "deep", type: "Text", props: {} }],
    });
    for (const dragged of allNodes(page)) {
      const offered = legalDropTargets(page, siteBlocks, { kind: "existing", id: dragged.id });
      for (const parent of allNodes(page)) {
        const after = (parent.children ?? []).filter((child) => child.id !== dragged.id).length;
        for (let index = 0; index <= after; index++) {
          const result = moveBlock(page, { id: dragged.id, parentId: parent.id, index }, siteBlocks);
          const isOffered = offered.some((each) => each.parentId === parent.id && each.index === index);
          expect({ dragged: dragged.id, parent: parent.id, index, ok: result.ok }).toEqual({
            dragged: dragged.id,
            parent: parent.id,
            index,
            ok: isOffered,
          });
        }
      }
    }
  });

  it("every offered place takes the block and leaves a valid page", () => {
    const state = sampleState();
    for (const each of legalDropTargets(state.document, siteBlocks, { kind: "new", type: "Container" })) {
      const next = dropBlock(state, { kind: "new", type: "Container" }, each, siteBlocks, counterIds());
      expect(next.notice).toBeNull();
      expect(parsePage(next.document, { registry: siteBlocks }).ok).toBe(true);
    }
  });
});

describe("keyboard steps", () => {
  const slots = legalDropTargets(samplePage(), siteBlocks, { kind: "existing", id: "cta" });

  it("starts a page block where it is, and a new block at the insertion point when it may go there", () => {
    expect(initialSlot(samplePage(), slots, { kind: "existing", id: "cta" })).toEqual(slot("main", 1));
    const fresh = legalDropTargets(samplePage(), siteBlocks, { kind: "new", type: "Text" });
    expect(initialSlot(samplePage(), fresh, { kind: "new", type: "Text" }, slot("main", 2))).toEqual(slot("main", 2));
    expect(initialSlot(samplePage(), fresh, { kind: "new", type: "Text" }, slot("title", 0))).toEqual(slot("root", 0));
    expect(initialSlot(samplePage(), [], { kind: "new", type: "Text" })).toBeNull();
  });

  it("steps forwards and backwards and stops at either end", () => {
    expect(nextSlot(slots, slot("main", 1), 1)).toEqual(slot("root", 2));
    expect(nextSlot(slots, slot("main", 1), -1)).toEqual(slot("main", 0));
    expect(nextSlot(slots, slots[0] ?? null, -1)).toEqual(slots[0]);
    expect(nextSlot(slots, slots.at(-1) ?? null, 1)).toEqual(slots.at(-1));
    expect(nextSlot(slots, null, 1)).toEqual(slots[0]);
    expect(nextSlot([], null, 1)).toBeNull();
  });

  it("says where a block would go in words", () => {
    const page = samplePage();
    expect(draggedName(page, siteBlocks, { kind: "existing", id: "cta" })).toBe("Button “Listen”");
    expect(draggedName(page, siteBlocks, { kind: "new", type: "EmailList" })).toBe(`new ${siteBlocks.EmailList.label}`);
    expect(describeSlot(page, siteBlocks, { kind: "existing", id: "cta" }, slot("main", 0))).toBe(
      "in Container, before Text “Hello” (position 1 of 2)",
    );
    expect(describeSlot(page, siteBlocks, { kind: "new", type: "Text" }, slot("header", 1))).toBe(
      "in Header, after Text “Logo” (position 2 of 2)",
    );
    expect(describeSlot(page, siteBlocks, { kind: "new", type: "Text" }, slot("footer", 0))).toBe(
      "in Footer, as its only block (position 1 of 1)",
    );
    expect(findNode(page, "cta")).toBeDefined();
  });
});
