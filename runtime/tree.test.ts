import { produce } from "immer";
import { describe, expect, it } from "vitest";
import type { BlockNode, BlockNodeOf, PageDocument } from "../schema/page";
import { richTextFromPlainText } from "../schema/richText/plainText";
import {
  allNodes,
  ancestorsOf,
  descendantsOf,
  descendantsOfNode,
  findNode,
  isSelfOrAncestor,
  locate,
  parentOf,
  pathOf,
  subtreeHeight,
} from "./tree";

function text(id: string): BlockNode {
  return { id, type: "Text", props: { content: richTextFromPlainText(id) } };
}

function container(id: string, children?: BlockNode[]): BlockNodeOf<"Container"> {
  return children ? { id, type: "Container", props: {}, children } : { id, type: "Container", props: {} };
}

function page(root: BlockNodeOf<"Container">): PageDocument {
  return { schemaVersion: 1, kind: "page", id: "home", title: "Home", path: "/", root };
}

/**
 * root
 * ├── header [logo]
 * ├── main [title, row [cta, note]]
 * └── footer (no children array)
 */
function sampleDocument(): PageDocument {
  return page(
    container("root", [
      container("header", [text("logo")]),
      container("main", [text("title"), container("row", [{ id: "cta", type: "Button", props: {} }, text("note")])]),
      container("footer"),
    ]),
  );
}

function ids(nodes: readonly BlockNode[]): string[] {
  return nodes.map((node) => node.id);
}

/** A chain of containers: `n0` (the root) holds `n1`, which holds `n2`, down to `n{depth}`. */
function chain(depth: number): PageDocument {
  let node = container(`n${depth}`);
  for (let level = depth - 1; level >= 0; level--) node = container(`n${level}`, [node]);
  return page(node);
}

describe("locate", () => {
  it("places the root at index 0 with an empty path and no parent", () => {
    const document = sampleDocument();
    expect(locate(document, "root")).toEqual({ node: document.root, parent: null, index: 0, path: [] });
  });

  it("gives a nested node with its parent, index and path", () => {
    const document = sampleDocument();
    const location = locate(document, "note");
    expect(location?.node).toBe(findNode(document, "note"));
    expect(location?.node).toEqual(text("note"));
    expect(location?.parent?.id).toBe("row");
    expect(location?.index).toBe(1);
    expect(location?.path).toEqual([1, 1, 1]);
  });

  it("gives undefined for an unknown id", () => {
    expect(locate(sampleDocument(), "missing")).toBeUndefined();
  });
});

describe("findNode", () => {
  it("returns the node object of the document itself", () => {
    const document = sampleDocument();
    expect(findNode(document, "root")).toBe(document.root);
    expect(findNode(document, "logo")).toBe(document.root.children?.[0]?.children?.[0]);
  });

  it("returns undefined for an unknown id", () => {
    expect(findNode(sampleDocument(), "missing")).toBeUndefined();
  });
});

describe("parentOf", () => {
  it("is null for the root, the parent node for others and undefined for unknown ids", () => {
    const document = sampleDocument();
    expect(parentOf(document, "root")).toBeNull();
    expect(parentOf(document, "main")).toBe(document.root);
    expect(parentOf(document, "cta")?.id).toBe("row");
    expect(parentOf(document, "missing")).toBeUndefined();
  });
});

describe("pathOf", () => {
  it("gives the child indexes from the root down", () => {
    const document = sampleDocument();
    expect(pathOf(document, "root")).toEqual([]);
    expect(pathOf(document, "header")).toEqual([0]);
    expect(pathOf(document, "footer")).toEqual([2]);
    expect(pathOf(document, "title")).toEqual([1, 0]);
    expect(pathOf(document, "cta")).toEqual([1, 1, 0]);
    expect(pathOf(document, "missing")).toBeUndefined();
  });
});

describe("ancestorsOf", () => {
  it("lists the ancestors nearest first, ending with the root", () => {
    expect(ids(ancestorsOf(sampleDocument(), "cta"))).toEqual(["row", "main", "root"]);
    expect(ids(ancestorsOf(sampleDocument(), "header"))).toEqual(["root"]);
  });

  it("is empty for the root and for unknown ids", () => {
    expect(ancestorsOf(sampleDocument(), "root")).toEqual([]);
    expect(ancestorsOf(sampleDocument(), "missing")).toEqual([]);
  });
});

