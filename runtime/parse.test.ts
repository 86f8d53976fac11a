import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { MAX_RICH_TEXT_DEPTH } from "../schema/richText/limits";
import { richTextFromPlainText } from "../schema/richText/plainText";
import { elementNode as element, richTextOf as rich, textNode as words } from "../schema/richText/richTextTesting";
import { CURRENT_PAGE_SCHEMA_VERSION, CURRENT_SITE_SCHEMA_VERSION } from "../schema/version";
import { findTooDeep } from "./jsonDepth";
import { pointerExists } from "./jsonPointer";
import { DEEPEST_VALID_PAGE, MAX_BLOCK_DEPTH, MAX_JSON_DEPTH } from "./limits";
import { DOCUMENT_ERROR_BUDGET, parseDocument, parsePage, parseSite } from "./parse";
import type { DocumentError } from "./result";

const options = { registry: siteBlocks };
const fixturesDir = fileURLToPath(new URL("../tests/fixtures/", import.meta.url));

/** `[group/verdict/file, text]` for every fixture document of a group. */
function fixtures(group: "pages" | "sites", verdict: "valid" | "invalid"): [string, string][] {
  const dir = `${fixturesDir}${group}/${verdict}/`;
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => [`${group}/${verdict}/${file}`, readFileSync(dir + file, "utf8")]);
}
const validFixtures = [...fixtures("pages", "valid"), ...fixtures("sites", "valid")];
const invalidFixtures = [...fixtures("pages", "invalid"), ...fixtures("sites", "invalid")];
const allFixtures = [...validFixtures, ...invalidFixtures];

function errorsOf(input: unknown): DocumentError[] {
  const result = parseDocument(input, options);
  if (result.ok) throw new Error("expected the document to be refused");
  return result.errors;
}

