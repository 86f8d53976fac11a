import { applyPatches } from "immer";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import type { BlockNode, BlockNodeOf, PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { Change } from "./operationResult";
import { removeBlock } from "./removeBlock";

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

const header = (children: BlockNode[] = [text("logo")]) => container("header", children, "header");
const main = (children: BlockNode[] = [text("a"), container("b", [text("c")])]) => container("main", children);
const end = () => container("end", [text("credits"), container("footer", [], "footer")]);

/** root [header [logo], main [a, b [c]], end [credits, footer]] */
function sampleDocument(): PageDocument {
  return page([header(), main(), end()]);
}

/** Removes, checking that the input is untouched and that the patches lead both ways. */
function removeChecked(document: PageDocument, id: string): Change {
  const snapshot = structuredClone(document);
  const result = removeBlock(document, { id }, siteBlocks);
  expect(document).toEqual(snapshot);
  if (!result.ok) throw new Error(`Refused (${result.code}): ${result.message}`);
  expect(applyPatches(document, result.patches)).toEqual(result.document);
  expect(applyPatches(result.document, result.inversePatches)).toEqual(document);
  return result;
}

describe("removeBlock", () => {
  it("removes a leaf", () => {
    expect(removeChecked(sampleDocument(), "a").document).toEqual(page([header(), main([container("b", [text("c")])]), end()]));
  });

  it("removes a block with everything inside it", () => {
    expect(removeChecked(sampleDocument(), "b").document).toEqual(page([header(), main([text("a")]), end()]));
    expect(removeChecked(sampleDocument(), "main").document).toEqual(page([header(), end()]));
  });

  it("removes the last child of a locked container, leaving it empty", () => {
    expect(removeChecked(sampleDocument(), "logo").document).toEqual(page([header([]), main(), end()]));
  });

  it("removes a block next to a locked one", () => {
    expect(removeChecked(sampleDocument(), "credits").document).toEqual(
      page([header(), main(), container("end", [container("footer", [], "footer")])]),
    );
  });

  it("keeps the subtrees it does not touch", () => {
    const document = sampleDocument();
    const result = removeChecked(document, "a");
    expect(result.document.root.children?.[0]).toBe(document.root.children?.[0]);
    expect(result.document.root.children?.[1]?.children?.[0]).toBe(document.root.children?.[1]?.children?.[1]);
  });

  it("refuses an unknown id", () => {
    expect(removeBlock(sampleDocument(), { id: "nope" }, siteBlocks)).toEqual({
      ok: false,
      code: "not-found",
      message: 'No block has the id "nope".',
    });
  });

  it("refuses to remove the root", () => {
    expect(removeBlock(sampleDocument(), { id: "root" }, siteBlocks)).toEqual({
      ok: false,
      code: "root",
      message: "The root block cannot be deleted.",
    });
  });

  it.each(["header", "footer", "page"] as const)("refuses to remove a %s container", (role) => {
    const document = page([container("frame", [text("inside")], role)]);
    expect(removeBlock(document, { id: "frame" }, siteBlocks)).toEqual({
      ok: false,
      code: "locked",
      message: "This Container block cannot be deleted.",
    });
  });

  it("refuses to remove a section that holds a footer container", () => {
    expect(removeBlock(sampleDocument(), { id: "end" }, siteBlocks)).toEqual({
      ok: false,
      code: "locked",
      message: "It holds a Container block that cannot be deleted.",
    });
  });

  it("refuses to remove a block with a locked container deep inside", () => {
    const document = page([container("outer", [text("x"), container("inner", [container("nav", [], "header")])])]);
    expect(removeBlock(document, { id: "outer" }, siteBlocks)).toEqual({
      ok: false,
      code: "locked",
      message: "It holds a Container block that cannot be deleted.",
    });
    expect(removeBlock(document, { id: "inner" }, siteBlocks)).toMatchObject({ ok: false, code: "locked" });
    expect(removeChecked(document, "x").document).toEqual(
      page([container("outer", [container("inner", [container("nav", [], "header")])])]),
    );
  });
});
