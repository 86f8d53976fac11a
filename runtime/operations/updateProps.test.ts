import { applyPatches } from "immer";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import type { BlockNode, BlockNodeOf, PageDocument, StoredPropsOf } from "../../schema/page";
import { MAX_RICH_TEXT_DEPTH } from "../../schema/richText/limits";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { elementNode as element } from "../../schema/richText/richTextTesting";
import type { Change } from "./operationResult";
import { type UpdateProps, updateProps } from "./updateProps";

function text(id: string, props: StoredPropsOf<"Text">): BlockNodeOf<"Text"> {
  return { id, type: "Text", props };
}

function container(id: string, children: BlockNode[], props: StoredPropsOf<"Container"> = {}): BlockNodeOf<"Container"> {
  return { id, type: "Container", props, children };
}

function page(root: BlockNodeOf<"Container">): PageDocument {
  return { schemaVersion: 1, kind: "page", id: "home", title: "Home", path: "/", root };
}

const aside = () => container("aside", [text("note", { content: richTextFromPlainText("Note") })]);

/** root [main [title (Hello, bold, margins), cta], aside [note]] */
function sampleDocument(
  title: StoredPropsOf<"Text"> = { content: richTextFromPlainText("Hello"), fontWeight: 700, margins: [0, 0, 8, 0] },
): PageDocument {
  return page(
    container("root", [container("main", [text("title", title), { id: "cta", type: "Button", props: { text: "Buy" } }]), aside()], {
      role: "page",
    }),
  );
}

/** Updates, checking that the input is untouched and that the patches lead both ways. */
function updateChecked(document: PageDocument, args: UpdateProps): Change {
  const snapshot = structuredClone(document);
  const result = updateProps(document, args, siteBlocks);
  expect(document).toEqual(snapshot);
  if (!result.ok) throw new Error(`Refused (${result.code}): ${result.message}`);
  expect(applyPatches(document, result.patches)).toEqual(result.document);
  expect(applyPatches(result.document, result.inversePatches)).toEqual(document);
  return result;
}

describe("updateProps", () => {
  it("sets a prop", () => {
    expect(updateChecked(sampleDocument(), { id: "title", props: { fontSize: 24 } }).document).toEqual(
      sampleDocument({ content: richTextFromPlainText("Hello"), fontWeight: 700, margins: [0, 0, 8, 0], fontSize: 24 }),
    );
  });

  it("sets several props at once and replaces existing values", () => {
    const result = updateChecked(sampleDocument(), {
      id: "title",
      props: { content: richTextFromPlainText("Bye"), fontWeight: 500, margins: [1, 2, 3, 4] },
    });
    expect(result.document).toEqual(sampleDocument({ content: richTextFromPlainText("Bye"), fontWeight: 500, margins: [1, 2, 3, 4] }));
  });

  it("removes a prop set to undefined, so its default applies again", () => {
    const result = updateChecked(sampleDocument(), { id: "title", props: { fontWeight: undefined } });
    expect(result.document).toEqual(sampleDocument({ content: richTextFromPlainText("Hello"), margins: [0, 0, 8, 0] }));
    expect(Object.hasOwn(result.document.root.children?.[0]?.children?.[0]?.props ?? {}, "fontWeight")).toBe(false);
  });

  it("sets and removes props in one change", () => {
    const result = updateChecked(sampleDocument(), { id: "title", props: { margins: undefined, textAlign: "center" } });
    expect(result.document).toEqual(sampleDocument({ content: richTextFromPlainText("Hello"), fontWeight: 700, textAlign: "center" }));
  });

  it("updates the props of the root", () => {
    const document = sampleDocument();
    const result = updateChecked(document, { id: "root", props: { background: "#112233" } });
    expect(result.document).toEqual({ ...document, root: { ...document.root, props: { role: "page", background: "#112233" } } });
    expect(result.document.root.children).toBe(document.root.children);
  });

  it("stores a copy of the values given", () => {
    const margins = [4, 4, 4, 4];
    const result = updateChecked(sampleDocument(), { id: "title", props: { margins } });
    margins[0] = 99;
    expect(result.document).toEqual(sampleDocument({ content: richTextFromPlainText("Hello"), fontWeight: 700, margins: [4, 4, 4, 4] }));
  });

  it("keeps the subtrees it does not touch", () => {
    const document = sampleDocument();
    const result = updateChecked(document, { id: "title", props: { fontSize: 24 } });
    expect(result.document.root.children?.[1]).toBe(document.root.children?.[1]);
    expect(result.document.root.children?.[0]?.children?.[1]).toBe(document.root.children?.[0]?.children?.[1]);
  });
});

