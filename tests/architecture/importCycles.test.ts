import { describe, expect, it } from "vitest";
import { fileGraph, folderGraph, importCircles } from "./importCycles";
import { createResolver, readSource } from "./importGraph";
import { productionFiles } from "./productionFiles";

const root = process.cwd();

/**
 * Files that import one another, even only for a type, cannot be read, tested or moved one at a
 * time, and a circle through a module's top level breaks at load time in whichever order the
 * bundler picks. The usual way out: the shared type in a file of its own, or the dependency passed in.
 */
describe("the files of production code", () => {
  const graph = () =>
    fileGraph(
      productionFiles(root).map((path) => readSource(root, path)),
      createResolver(root),
    );

  it("import one another in no circle, type-only imports and re-exports included", () => {
    const files = graph();
    expect(files.size).toBeGreaterThan(300);
    expect(importCircles(files)).toEqual([]);
  }, 60_000);

  /**
   * The studio's folders (the editor core's parts, the shell, each section) import one another in
   * one direction only, so the core can be read without the studio and a section without the others.
   */
  it("leave the editor's folders in no circle either", () => {
    const editorFiles = new Map([...graph()].filter(([path]) => path.startsWith("editor/")));
    const folders = folderGraph(editorFiles);
    expect(folders.size).toBeGreaterThan(15);
    expect(importCircles(folders)).toEqual([]);
  }, 60_000);
});

/** A graph from a list of edges, as `fileGraph` builds it. */
function graphOf(edges: Record<string, readonly string[]>): Map<string, Set<string>> {
  return new Map(Object.entries(edges).map(([from, targets]) => [from, new Set(targets)]));
}

describe("the circle detector", () => {
  it("finds a circle between folders made of files that form none", () => {
    const files = graphOf({ "editor/a/x.ts": ["editor/b/y.ts"], "editor/b/y.ts": ["editor/a/z.ts"], "editor/a/z.ts": [] });
    expect(importCircles(files)).toEqual([]);
    expect(importCircles(folderGraph(files))).toEqual([["editor/a", "editor/b"]]);
  });

  it("finds a circle of three, without the file that only leads into it", () => {
    const graph = graphOf({ entry: ["b"], b: ["c"], c: ["a"], a: ["b"] });
    expect(importCircles(graph)).toEqual([["a", "b", "c"]]);
  });

  it("finds none in a chain, however long", () => {
    const graph = graphOf({ a: ["b", "c"], b: ["c", "d"], c: ["d"], d: [] });
    expect(importCircles(graph)).toEqual([]);
  });

  it("finds two separate circles, one joined to the other by an edge that closes no circle", () => {
    const graph = graphOf({ x: ["y"], y: ["x", "m"], m: ["n"], n: ["o"], o: ["m"] });
    expect(importCircles(graph)).toEqual([
      ["m", "n", "o"],
      ["x", "y"],
    ]);
  });

  it("counts a type-only import and a re-export as the edges they are", () => {
    const files = [
      { path: "runtime/probeA.ts", text: 'import type { B } from "./probeB";\nexport type A = B;' },
      { path: "runtime/probeB.ts", text: 'export type { A as B } from "./probeA";' },
    ];
    const resolve = createResolver(root, new Map(files.map((file) => [file.path, file.text])));
    expect(importCircles(fileGraph(files, resolve))).toEqual([["runtime/probeA.ts", "runtime/probeB.ts"]]);
  });
});
