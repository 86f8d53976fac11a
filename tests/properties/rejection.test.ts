import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { pointerExists } from "../../runtime/jsonPointer";
import { parsePage } from "../../runtime/parse";
import { allNodes } from "../../runtime/tree";
import type { PageDocument } from "../../schema/page";
import { pageDocumentArbitrary } from "../arbitraries/documents";

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

/** Mutations that no valid document survives. */
const mutations = {
  /** Any value replaced by an object with an unknown property: every schema object forbids unknown properties. */
  replaceWithBogusObject: (document: PageDocument, pick: number) => {
    const paths = allPaths(document as unknown as Json);
    return setAt(document as unknown as Json, paths[pick % paths.length] ?? [], () => ({ "%bogus": true }));
  },
  /** A required property of a node removed. */
  dropRequired: (document: PageDocument, pick: number) => {
    const nodes = allNodes(document);
    const index = pick % nodes.length;
    const field = (["id", "type", "props"] as const)[pick % 3] as string;
    const path = [...pathToNode(document, nodes[index]?.id ?? ""), field];
    return setAt(document as unknown as Json, path, () => undefined);
  },
  /** Two blocks with one id. */
  duplicateId: (document: PageDocument, pick: number) => {
    const nodes = allNodes(document);
    if (nodes.length < 2) return setAt(document as unknown as Json, ["root", "id"], () => "not an id!");
    const copyTo = nodes[1 + (pick % (nodes.length - 1))]?.id ?? "";
    return setAt(document as unknown as Json, [...pathToNode(document, copyTo), "id"], () => document.root.id);
  },
  /** A block of a type nobody registered. */
  unknownType: (document: PageDocument, pick: number) => {
    const nodes = allNodes(document);
    const id = nodes[pick % nodes.length]?.id ?? "";
    return setAt(document as unknown as Json, [...pathToNode(document, id), "type"], () => "Carousel");
  },
  /** schemaVersion as text. */
  versionAsText: (document: PageDocument) => setAt(document as unknown as Json, ["schemaVersion"], () => "1"),
};

function pathToNode(document: PageDocument, id: string): (string | number)[] {
  const walk = (
    node: PageDocument["root"] | NonNullable<PageDocument["root"]["children"]>[number],
    path: (string | number)[],
  ): (string | number)[] | null => {
    if (node.id === id) return path;
    for (const [i, child] of (node.children ?? []).entries()) {
      const found = walk(child, [...path, "children", i]);
      if (found) return found;
    }
    return null;
  };
  return walk(document.root, ["root"]) ?? ["root"];
}

describe("a document broken by a random mutation", () => {
  it("is rejected with at least one clear error whose pointer exists in the input", () => {
    fc.assert(
      fc.property(
        pageDocumentArbitrary,
        fc.constantFrom(...(Object.keys(mutations) as (keyof typeof mutations)[])),
        fc.nat(),
        (document, name, pick) => {
          const broken = mutations[name](document, pick);
          const result = parsePage(broken, { registry: siteBlocks });
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.errors.length).toBeGreaterThan(0);
          expect(result.errors.some((error) => pointerExists(broken, error.pointer))).toBe(true);
          for (const error of result.errors) {
            expect(error.rule).not.toBe("");
            expect(error.message).toMatch(/^[A-Z"].{8,}\.$/s);
          }
        },
      ),
    );
  });
});
