import { applyPatches } from "immer";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { type BlockNode, type BlockNodeOf, MAX_CHILDREN, type PageDocument } from "../../schema/page";
import { MAX_RICH_TEXT_DEPTH } from "../../schema/richText/limits";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { richTextOf as content, elementNode as element } from "../../schema/richText/richTextTesting";
import { MAX_BLOCK_DEPTH } from "../limits";
import { pathOf } from "../tree";
import { type InsertBlock, insertBlock } from "./insertBlock";
import type { Change } from "./operationResult";

function text(id: string): BlockNodeOf<"Text"> {
  return { id, type: "Text", props: { content: richTextFromPlainText(id) } };
}

function container(id: string, children?: BlockNode[], role?: "page" | "header" | "footer"): BlockNodeOf<"Container"> {
  const props = role ? { role } : {};
  return children ? { id, type: "Container", props, children } : { id, type: "Container", props };
}

function page(children: BlockNode[]): PageDocument {
  return { schemaVersion: 1, kind: "page", id: "home", title: "Home", path: "/", root: container("root", children, "page") };
}

/** root [header [logo], main [title], empty] */
function sampleDocument(): PageDocument {
  return page([container("header", [text("logo")], "header"), container("main", [text("title")]), container("empty")]);
}

/** A chain of containers below the root, `n1` to `n{depth}`, so that `n{depth}` sits at that depth. */
function chainDocument(depth: number): PageDocument {
  let node = container(`n${depth}`);
  for (let level = depth - 1; level >= 1; level--) node = container(`n${level}`, [node]);
  return page([node]);
}

/** Inserts, checking that the input is untouched and that the patches lead both ways. */
function insertChecked(document: PageDocument, args: InsertBlock): Change {
  const snapshot = structuredClone(document);
  const result = insertBlock(document, args, siteBlocks);
  expect(document).toEqual(snapshot);
  if (!result.ok) throw new Error(`Refused (${result.code}): ${result.message}`);
  expect(applyPatches(document, result.patches)).toEqual(result.document);
  expect(applyPatches(result.document, result.inversePatches)).toEqual(document);
  return result;
}