describe("descendantsOf", () => {
  it("lists everything below a node, depth first in document order", () => {
    expect(ids(descendantsOf(sampleDocument(), "main"))).toEqual(["title", "row", "cta", "note"]);
    expect(ids(descendantsOf(sampleDocument(), "root"))).toEqual(["header", "logo", "main", "title", "row", "cta", "note", "footer"]);
  });

  it("is empty for leaves, containers without children and unknown ids", () => {
    expect(descendantsOf(sampleDocument(), "title")).toEqual([]);
    expect(descendantsOf(sampleDocument(), "footer")).toEqual([]);
    expect(descendantsOf(sampleDocument(), "missing")).toEqual([]);
  });

  it("works on a node outside any document", () => {
    expect(ids(descendantsOfNode(container("x", [container("y", [text("z")]), text("w")])))).toEqual(["y", "z", "w"]);
  });
});

describe("isSelfOrAncestor", () => {
  it("is true for the node itself and for each of its ancestors", () => {
    const document = sampleDocument();
    expect(isSelfOrAncestor(document, "cta", "cta")).toBe(true);
    expect(isSelfOrAncestor(document, "row", "cta")).toBe(true);
    expect(isSelfOrAncestor(document, "main", "cta")).toBe(true);
    expect(isSelfOrAncestor(document, "root", "cta")).toBe(true);
  });

  it("is false for descendants, siblings, cousins and unknown ids", () => {
    const document = sampleDocument();
    expect(isSelfOrAncestor(document, "cta", "row")).toBe(false);
    expect(isSelfOrAncestor(document, "note", "cta")).toBe(false);
    expect(isSelfOrAncestor(document, "header", "cta")).toBe(false);
    expect(isSelfOrAncestor(document, "root", "missing")).toBe(false);
    expect(isSelfOrAncestor(document, "missing", "cta")).toBe(false);
  });
});

describe("subtreeHeight", () => {
  it("is 0 for a block without children, or with an empty children array", () => {
    expect(subtreeHeight(text("a"))).toBe(0);
    expect(subtreeHeight(container("a", []))).toBe(0);
  });

  it("counts the levels of the deepest branch", () => {
    expect(subtreeHeight(sampleDocument().root)).toBe(3);
    expect(subtreeHeight(container("a", [text("b"), container("c", [container("d", [text("e")])])]))).toBe(3);
  });

  it("handles chains far deeper than a call stack would allow", () => {
    expect(subtreeHeight(chain(20_000).root)).toBe(20_000);
  });
});

describe("allNodes", () => {
  it("lists every node, root first, depth first in document order", () => {
    expect(ids(allNodes(sampleDocument()))).toEqual(["root", "header", "logo", "main", "title", "row", "cta", "note", "footer"]);
  });

  it("gives just the root of an empty page", () => {
    expect(ids(allNodes(page(container("only"))))).toEqual(["only"]);
  });
});

describe("indexing", () => {
  it("answers for each document by its own tree when a changed copy shares the old nodes", () => {
    const before = sampleDocument();
    const [header, main, footer] = before.root.children as [BlockNode, BlockNode, BlockNode];
    // A move of `footer` to the front, the way immer builds the next document: new root, same subtrees.
    const after = page({ ...before.root, children: [footer, header, main] });
    expect(pathOf(before, "main")).toEqual([1]);
    expect(pathOf(after, "main")).toEqual([2]);
    expect(pathOf(after, "cta")).toEqual([2, 1, 0]);
    expect(pathOf(before, "cta")).toEqual([1, 1, 0]);
    expect(parentOf(after, "footer")).toBe(after.root);
    expect(parentOf(before, "footer")).toBe(before.root);
  });

  it("indexes a draft read inside a recipe on its own, so the next version is never derived from a revoked draft", () => {
    const before = sampleDocument();
    expect(pathOf(before, "cta")).toEqual([1, 1, 0]);
    const after = produce(before, (draft) => {
      const row = findNode(draft, "row");
      if (row?.type === "Container") row.props.background = "#000000";
    });
    const next = produce(after, (draft) => {
      const note = findNode(draft, "note");
      if (note) note.props = { ...note.props };
    });
    expect(findNode(next, "note")).toBe(next.root.children?.[1]?.children?.[1]?.children?.[1]);
    expect(parentOf(after, "cta")).toBe(after.root.children?.[1]?.children?.[1]);
  });

  it("locates nodes of very deep documents", () => {
    const document = chain(1_000);
    expect(pathOf(document, "n1000")).toHaveLength(1_000);
    expect(ancestorsOf(document, "n3")).toHaveLength(3);
  });
});
