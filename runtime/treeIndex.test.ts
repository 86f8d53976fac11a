import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { buildTreeIndex, deriveTreeIndex, type TreeIndex } from "./treeIndex";
import type { TreeNode } from "./treeNode";

interface Node {
  id: string;
  type: string;
  props: { n: number };
  children?: Node[];
}

/** A small deterministic random source, so a failure repeats. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function allOf(root: Node): Node[] {
  return [root, ...(root.children ?? []).flatMap(allOf)];
}

function tree(next: () => number): Node {
  let id = 0;
  const make = (depth: number): Node => ({
    id: `n${id++}`,
    type: "Box",
    props: { n: 0 },
    children: depth < 3 ? Array.from({ length: 1 + Math.floor(next() * 4) }, () => make(depth + 1)) : [],
  });
  return make(0);
}

/** One random change, made as the editor's operations make them: through immer, sharing the untouched subtrees. */
function change(root: Node, next: () => number, fresh: () => string): Node {
  const nodes = allOf(root);
  const pick = () => nodes[Math.floor(next() * nodes.length)] as Node;
  const find = (draft: Node, id: string): Node | undefined => allOf(draft).find((node) => node.id === id);
  const contains = (node: Node, id: string) => allOf(node).some((inner) => inner.id === id);
  const parentIn = (draft: Node, id: string) => allOf(draft).find((node) => node.children?.some((child) => child.id === id));
  const kind = Math.floor(next() * 4);
  const target = pick();
  return produce(root, (draft) => {
    const node = find(draft, target.id) as Node;
    if (kind === 0) node.props.n++;
    else if (kind === 1) node.children = [...(node.children ?? []), { id: fresh(), type: "Box", props: { n: 0 }, children: [] }];
    else {
      const parent = parentIn(draft, target.id);
      if (!parent?.children) return;
      const [taken] = parent.children.splice(parent.children.indexOf(node), 1);
      if (kind === 2 || !taken) return; // removed
      const destination = pick();
      const host = find(draft, destination.id);
      if (!host || contains(taken, destination.id)) parent.children.push(taken);
      else {
        host.children = host.children ?? [];
        host.children.splice(Math.floor(next() * (host.children.length + 1)), 0, taken);
      }
    }
  });
}

function expectSame(derived: TreeIndex, root: Node, ids: readonly string[]): void {
  const built = buildTreeIndex(root as TreeNode);
  for (const id of ids) expect(derived.get(id), id).toEqual(built.get(id));
}

describe("deriveTreeIndex", () => {
  it("gives what indexing from scratch gives, after any sequence of edits, inserts, removals and moves", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed);
      let fresh = 0;
      let root = tree(next);
      let index = buildTreeIndex(root as TreeNode);
      const ids = new Set(allOf(root).map((node) => node.id));
      for (let step = 0; step < 30; step++) {
        const changed = change(root, next, () => `new${seed}-${fresh++}`);
        index = deriveTreeIndex(index, root as TreeNode, changed as TreeNode);
        root = changed;
        for (const node of allOf(root)) ids.add(node.id);
        expectSame(index, root, [...ids]);
      }
    }
  });

  it("keeps answering for an older version once newer ones are derived from it", () => {
    const next = random(7);
    const first = tree(next);
    const firstIndex = buildTreeIndex(first as TreeNode);
    let root = first;
    let index = firstIndex;
    for (let step = 0; step < 20; step++) {
      const changed = change(root, next, () => `later${step}`);
      index = deriveTreeIndex(index, root as TreeNode, changed as TreeNode);
      root = changed;
    }
    expectSame(
      firstIndex,
      first,
      allOf(first).map((node) => node.id),
    );
  });

  it("indexes afresh a tree with another root", () => {
    const before: Node = { id: "a", type: "Box", props: { n: 0 }, children: [{ id: "x", type: "Box", props: { n: 0 } }] };
    const after: Node = { id: "b", type: "Box", props: { n: 0 }, children: [] };
    const index = deriveTreeIndex(buildTreeIndex(before as TreeNode), before as TreeNode, after as TreeNode);
    expect(index.get("x")).toBeUndefined();
    expect(index.get("b")?.node).toBe(after);
  });
});
