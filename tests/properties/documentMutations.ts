import { allNodes } from "../../runtime/tree";
import type { TreeDocument, TreeNode } from "../../runtime/treeNode";

/** A block document of any kind, as the mutations read it. */
type MutableDocument = TreeDocument;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value in a JSON document, the document itself included. */
function allPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...allPaths(item, [...path, i]));
  } else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) paths.push(...allPaths(item, [...path, key]));
  return paths;
}

function setAt(document: Json, path: (string | number)[], replace: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return replace(document) ?? null;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = document as Record<string | number, Json>;
  const copy = (Array.isArray(document) ? [...document] : { ...container }) as Record<string | number, Json>;
  const next = setAt(container[head] as Json, rest, replace);
  if (rest.length === 0 && replace(container[head] as Json) === undefined) delete copy[head];
  else copy[head] = next;
  return copy as Json;
}

/** Mutations that no valid document of any kind (page, email) survives. */
export const mutations = {
  /** Any value replaced by an object with an unknown property: every schema object forbids unknown properties. */
  replaceWithBogusObject: (document: MutableDocument, pick: number) => {
    const paths = allPaths(document as unknown as Json);
    return setAt(document as unknown as Json, paths[pick % paths.length] ?? [], () => ({ "%bogus": true }));
  },
  /** A required property of a node removed. */
  dropRequired: (document: MutableDocument, pick: number) => {
    const nodes = allNodes(document);
    const index = pick % nodes.length;
    const field = (["id", "type", "props"] as const)[pick % 3] as string;
    const path = [...pathToNode(document, nodes[index]?.id ?? ""), field];
    return setAt(document as unknown as Json, path, () => undefined);
  },
  /** Two blocks with one id. */
  duplicateId: (document: MutableDocument, pick: number) => {
    const nodes = allNodes(document);
    if (nodes.length < 2) return setAt(document as unknown as Json, ["root", "id"], () => "not an id!");
    const copyTo = nodes[1 + (pick % (nodes.length - 1))]?.id ?? "";
    return setAt(document as unknown as Json, [...pathToNode(document, copyTo), "id"], () => document.root.id);
  },
  /** A block of a type nobody registered. */
  unknownType: (document: MutableDocument, pick: number) => {
    const nodes = allNodes(document);
    const id = nodes[pick % nodes.length]?.id ?? "";
    return setAt(document as unknown as Json, [...pathToNode(document, id), "type"], () => "Carousel");
  },
  /** schemaVersion as text. */
  versionAsText: (document: MutableDocument) => setAt(document as unknown as Json, ["schemaVersion"], () => "1"),
};

function pathToNode(document: MutableDocument, id: string): (string | number)[] {
  const walk = (node: TreeNode, path: (string | number)[]): (string | number)[] | null => {
    if (node.id === id) return path;
    for (const [i, child] of (node.children ?? []).entries()) {
      const found = walk(child, [...path, "children", i]);
      if (found) return found;
    }
    return null;
  };
  return walk(document.root, ["root"]) ?? ["root"];
}
