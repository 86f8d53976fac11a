import { applyPatches } from "immer";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { ID_PATTERN } from "../../schema/common";
import { type BlockNode, type BlockNodeOf, MAX_CHILDREN, type PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { MAX_BLOCK_DEPTH } from "../limits";
import { allNodes } from "../tree";
import { type DuplicateOptions, duplicateBlock } from "./duplicateBlock";
import type { Change } from "./operationResult";

type Role = "page" | "header" | "footer";

function text(id: string, label = id): BlockNodeOf<"Text"> {
  return { id, type: "Text", props: { content: richTextFromPlainText(label) } };
}

function button(id: string): BlockNodeOf<"Button"> {
  return { id, type: "Button", props: { text: "Buy", margins: [1, 2, 3, 4] } };
}

function container(id: string, children?: BlockNode[], role?: Role): BlockNodeOf<"Container"> {
  const props = role ? { role } : {};
  return children ? { id, type: "Container", props, children } : { id, type: "Container", props };
}

function page(children: BlockNode[]): PageDocument {
  return { schemaVersion: 1, kind: "page", id: "home", title: "Home", path: "/", root: container("root", children, "page") };
}

const header = () => container("header", [text("logo")], "header");
const end = () => container("end", [container("footer", [], "footer")]);
const card = (ids = ["card", "cardTitle", "cta"]) =>
  container(ids[0] as string, [text(ids[1] as string, "cardTitle"), button(ids[2] as string)]);

/** root [header [logo], main [title, card [cardTitle, cta]], end [footer]] */
function sampleDocument(): PageDocument {
  return page([header(), container("main", [text("title"), card()]), end()]);
}

/** Ids from a fixed list, in order. */
function idsFrom(...ids: string[]): () => string {
  let next = 0;
  return () => ids[next++] ?? "exhausted";
}

/** Duplicates, checking that the input is untouched and that the patches lead both ways. */
function duplicateChecked(document: PageDocument, id: string, options?: DuplicateOptions): Change & { newId: string } {
  const snapshot = structuredClone(document);
  const result = duplicateBlock(document, { id }, siteBlocks, options);
  expect(document).toEqual(snapshot);
  if (!result.ok) throw new Error(`Refused (${result.code}): ${result.message}`);
  expect(applyPatches(document, result.patches)).toEqual(result.document);
  expect(applyPatches(result.document, result.inversePatches)).toEqual(document);
  return result;
}

describe("duplicateBlock", () => {
  it("puts a copy of a leaf right after it, with a new id", () => {
    const result = duplicateChecked(sampleDocument(), "title", { createId: idsFrom("copy") });
    expect(result.newId).toBe("copy");
    expect(result.document).toEqual(page([header(), container("main", [text("title"), text("copy", "title"), card()]), end()]));
  });

  it("gives every block of the copied subtree a new id, parent first in document order", () => {
    const document = sampleDocument();
    const result = duplicateChecked(document, "card", { createId: idsFrom("c1", "c2", "c3") });
    expect(result.newId).toBe("c1");
    expect(result.document).toEqual(page([header(), container("main", [text("title"), card(), card(["c1", "c2", "c3"])]), end()]));
    // The copy shares no objects with the original.
    const original = document.root.children?.[1]?.children?.[1]?.children?.[1];
    const copy = result.document.root.children?.[1]?.children?.[2]?.children?.[1];
    expect(copy?.props).toEqual(original?.props);
    expect(copy?.props).not.toBe(original?.props);
  });

  it("skips ids already in the document and ids it has just given out", () => {
    const result = duplicateChecked(sampleDocument(), "card", { createId: idsFrom("main", "c1", "c1", "cta", "root", "c2", "c3") });
    expect(result.newId).toBe("c1");
    expect(result.document).toEqual(page([header(), container("main", [text("title"), card(), card(["c1", "c2", "c3"])]), end()]));
  });

  it("gives up when createId keeps returning ids already in use", () => {
    expect(() => duplicateBlock(sampleDocument(), { id: "title" }, siteBlocks, { createId: () => "logo" })).toThrow(
      "duplicateBlock: createId keeps returning ids already in use",
    );
  });

  it("makes random ids that fit the schema by default", () => {
    const document = sampleDocument();
    const result = duplicateChecked(document, "card");
    const before = new Set(allNodes(document).map((node) => node.id));
    const added = allNodes(result.document)
      .map((node) => node.id)
      .filter((id) => !before.has(id));
    expect(added).toHaveLength(3);
    expect(added[0]).toBe(result.newId);
    expect(new Set(added).size).toBe(3);
    for (const id of added) expect(id).toMatch(new RegExp(ID_PATTERN));
  });

  it("duplicates the last child at the end", () => {
    const document = page([container("main", [text("a"), text("b")])]);
    expect(duplicateChecked(document, "b", { createId: idsFrom("b2") }).document).toEqual(
      page([container("main", [text("a"), text("b"), text("b2", "b")])]),
    );
  });

  it("refuses an unknown id", () => {
    expect(duplicateBlock(sampleDocument(), { id: "nope" }, siteBlocks)).toEqual({
      ok: false,
      code: "not-found",
      message: 'No block has the id "nope".',
    });
  });

  it("refuses to duplicate the root", () => {
    expect(duplicateBlock(sampleDocument(), { id: "root" }, siteBlocks)).toEqual({
      ok: false,
      code: "root",
      message: "The root block cannot be duplicated.",
    });
  });

  it.each(["header", "footer", "page"] as const)("refuses to duplicate a %s container", (role) => {
    const document = page([container("frame", [text("inside")], role)]);
    expect(duplicateBlock(document, { id: "frame" }, siteBlocks)).toEqual({
      ok: false,
      code: "locked",
      message: "This Container block cannot be duplicated.",
    });
  });

  it("refuses to duplicate a section that holds a footer container", () => {
    expect(duplicateBlock(sampleDocument(), { id: "end" }, siteBlocks)).toEqual({
      ok: false,
      code: "locked",
      message: "It holds a Container block that cannot be duplicated.",
    });
  });

  it("refuses a copy in a parent that already holds MAX_CHILDREN", () => {
    const full = Array.from({ length: MAX_CHILDREN }, (_, i) => text(`t${i}`));
    expect(duplicateBlock(page([container("full", full)]), { id: "t0" }, siteBlocks)).toEqual({
      ok: false,
      code: "too-many-children",
      message: `A block may hold at most ${MAX_CHILDREN} blocks directly.`,
    });
  });
});

describe("duplicateBlock in a document that already breaks the rules", () => {
  it("refuses a copy inside a block that accepts no children", () => {
    const broken = page([{ ...text("t"), children: [text("inside")] } as unknown as BlockNode]);
    expect(duplicateBlock(broken, { id: "inside" }, siteBlocks)).toEqual({
      ok: false,
      code: "not-accepted",
      message: "A Text block cannot be placed inside a Text block.",
    });
  });

  it("refuses a copy nested deeper than MAX_BLOCK_DEPTH", () => {
    let node = container(`n${MAX_BLOCK_DEPTH + 1}`);
    for (let level = MAX_BLOCK_DEPTH; level >= 1; level--) node = container(`n${level}`, [node]);
    expect(duplicateBlock(page([node]), { id: `n${MAX_BLOCK_DEPTH + 1}` }, siteBlocks)).toEqual({
      ok: false,
      code: "too-deep",
      message: `Blocks may be nested at most ${MAX_BLOCK_DEPTH} deep.`,
    });
  });
});
