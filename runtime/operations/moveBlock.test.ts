import { applyPatches } from "immer";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { type BlockNode, type BlockNodeOf, MAX_CHILDREN, type PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { MAX_BLOCK_DEPTH } from "../limits";
import { pathOf } from "../tree";
import { type MoveBlock, moveBlock } from "./moveBlock";
import type { Change } from "./operationResult";

type Role = "page" | "header" | "footer";

function text(id: string): BlockNodeOf<"Text"> {
  return { id, type: "Text", props: { content: richTextFromPlainText(id) } };
}

function container(id: string, children?: BlockNode[], role?: Role): BlockNodeOf<"Container"> {
  const props = role ? { role } : {};
  return children ? { id, type: "Container", props, children } : { id, type: "Container", props };
}

function page(children: BlockNode[]): PageDocument {
  return { schemaVersion: 1, kind: "page", id: "home", title: "Home", path: "/", root: container("root", children, "page") };
}

const header = () => container("header", [text("logo")], "header");
const b = (children: BlockNode[]) => container("b", children);
const b1 = (children: BlockNode[] = [text("b11")]) => container("b1", children);

/** root [header [logo], a [a1, a2, a3], b [b1 [b11]], empty] */
function sampleDocument(a: BlockNode[] = [text("a1"), text("a2"), text("a3")]): PageDocument {
  return page([header(), container("a", a), b([b1()]), container("empty")]);
}

/** Moves, checking that the input is untouched and that the patches lead both ways. */
function moveChecked(document: PageDocument, args: MoveBlock): Change {
  const snapshot = structuredClone(document);
  const result = moveBlock(document, args, siteBlocks);
  expect(document).toEqual(snapshot);
  if (!result.ok) throw new Error(`Refused (${result.code}): ${result.message}`);
  expect(applyPatches(document, result.patches)).toEqual(result.document);
  expect(applyPatches(result.document, result.inversePatches)).toEqual(document);
  return result;
}

describe("moveBlock within the same parent", () => {
  it("counts the position after the block has left its old place", () => {
    expect(moveChecked(sampleDocument(), { id: "a1", parentId: "a", index: 1 }).document).toEqual(
      sampleDocument([text("a2"), text("a1"), text("a3")]),
    );
    expect(moveChecked(sampleDocument(), { id: "a1", parentId: "a", index: 2 }).document).toEqual(
      sampleDocument([text("a2"), text("a3"), text("a1")]),
    );
  });

  it("moves a block towards the start", () => {
    expect(moveChecked(sampleDocument(), { id: "a3", parentId: "a", index: 0 }).document).toEqual(
      sampleDocument([text("a3"), text("a1"), text("a2")]),
    );
  });

  it("gives back the same document and no patches for the block's own position", () => {
    const document = sampleDocument();
    const result = moveBlock(document, { id: "a2", parentId: "a", index: 1 }, siteBlocks);
    expect(result).toEqual({ ok: true, document, patches: [], inversePatches: [] });
    expect(result.ok && result.document).toBe(document);
  });

  it("reorders a parent that already holds MAX_CHILDREN", () => {
    const full = Array.from({ length: MAX_CHILDREN }, (_, i) => text(`t${i}`));
    const result = moveChecked(page([container("full", full)]), { id: "t0", parentId: "full", index: MAX_CHILDREN - 1 });
    expect(result.document).toEqual(page([container("full", [...full.slice(1), text("t0")])]));
  });
});

describe("moveBlock between parents", () => {
  it("moves a block into another parent", () => {
    expect(moveChecked(sampleDocument(), { id: "a2", parentId: "b", index: 0 }).document).toEqual(
      page([header(), container("a", [text("a1"), text("a3")]), b([text("a2"), b1()]), container("empty")]),
    );
  });

  it("moves a block to the end of another parent", () => {
    expect(moveChecked(sampleDocument(), { id: "b11", parentId: "root", index: 4 }).document).toEqual(
      page([header(), container("a", [text("a1"), text("a2"), text("a3")]), b([b1([])]), container("empty"), text("b11")]),
    );
  });

  it("gives a parent without a children array its first child", () => {
    expect(moveChecked(sampleDocument(), { id: "a1", parentId: "empty", index: 0 }).document).toEqual(
      page([header(), container("a", [text("a2"), text("a3")]), b([b1()]), container("empty", [text("a1")])]),
    );
  });

  it("finds the target again when leaving shifts the target's path", () => {
    // `a` sits before `b` under the root: once it has left, `b1` is at [1, 0] instead of [2, 0].
    expect(moveChecked(sampleDocument(), { id: "a", parentId: "b1", index: 1 }).document).toEqual(
      page([header(), b([b1([text("b11"), container("a", [text("a1"), text("a2"), text("a3")])])]), container("empty")]),
    );
  });

  it("moves a block out to an ancestor", () => {
    expect(moveChecked(sampleDocument(), { id: "b1", parentId: "root", index: 0 }).document).toEqual(
      page([b1(), header(), container("a", [text("a1"), text("a2"), text("a3")]), b([]), container("empty")]),
    );
  });

  it("keeps the subtrees it does not touch", () => {
    const document = sampleDocument();
    const result = moveChecked(document, { id: "a2", parentId: "b", index: 0 });
    expect(result.document.root.children?.[0]).toBe(document.root.children?.[0]);
    expect(result.document.root.children?.[2]?.children?.[1]).toBe(document.root.children?.[2]?.children?.[0]);
  });
});

describe("moveBlock refusals", () => {
  const refused = (args: MoveBlock, document = sampleDocument()) => moveBlock(document, args, siteBlocks);

  it("refuses an unknown block or an unknown target", () => {
    expect(refused({ id: "nope", parentId: "a", index: 0 })).toEqual({
      ok: false,
      code: "not-found",
      message: 'No block has the id "nope".',
    });
    expect(refused({ id: "a1", parentId: "nope", index: 0 })).toEqual({
      ok: false,
      code: "not-found",
      message: 'No block has the id "nope".',
    });
  });

  it("refuses to move the root", () => {
    expect(refused({ id: "root", parentId: "a", index: 0 })).toEqual({
      ok: false,
      code: "root",
      message: "The root block cannot be moved.",
    });
  });

  it.each(["header", "footer", "page"] as const)("refuses to move a %s container", (role) => {
    const document = page([container("frame", [], role), container("a")]);
    expect(refused({ id: "frame", parentId: "a", index: 0 }, document)).toEqual({
      ok: false,
      code: "locked",
      message: "This Container block cannot be moved.",
    });
  });

  it("refuses to move a section that holds a footer container", () => {
    const document = page([container("section", [container("footer", [], "footer")]), container("a")]);
    expect(refused({ id: "section", parentId: "a", index: 0 }, document)).toEqual({
      ok: false,
      code: "locked",
      message: "It holds a Container block that cannot be moved.",
    });
  });

  it("refuses to move a block into itself or into its own descendant", () => {
    const cycle = { ok: false, code: "cycle", message: "A block cannot be moved into itself." };
    expect(refused({ id: "b", parentId: "b", index: 0 })).toEqual(cycle);
    expect(refused({ id: "b", parentId: "b1", index: 0 })).toEqual(cycle);
    expect(refused({ id: "b", parentId: "b11", index: 0 })).toEqual(cycle);
  });

  it.each([
    ["a", 3, 2],
    ["a", -1, 2],
    ["a", 0.5, 2],
    ["b", 2, 1],
    ["empty", 1, 0],
  ])("refuses into %s at position %s (allowed up to %s)", (parentId, index, allowed) => {
    expect(refused({ id: parentId === "a" ? "a1" : "a2", parentId, index })).toEqual({
      ok: false,
      code: "index-out-of-range",
      message: `The position must be a whole number from 0 to ${allowed}.`,
    });
  });

  it("refuses a target that does not accept the block", () => {
    expect(refused({ id: "a1", parentId: "logo", index: 0 })).toEqual({
      ok: false,
      code: "not-accepted",
      message: "A Text block cannot be placed inside a Text block.",
    });
    expect(refused({ id: "b1", parentId: "a3", index: 0 })).toEqual({
      ok: false,
      code: "not-accepted",
      message: "A Container block cannot be placed inside a Text block.",
    });
  });

  it("refuses a new child for a parent that already holds MAX_CHILDREN", () => {
    const full = Array.from({ length: MAX_CHILDREN }, (_, i) => text(`t${i}`));
    const document = page([container("full", full), text("extra")]);
    expect(refused({ id: "extra", parentId: "full", index: 0 }, document)).toEqual({
      ok: false,
      code: "too-many-children",
      message: `A block may hold at most ${MAX_CHILDREN} blocks directly.`,
    });
  });

  it("refuses nesting deeper than MAX_BLOCK_DEPTH", () => {
    // root [n1 [n2 [… n{MAX}]], box [boxText]]
    let chain = container(`n${MAX_BLOCK_DEPTH}`);
    for (let level = MAX_BLOCK_DEPTH - 1; level >= 1; level--) chain = container(`n${level}`, [chain]);
    const document = page([chain, container("box", [text("boxText")])]);
    const tooDeep = { ok: false, code: "too-deep", message: `Blocks may be nested at most ${MAX_BLOCK_DEPTH} deep.` };
    expect(refused({ id: "boxText", parentId: `n${MAX_BLOCK_DEPTH}`, index: 0 }, document)).toEqual(tooDeep);
    expect(refused({ id: "box", parentId: `n${MAX_BLOCK_DEPTH - 1}`, index: 0 }, document)).toEqual(tooDeep);
    const result = moveChecked(document, { id: "boxText", parentId: `n${MAX_BLOCK_DEPTH - 1}`, index: 0 });
    expect(pathOf(result.document, "boxText")).toHaveLength(MAX_BLOCK_DEPTH);
  });
});