function jsonErrorMessage(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} is valid JSON`);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function nestedArrays(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

function page(root: unknown): Record<string, unknown> {
  return { schemaVersion: 1, kind: "page", id: "home", title: "Home", path: "/", root };
}

const text = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: "Text", props: {}, ...extra });
const container = (id: string, children: unknown[]) => ({ id, type: "Container", props: {}, children });

describe("parseDocument before the schema", () => {
  it.each(["{", '{"kind": "page",', "", "undefined", "{'kind': 'page'}"])("refuses %j as not JSON", (input) => {
    expect(errorsOf(input)).toEqual([{ pointer: "", rule: "json", message: `The text is not valid JSON: ${jsonErrorMessage(input)}` }]);
  });

  it("accepts nesting of exactly MAX_JSON_DEPTH levels, and refuses one more with the pointer of the first value too deep", () => {
    expect(MAX_JSON_DEPTH).toBe(128);
    expect(errorsOf(nestedArrays(128))[0]?.rule).toBe("type");
    expect(errorsOf(nestedArrays(129))).toEqual([
      { pointer: "/0".repeat(128), rule: "max-depth", message: "The document is nested deeper than 128 levels." },
    ]);
    let deepObject: unknown = {};
    for (let level = 0; level < 128; level++) deepObject = { "a/b": deepObject };
    expect(errorsOf(deepObject)).toEqual([
      { pointer: "/a~1b".repeat(128), rule: "max-depth", message: "The document is nested deeper than 128 levels." },
    ]);
  });

  it("holds the deepest valid page: a Text at the deepest block with rich text at its deepest", () => {
    expect(DEEPEST_VALID_PAGE).toBe(85);
    expect(DEEPEST_VALID_PAGE).toBeLessThan(MAX_JSON_DEPTH);
  });

  it("refuses a 100,000-deep array, as text or as a value, without overflowing the stack", () => {
    const expected = [{ pointer: "/0".repeat(128), rule: "max-depth", message: "The document is nested deeper than 128 levels." }];
    expect(errorsOf(nestedArrays(100_000))).toEqual(expected);
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(errorsOf(deep)).toEqual(expected);
  });

  it("checks depth before anything else, inside a page too", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 130; level++) deep = [deep];
    const errors = errorsOf(page(container("root", [text("t", { props: { margins: deep } })])));
    expect(errors).toEqual([
      {
        pointer: `/root/children/0/props/margins${"/0".repeat(128 - 5)}`,
        rule: "max-depth",
        message: "The document is nested deeper than 128 levels.",
      },
    ]);
  });

  it.each([["[]"], ["null"], ['"page"'], ["42"]])("refuses %s: not an object", (input) => {
    expect(errorsOf(input)).toEqual([{ pointer: "", rule: "type", message: "A document must be a JSON object." }]);
  });

  it.each([[[]], [null], [42], [undefined], [true]])("refuses the value %j: not an object", (input) => {
    expect(errorsOf(input)).toEqual([{ pointer: "", rule: "type", message: "A document must be a JSON object." }]);
  });

  it("refuses a missing kind at the document, and an unknown one at /kind", () => {
    const message = '"kind" must be one of "page", "site", "email".';
    expect(errorsOf({ schemaVersion: 1 })).toEqual([{ pointer: "", rule: "kind", message }]);
    expect(errorsOf({ schemaVersion: 1, kind: "newsletter" })).toEqual([{ pointer: "/kind", rule: "kind", message }]);
    expect(errorsOf({ schemaVersion: 1, kind: 1 })).toEqual([{ pointer: "/kind", rule: "kind", message }]);
    expect(errorsOf({ schemaVersion: 1, kind: "toString" })).toEqual([{ pointer: "/kind", rule: "kind", message }]);
  });

  it("parsePage refuses a site document and parseSite a page document", () => {
    const site = parsePage({ schemaVersion: 1, kind: "site" }, options);
    expect(site).toEqual({
      ok: false,
      errors: [{ pointer: "/kind", rule: "kind", message: 'Expected a page document, but "kind" is "site".' }],
    });
    const home = parseSite(page(container("root", [])), options);
    expect(home).toEqual({
      ok: false,
      errors: [{ pointer: "/kind", rule: "kind", message: 'Expected a site document, but "kind" is "page".' }],
    });
  });

  it("refuses a missing schemaVersion at the document, and one that is not a whole number from 1 at /schemaVersion", () => {
    const message = `"schemaVersion" must be a whole number from 1 to ${CURRENT_SITE_SCHEMA_VERSION}.`;
    expect(errorsOf({ kind: "site" })).toEqual([{ pointer: "", rule: "schema-version", message }]);
    for (const schemaVersion of ["1", 1.5, 0, -1, null, Number.NaN]) {
      expect(errorsOf({ kind: "site", schemaVersion })).toEqual([{ pointer: "/schemaVersion", rule: "schema-version", message }]);
    }
  });

  it("refuses a document written for a newer schema of its kind", () => {
    const newer = CURRENT_PAGE_SCHEMA_VERSION + 1;
    expect(errorsOf({ kind: "page", schemaVersion: newer })).toEqual([
      {
        pointer: "/schemaVersion",
        rule: "schema-version",
        message: `This document was written for schema version ${newer}; this version of Backline reads up to ${CURRENT_PAGE_SCHEMA_VERSION}.`,
      },
    ]);
    // Each kind has its own history: a site is judged by the site's current version, not the page's.
    expect(CURRENT_PAGE_SCHEMA_VERSION).toBe(3);
    expect(CURRENT_SITE_SCHEMA_VERSION).toBe(2);
    expect(errorsOf({ kind: "site", schemaVersion: CURRENT_SITE_SCHEMA_VERSION + 1 })).toEqual([
      {
        pointer: "/schemaVersion",
        rule: "schema-version",
        message: `This document was written for schema version 3; this version of Backline reads up to 2.`,
      },
    ]);
  });
});

describe("parseDocument on the block tree", () => {
  it("names the known block types for an unknown one", () => {
    expect(errorsOf(page(container("root", [text("t"), { id: "x", type: "Carousel", props: {} }])))).toEqual([
      {
        pointer: "/root/children/1/type",
        rule: "known-type",
        message:
          'Unknown block type "Carousel". Known types: Button, Container, Text, Hero, MembershipSection, FeaturedMusic, FeaturedMerch, UpcomingEvents, EmailList, Image, Countdown, Embed, Gallery, ContactForm, Video.',
      },
    ]);
  });

  it("reports a block without a string type once, not again as a discriminator error", () => {
    expect(errorsOf(page(container("root", [{ id: "x", props: {} }])))).toEqual([
      { pointer: "/root/children/0", rule: "required", message: 'Missing the required property "type".' },
    ]);
    expect(errorsOf(page(container("root", [{ id: "x", type: 5, props: {} }])))).toEqual([
      { pointer: "/root/children/0/type", rule: "type", message: '"type" must be a string.' },
    ]);
    expect(errorsOf(page(container("root", [null])))).toEqual([
      { pointer: "/root/children/0", rule: "type", message: '"children" item 0 must be an object.' },
    ]);
  });

  it("reports a duplicate id at the later block, naming the earlier one", () => {
    const root = container("root", [container("a", [text("b")]), text("b"), text("root")]);
    expect(errorsOf(page(root))).toEqual([
      {
        pointer: "/root/children/1/id",
        rule: "unique-id",
        message: 'The id "b" is already used by the block at /root/children/0/children/0.',
      },
      { pointer: "/root/children/2/id", rule: "unique-id", message: 'The id "root" is already used by the block at /root.' },
    ]);
  });

  it("reports children on a Text or Button block once, as accepts-children and not as an unknown property", () => {
    const root = container("root", [text("t", { children: [text("u")] }), { id: "b", type: "Button", props: {}, children: [] }]);
    expect(errorsOf(page(root))).toEqual([
      { pointer: "/root/children/0/children", rule: "accepts-children", message: "Text blocks do not accept children." },
      { pointer: "/root/children/1/children", rule: "accepts-children", message: "Button blocks do not accept children." },
    ]);
  });

  it("still reports other unknown properties of a leaf with children", () => {
    const errors = errorsOf(page(container("root", [text("t", { children: [], style: "x" })])));
    expect(errors).toEqual([
      { pointer: "/root/children/0/style", rule: "additionalProperties", message: '"style" is not a known property here.' },
      { pointer: "/root/children/0/children", rule: "accepts-children", message: "Text blocks do not accept children." },
    ]);
  });

  /** Containers nested so that the innermost Text sits at block depth `depth` (the root is 0). */
  function chain(depth: number): unknown {
    let node: unknown = text("leaf");
    for (let level = depth - 1; level >= 1; level--) node = container(`c${level}`, [node]);
    return container("root", [node]);
  }

  it(`accepts blocks nested ${MAX_BLOCK_DEPTH} deep and refuses one more`, () => {
    expect(MAX_BLOCK_DEPTH).toBe(20);
    expect(parsePage(page(chain(MAX_BLOCK_DEPTH)), options).ok).toBe(true);
    expect(errorsOf(page(chain(MAX_BLOCK_DEPTH + 1)))).toEqual([
      {
        pointer: `/root${"/children/0".repeat(MAX_BLOCK_DEPTH)}/children`,
        rule: "max-depth",
        message: "Blocks may be nested at most 20 deep.",
      },
    ]);
  });
});

describe("parseDocument on the fixtures", () => {
  it.each(validFixtures)("accepts %s unchanged", (_name, json) => {
    expect(parseDocument(json, options)).toEqual({ ok: true, value: JSON.parse(json) });
  });

  it("accepts pages with parsePage and sites with parseSite", () => {
    for (const [name, json] of validFixtures) {
      const result = name.startsWith("pages/") ? parsePage(json, options) : parseSite(json, options);
      expect(result.ok, name).toBe(true);
    }
  });

  it.each(invalidFixtures)("refuses %s with errors whose pointers exist in it", (_name, json) => {
    const errors = errorsOf(json);
    expect(errors.length).toBeGreaterThan(0);
    const input: unknown = JSON.parse(json);
    for (const error of errors) expect(pointerExists(input, error.pointer), error.pointer).toBe(true);
  });

  it.each(allFixtures)("gives the same result for %s as JSON text and as a value", (_name, json) => {
    expect(parseDocument(JSON.parse(json), options)).toEqual(parseDocument(json, options));
  });

  it.each(allFixtures)("never mutates %s", (_name, json) => {
    const input = deepFreeze(JSON.parse(json));
    const copy = structuredClone(input);
    parseDocument(input, options);
    parsePage(input, options);
    parseSite(input, options);
    expect(input).toEqual(copy);
  });
});

describe("parseDocument on rich text", () => {
  const currentPage = (root: unknown) => ({ ...page(root), schemaVersion: CURRENT_PAGE_SCHEMA_VERSION });
  /** Rich text `levels` nodes deep: a list, an item, a list, an item, … below the root, the last one empty. */
  function nested(levels: number): unknown {
    const wrap = (level: number, children: unknown[]) =>
      level % 2 === 1
        ? element("list", children, { listType: "bullet", start: 1, tag: "ul" })
        : element("listitem", children, { value: 1 });
    let node = wrap(levels, []);
    for (let level = levels - 1; level >= 1; level--) node = wrap(level, [node]);
    return rich(node);
  }
  const content = "/root/children/0/props/content";

  it("refuses a node of an unknown type at its pointer, in a rich-text sentence, said once", () => {
    const errors = errorsOf(
      currentPage(container("root", [text("t", { props: { content: rich(element("paragraph", [{ type: "script", version: 1 }])) } })])),
    );
    expect(errors).toEqual([
      {
        pointer: `${content}/root/children/0/children/0/type`,
        rule: "known-type",
        message:
          'A rich-text node of type "script" cannot be placed in a paragraph. Allowed here: text, linebreak, tab, emoji, keyword, mention, equation, image, inline-image, link, autolink, overflow.',
      },
    ]);
  });

  it("refuses a javascript: link at its url", () => {
    const link = element("link", [words("click")], { url: "javascript:alert(1)", rel: null, target: null, title: null });
    const errors = errorsOf(currentPage(container("root", [text("t", { props: { content: rich(element("paragraph", [link])) } })])));
    expect(errors).toEqual([
      { pointer: `${content}/root/children/0/children/0/url`, rule: "pattern", message: expect.stringMatching(/javascript:.*not allowed/) },
    ]);
  });

  it(`refuses rich text nested ${MAX_RICH_TEXT_DEPTH + 1} levels deep, and nothing below where it stops`, () => {
    expect(parsePage(currentPage(container("root", [text("t", { props: { content: nested(MAX_RICH_TEXT_DEPTH) } })])), options).ok).toBe(
      true,
    );
    const errors = errorsOf(currentPage(container("root", [text("t", { props: { content: nested(MAX_RICH_TEXT_DEPTH + 1) } })])));
    expect(errors).toEqual([
      {
        pointer: `${content}/root${"/children/0".repeat(MAX_RICH_TEXT_DEPTH)}/children`,
        rule: "max-depth",
        message: "Rich text may be nested at most 20 levels deep.",
      },
    ]);
  });

  it("accepts the deepest valid page: a Text at the deepest block holding rich text at its deepest", () => {
    let node: unknown = text("leaf", { props: { content: nested(MAX_RICH_TEXT_DEPTH) } });
    for (let level = MAX_BLOCK_DEPTH - 1; level >= 1; level--) node = container(`c${level}`, [node]);
    const deepest = currentPage(container("root", [node]));
    expect(parsePage(deepest, options)).toEqual({ ok: true, value: deepest });
    expect(findTooDeep(deepest, DEEPEST_VALID_PAGE)).not.toBeNull();
    expect(findTooDeep(deepest, DEEPEST_VALID_PAGE + 1)).toBeNull();
  });

  it("checks rich text in a version-1 page after migrating it, and the tree's other rules still hold", () => {
    const result = parsePage(page(container("root", [text("t", { props: { text: "Hello\nthere" } })])), options);
    expect(result.ok && result.value.schemaVersion).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(result.ok && result.value.root.children?.[0]?.props).toEqual({ content: richTextFromPlainText("Hello\nthere") });
  });
});

describe("the error budget", () => {
  const badText = (id: string) => text(id, { props: { fontSize: "huge", color: 7 } });

  it("stops after 20 failing blocks of 11,000 and says it stopped: their first errors, in the document's order", () => {
    const containers = Array.from({ length: 11 }, (_, c) =>
      container(
        `c${c}`,
        Array.from({ length: 1000 }, (_, i) => badText(`t${c}-${i}`)),
      ),
    );
    const result = parsePage(page(container("root", containers)), options);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(DOCUMENT_ERROR_BUDGET);
    expect(result.incomplete).toBe(true);
    expect(result.errors[0]?.pointer).toBe("/root/children/0/children/0/props/fontSize");
    expect(result.errors[1]?.pointer).toBe("/root/children/0/children/0/props/color");
    expect(result.errors[2]?.pointer).toBe("/root/children/0/children/1/props/fontSize");
  });

  it("reports every error, and no stop, when there are fewer than the budget", () => {
    const result = parsePage({ ...page(container("root", [badText("a"), badText("b")])), title: "" }, options);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.incomplete).toBeUndefined();
    expect(result.errors.map((error) => error.pointer)).toEqual([
      "/title",
      "/root/children/0/props/fontSize",
      "/root/children/0/props/color",
      "/root/children/1/props/fontSize",
      "/root/children/1/props/color",
    ]);
  });
});