describe("updateProps without an actual change", () => {
  it.each<[string, Record<string, unknown>]>([
    ["the same value", { fontWeight: 700, content: richTextFromPlainText("Hello") }],
    ["an equal list", { margins: [0, 0, 8, 0] }],
    ["undefined for a prop that is not set", { fontSize: undefined }],
    ["no props at all", {}],
  ])("gives back the same document and no patches for %s", (_, props) => {
    const document = sampleDocument();
    const result = updateProps(document, { id: "title", props }, siteBlocks);
    expect(result).toEqual({ ok: true, document, patches: [], inversePatches: [] });
    expect(result.ok && result.document).toBe(document);
  });
});

describe("updateProps refusals", () => {
  it("refuses an unknown id", () => {
    expect(updateProps(sampleDocument(), { id: "nope", props: { text: "x" } }, siteBlocks)).toEqual({
      ok: false,
      code: "not-found",
      message: 'No block has the id "nope".',
    });
  });

  it("refuses a block of a type the registry does not know", () => {
    const document = page(container("root", [{ id: "video", type: "Carousel", props: {} } as unknown as BlockNode]));
    expect(updateProps(document, { id: "video", props: { src: "/a.mp4" } }, siteBlocks)).toEqual({
      ok: false,
      code: "invalid-block",
      message: 'Unknown block type "Carousel".',
    });
  });

  it("refuses a value outside the props schema, with a JSON pointer into the props", () => {
    expect(updateProps(sampleDocument(), { id: "title", props: { fontWeight: 600 } }, siteBlocks)).toEqual({
      ok: false,
      code: "invalid-props",
      message: '"fontWeight" must be one of 400, 500, 700.',
      errors: [{ pointer: "/fontWeight", rule: "enum", message: '"fontWeight" must be one of 400, 500, 700.' }],
    });
  });

  it("refuses rich text beyond what its walk allows, and a misplaced node in a rich-text sentence", () => {
    let deep: unknown = element("list", [], { listType: "bullet", start: 1, tag: "ul" });
    for (let level = MAX_RICH_TEXT_DEPTH; level >= 1; level--)
      deep = level % 2 === 1 ? element("list", [deep], { listType: "bullet", start: 1, tag: "ul" }) : element("listitem", [deep]);
    const tooDeep = updateProps(sampleDocument(), { id: "title", props: { content: { root: element("root", [deep]) } } }, siteBlocks);
    expect(tooDeep).toMatchObject({
      ok: false,
      code: "invalid-props",
      message: "Rich text may be nested at most 20 levels deep.",
      errors: [{ pointer: `/content/root${"/children/0".repeat(MAX_RICH_TEXT_DEPTH)}/children`, rule: "max-depth" }],
    });
    const misplaced = { root: element("root", [element("paragraph", [element("paragraph", [])])]) };
    expect(updateProps(sampleDocument(), { id: "title", props: { content: misplaced } }, siteBlocks)).toMatchObject({
      ok: false,
      errors: [
        { pointer: "/content/root/children/0/children/0/type", rule: "known-type", message: expect.stringMatching(/^A rich-text node/) },
      ],
    });
  });

  it("joins the messages of several errors", () => {
    expect(updateProps(sampleDocument(), { id: "title", props: { fontFamily: "Arial", fontSize: "big" } }, siteBlocks)).toEqual({
      ok: false,
      code: "invalid-props",
      message: '"fontFamily" is not a known property here. "fontSize" must be a number.',
      errors: [
        { pointer: "/fontFamily", rule: "additionalProperties", message: '"fontFamily" is not a known property here.' },
        { pointer: "/fontSize", rule: "type", message: '"fontSize" must be a number.' },
      ],
    });
  });

  it("points into list props", () => {
    expect(updateProps(sampleDocument(), { id: "main", props: { paddings: [0, -1, 0, 0] } }, siteBlocks)).toEqual({
      ok: false,
      code: "invalid-props",
      message: '"paddings" item 1 must be at least 0.',
      errors: [{ pointer: "/paddings/1", rule: "minimum", message: '"paddings" item 1 must be at least 0.' }],
    });
  });

  it("refuses to change a locked prop, so a header cannot become a deletable section", () => {
    expect(updateProps(sampleDocument(), { id: "root", props: { role: "section" } }, siteBlocks)).toEqual({
      ok: false,
      code: "locked",
      message: '"role" of a Container block cannot be changed.',
    });
    expect(updateProps(sampleDocument(), { id: "main", props: { role: "header" } }, siteBlocks)).toMatchObject({
      ok: false,
      code: "locked",
    });
  });

  it("accepts a locked prop given its current value", () => {
    expect(updateChecked(sampleDocument(), { id: "root", props: { role: "page", radius: 4 } }).document.root.props).toEqual({
      role: "page",
      radius: 4,
    });
  });
});