describe("insertBlock", () => {
  it("inserts at the start of a parent's children", () => {
    const result = insertChecked(sampleDocument(), { parentId: "main", index: 0, node: text("intro") });
    expect(result.document).toEqual(
      page([container("header", [text("logo")], "header"), container("main", [text("intro"), text("title")]), container("empty")]),
    );
  });

  it("inserts at the end of a parent's children", () => {
    const result = insertChecked(sampleDocument(), { parentId: "root", index: 3, node: text("outro") });
    expect(result.document).toEqual(
      page([container("header", [text("logo")], "header"), container("main", [text("title")]), container("empty"), text("outro")]),
    );
  });

  it("gives a parent without a children array its first child", () => {
    const result = insertChecked(sampleDocument(), { parentId: "empty", index: 0, node: text("first") });
    expect(result.document).toEqual(
      page([container("header", [text("logo")], "header"), container("main", [text("title")]), container("empty", [text("first")])]),
    );
  });

  it("inserts a whole subtree, as a copy of the node given", () => {
    const node = container("card", [text("cardTitle"), { id: "cta", type: "Button", props: { text: "Buy" } }]);
    const result = insertChecked(sampleDocument(), { parentId: "main", index: 1, node });
    expect(result.document).toEqual(
      page([
        container("header", [text("logo")], "header"),
        container("main", [text("title"), container("card", [text("cardTitle"), { id: "cta", type: "Button", props: { text: "Buy" } }])]),
        container("empty"),
      ]),
    );
    expect(result.document.root.children?.[1]?.children?.[1]).not.toBe(node);
  });

  it("keeps the subtrees it does not touch", () => {
    const document = sampleDocument();
    const result = insertChecked(document, { parentId: "main", index: 0, node: text("intro") });
    expect(result.document.root.children?.[0]).toBe(document.root.children?.[0]);
  });

  it("refuses an unknown parent", () => {
    expect(insertBlock(sampleDocument(), { parentId: "nope", index: 0, node: text("x") }, siteBlocks)).toEqual({
      ok: false,
      code: "not-found",
      message: 'No block has the id "nope".',
    });
  });

  it("refuses children for blocks that accept none", () => {
    expect(insertBlock(sampleDocument(), { parentId: "title", index: 0, node: text("x") }, siteBlocks)).toEqual({
      ok: false,
      code: "not-accepted",
      message: "A Text block cannot be placed inside a Text block.",
    });
    const button: BlockNode = { id: "x", type: "Button", props: {} };
    expect(insertBlock(sampleDocument(), { parentId: "logo", index: 0, node: button }, siteBlocks)).toEqual({
      ok: false,
      code: "not-accepted",
      message: "A Button block cannot be placed inside a Text block.",
    });
  });

  it("refuses a node whose id is already used in the document", () => {
    expect(insertBlock(sampleDocument(), { parentId: "main", index: 0, node: text("title") }, siteBlocks)).toEqual({
      ok: false,
      code: "duplicate-id",
      message: 'The id "title" is already used in this document.',
    });
  });

  it("refuses a subtree holding an id already used in the document", () => {
    const node = container("card", [text("fresh"), container("inner", [text("logo")])]);
    expect(insertBlock(sampleDocument(), { parentId: "main", index: 0, node }, siteBlocks)).toEqual({
      ok: false,
      code: "duplicate-id",
      message: 'The id "logo" is already used in this document.',
    });
  });

  it.each([
    [-1, 1],
    [2, 1],
    [0.5, 1],
    [Number.NaN, 1],
  ])("refuses position %s among %s children", (index, count) => {
    expect(insertBlock(sampleDocument(), { parentId: "main", index, node: text("x") }, siteBlocks)).toEqual({
      ok: false,
      code: "index-out-of-range",
      message: `The position must be a whole number from 0 to ${count}.`,
    });
  });

  it("accepts only position 0 in a parent without children", () => {
    expect(insertBlock(sampleDocument(), { parentId: "empty", index: 1, node: text("x") }, siteBlocks)).toEqual({
      ok: false,
      code: "index-out-of-range",
      message: "The position must be a whole number from 0 to 0.",
    });
  });

  it("refuses a block nested deeper than MAX_BLOCK_DEPTH", () => {
    const document = chainDocument(MAX_BLOCK_DEPTH);
    expect(pathOf(document, `n${MAX_BLOCK_DEPTH}`)).toHaveLength(MAX_BLOCK_DEPTH);
    const tooDeep = { ok: false, code: "too-deep", message: `Blocks may be nested at most ${MAX_BLOCK_DEPTH} deep.` };
    expect(insertBlock(document, { parentId: `n${MAX_BLOCK_DEPTH}`, index: 0, node: text("x") }, siteBlocks)).toEqual(tooDeep);
    // One level up there is room for a leaf, but not for a block with children.
    const parentId = `n${MAX_BLOCK_DEPTH - 1}`;
    expect(insertBlock(document, { parentId, index: 0, node: container("box", [text("x")]) }, siteBlocks)).toEqual(tooDeep);
    const result = insertChecked(document, { parentId, index: 0, node: text("x") });
    expect(pathOf(result.document, "x")).toHaveLength(MAX_BLOCK_DEPTH);
  });

  it("refuses a child for a parent that already holds MAX_CHILDREN", () => {
    const full = Array.from({ length: MAX_CHILDREN }, (_, i) => text(`t${i}`));
    const document = page([container("full", full)]);
    expect(insertBlock(document, { parentId: "full", index: 0, node: text("x") }, siteBlocks)).toEqual({
      ok: false,
      code: "too-many-children",
      message: `A block may hold at most ${MAX_CHILDREN} blocks directly.`,
    });
  });
});

describe("insertBlock with an invalid node", () => {
  const invalid = (node: unknown) => insertBlock(sampleDocument(), { parentId: "main", index: 0, node: node as BlockNode }, siteBlocks);

  it("reports a props value outside the schema, with a JSON pointer into the node", () => {
    expect(invalid({ id: "x", type: "Text", props: { fontWeight: 600 } })).toEqual({
      ok: false,
      code: "invalid-block",
      message: "The block is not valid.",
      errors: [{ pointer: "/props/fontWeight", rule: "enum", message: '"fontWeight" must be one of 400, 500, 700.' }],
    });
  });

  it("reports an unknown block type and names the known ones", () => {
    expect(invalid({ id: "x", type: "Carousel", props: {} })).toEqual({
      ok: false,
      code: "invalid-block",
      message: "The block is not valid.",
      errors: [
        {
          pointer: "/type",
          rule: "known-type",
          message:
            'Unknown block type "Carousel". Known types: Button, Container, Text, Hero, MembershipSection, FeaturedMusic, FeaturedMerch, UpcomingEvents, EmailList, Image, Countdown, Embed, Gallery, ContactForm, Video.',
        },
      ],
    });
  });

  it("reports a missing property and a malformed id", () => {
    expect(invalid({ id: "x", type: "Text" })).toMatchObject({
      code: "invalid-block",
      errors: [{ pointer: "", rule: "required", message: 'Missing the required property "props".' }],
    });
    expect(invalid({ id: "a b", type: "Text", props: {} })).toMatchObject({
      code: "invalid-block",
      errors: [{ pointer: "/id", rule: "pattern", message: "\"id\" must be an id of 1 to 64 letters, digits, '-' or '_'." }],
    });
  });

  it("points into the subtree for errors below the node", () => {
    expect(invalid({ id: "x", type: "Container", props: {}, children: [{ id: "y", type: "Text", props: { fontSize: 0 } }] })).toEqual({
      ok: false,
      code: "invalid-block",
      message: "The block is not valid.",
      errors: [{ pointer: "/children/0/props/fontSize", rule: "minimum", message: '"fontSize" must be at least 1.' }],
    });
    expect(
      invalid({ id: "x", type: "Container", props: {}, children: [{ id: "y", type: "Text", props: {}, children: [] }] }),
    ).toMatchObject({
      code: "invalid-block",
      errors: [{ pointer: "/children/0/children", rule: "additionalProperties" }],
    });
  });

  it("reports a Text's bad rich text at its node, as a paste or an integrator's insert brings it", () => {
    const link = element("link", [], { url: "javascript:alert(1)", rel: null, target: null, title: null });
    expect(
      invalid({
        id: "x",
        type: "Container",
        props: {},
        children: [
          { id: "y", type: "Text", props: { content: content(element("paragraph", [{ type: "script", version: 1 }])) } },
          { id: "z", type: "Text", props: { content: content(element("paragraph", [link])) } },
        ],
      }),
    ).toEqual({
      ok: false,
      code: "invalid-block",
      message: "The block is not valid.",
      errors: [
        {
          pointer: "/children/0/props/content/root/children/0/children/0/type",
          rule: "known-type",
          message:
            'A rich-text node of type "script" cannot be placed in a paragraph. Allowed here: text, linebreak, tab, emoji, keyword, mention, equation, image, inline-image, link, autolink, overflow.',
        },
        {
          pointer: "/children/1/props/content/root/children/0/children/0/url",
          rule: "pattern",
          message: expect.stringMatching(/javascript:.*not allowed/),
        },
      ],
    });
    let deep: unknown = element("list", [], { listType: "bullet", start: 1, tag: "ul" });
    for (let level = MAX_RICH_TEXT_DEPTH; level >= 1; level--)
      deep = level % 2 === 1 ? element("list", [deep], { listType: "bullet", start: 1, tag: "ul" }) : element("listitem", [deep]);
    expect(invalid({ id: "x", type: "Text", props: { content: content(deep) } })).toMatchObject({
      code: "invalid-block",
      errors: [{ pointer: `/props/content/root${"/children/0".repeat(MAX_RICH_TEXT_DEPTH)}/children`, rule: "max-depth" }],
    });
  });

  it("reports ids repeated inside the node itself", () => {
    expect(invalid(container("x", [text("y"), text("y")]))).toEqual({
      ok: false,
      code: "invalid-block",
      message: "The block is not valid.",
      errors: [{ pointer: "/children/1/id", rule: "unique-id", message: 'The id "y" is already used by the block at /children/0.' }],
    });
  });
});
