import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { richTextFromPlainText } from "../schema/richText/plainText";
import {
  BLOCK_TYPES,
  CURRENT_SCHEMA_VERSIONS,
  duplicateBlock,
  findNode,
  InvalidDocumentError,
  insertBlock,
  moveBlock,
  type PageDocument,
  parentOf,
  parse,
  publishedSchema,
  removeBlock,
  renderToString,
  SCHEMA_NAMES,
  updateProps,
  validate,
} from "./index";

const fixture = (path: string) => readFileSync(fileURLToPath(new URL(`../tests/fixtures/${path}`, import.meta.url)), "utf8");

/** The showcase page, parsed through the library entry: hero (headline, listen, outline, call, custom-outline), plain, video. */
function showcase(): PageDocument {
  const result = parse(fixture("pages/valid/showcase.json"));
  if (!result.ok || result.value.kind !== "page") throw new Error("the showcase fixture must parse as a page");
  return result.value;
}

const childIds = (document: PageDocument, id: string) => findNode(document, id)?.children?.map((child) => child.id);

/** A changed document must still be a valid page. */
function expectValid(document: PageDocument) {
  expect(validate(document)).toEqual({ valid: true, errors: [] });
}

describe("parse and validate", () => {
  it("parse gives a page or a site, from JSON text or a value", () => {
    const page = parse(fixture("pages/valid/minimal.json"));
    expect(page).toEqual({ ok: true, value: JSON.parse(fixture("pages/valid/minimal.json")) });
    expect(parse(JSON.parse(fixture("sites/valid/themed.json")))).toMatchObject({ ok: true, value: { kind: "site", theme: "default" } });
  });

  it("parse gives every error with its pointer", () => {
    expect(parse(fixture("pages/invalid/missing-root.json"))).toEqual({
      ok: false,
      errors: [{ pointer: "", rule: "required", message: 'Missing the required property "root".' }],
    });
    expect(parse("{")).toMatchObject({ ok: false, errors: [{ pointer: "", rule: "json" }] });
  });

  it("validate says valid, or why not", () => {
    expect(validate(fixture("sites/valid/default.json"))).toEqual({ valid: true, errors: [] });
    expect(validate(fixture("pages/invalid/unknown-type.json"))).toEqual({
      valid: false,
      errors: [
        {
          pointer: "/root/children/0/type",
          rule: "known-type",
          message:
            'Unknown block type "Carousel". Known types: Button, Container, Text, Hero, MembershipSection, FeaturedMusic, FeaturedMerch, UpcomingEvents, EmailList, Image, Countdown, Embed, Gallery, ContactForm, Video.',
        },
      ],
    });
  });

  it("exports the schema names, versions and block types", () => {
    expect(BLOCK_TYPES).toEqual([
      "Button",
      "Container",
      "Text",
      "Hero",
      "MembershipSection",
      "FeaturedMusic",
      "FeaturedMerch",
      "UpcomingEvents",
      "EmailList",
      "Image",
      "Countdown",
      "Embed",
      "Gallery",
      "ContactForm",
      "Video",
    ]);
    expect(CURRENT_SCHEMA_VERSIONS).toEqual({ page: 3, site: 2, email: 1 });
    expect(SCHEMA_NAMES).toContain("page");
    expect(publishedSchema("site").$id).toBe("https://schemas.backline.dev/v1/site.json");
  });
});

describe("renderToString", () => {
  it("renders a page, as a value or JSON text, to a complete HTML document with the site's theme", () => {
    const html = renderToString(showcase(), { site: fixture("sites/valid/themed.json") });
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<title>Showcase</title>");
    expect(html).toContain("Night Drive");
    expect(html).toContain("--bl-color-primary: #ff3366;");
    expect(renderToString(fixture("pages/valid/showcase.json"), { site: JSON.parse(fixture("sites/valid/themed.json")) })).toBe(html);
  });

  it("escapes the title and description", () => {
    const page = { ...showcase(), title: "<script>alert(1)</script>", description: 'Say "hi" & <b>bye</b>' };
    const html = renderToString(page);
    expect(html).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;">');
    expect(html).not.toContain("<script>");
  });

  it("throws InvalidDocumentError with the errors of a bad page", () => {
    let thrown: unknown;
    try {
      renderToString(fixture("pages/invalid/leaf-with-children.json"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidDocumentError);
    const error = thrown as InvalidDocumentError;
    expect(error.name).toBe("InvalidDocumentError");
    expect(error.kind).toBe("page");
    expect(error.errors).toEqual([
      { pointer: "/root/children/0/children", rule: "accepts-children", message: "Text blocks do not accept children." },
    ]);
    expect(error.message).toBe("The page document is not valid: /root/children/0/children: Text blocks do not accept children.");
  });

  it("throws InvalidDocumentError for a bad site, and for a site given as the page", () => {
    expect(() => renderToString(showcase(), { site: { schemaVersion: 1, kind: "site", theme: "neon" } })).toThrow(
      new InvalidDocumentError("site", [{ pointer: "/theme", rule: "enum", message: '"theme" must be one of "default", "link-tree".' }]),
    );
    expect(() => renderToString(fixture("sites/valid/default.json"))).toThrow(
      'The page document is not valid: /kind: Expected a page document, but "kind" is "site".',
    );
    expect(() => renderToString("[]")).toThrow("The page document is not valid: (document): A document must be a JSON object.");
  });
});

describe("the bound operations on a parsed page", () => {
  it("insertBlock adds a block where asked, leaving the original document as it was", () => {
    const page = showcase();
    const before = structuredClone(page);
    const result = insertBlock(page, {
      parentId: "hero",
      index: 1,
      node: { id: "new", type: "Text", props: { content: richTextFromPlainText("New") } },
    });
    if (!result.ok) throw new Error(result.message);
    expect(childIds(result.document, "hero")).toEqual(["headline", "new", "listen", "outline", "call", "custom-outline"]);
    expect(result.patches.length).toBeGreaterThan(0);
    expect(page).toEqual(before);
    expectValid(result.document);
  });

  it("insertBlock refuses a block a Text cannot hold, and a duplicate id", () => {
    expect(insertBlock(showcase(), { parentId: "plain", index: 0, node: { id: "new", type: "Text", props: {} } })).toMatchObject({
      ok: false,
      code: "not-accepted",
      message: "A Text block cannot be placed inside a Text block.",
    });
    expect(insertBlock(showcase(), { parentId: "root", index: 0, node: { id: "hero", type: "Text", props: {} } })).toMatchObject({
      ok: false,
      code: "duplicate-id",
    });
  });

  it("moveBlock moves a block to another parent", () => {
    const result = moveBlock(showcase(), { id: "plain", parentId: "hero", index: 0 });
    if (!result.ok) throw new Error(result.message);
    expect(childIds(result.document, "hero")?.[0]).toBe("plain");
    expect(childIds(result.document, "root")).toEqual(["hero", "video"]);
    expect(parentOf(result.document, "plain")?.id).toBe("hero");
    expectValid(result.document);
  });

  it("moveBlock refuses moving a block into itself", () => {
    expect(moveBlock(showcase(), { id: "hero", parentId: "hero", index: 0 })).toMatchObject({ ok: false, code: "cycle" });
  });

  it("removeBlock removes a block with its subtree, but not the root", () => {
    const result = removeBlock(showcase(), { id: "hero" });
    if (!result.ok) throw new Error(result.message);
    expect(childIds(result.document, "root")).toEqual(["plain", "video"]);
    expect(findNode(result.document, "headline")).toBeUndefined();
    expectValid(result.document);
    expect(removeBlock(showcase(), { id: "root" })).toEqual({ ok: false, code: "root", message: "The root block cannot be deleted." });
    expect(removeBlock(showcase(), { id: "nope" })).toEqual({ ok: false, code: "not-found", message: 'No block has the id "nope".' });
  });

  it("duplicateBlock copies a block with fresh ids right after it", () => {
    const ids = ["copy1", "copy2"];
    const result = duplicateBlock(showcase(), { id: "headline" }, { createId: () => ids.shift() ?? "spare" });
    if (!result.ok) throw new Error(result.message);
    expect(result.newId).toBe("copy1");
    expect(childIds(result.document, "hero")?.slice(0, 2)).toEqual(["headline", "copy1"]);
    expect(findNode(result.document, "copy1")?.props).toEqual(findNode(result.document, "headline")?.props);
    expectValid(result.document);
  });

  it("updateProps changes props and refuses values the schema does not allow", () => {
    const result = updateProps(showcase(), { id: "headline", props: { content: richTextFromPlainText("Day Drive"), fontSize: undefined } });
    if (!result.ok) throw new Error(result.message);
    expect(findNode(result.document, "headline")?.props).toMatchObject({ content: richTextFromPlainText("Day Drive"), fontWeight: 700 });
    expect(findNode(result.document, "headline")?.props).not.toHaveProperty("fontSize");
    expectValid(result.document);
    expect(updateProps(showcase(), { id: "headline", props: { fontSize: 300 } })).toEqual({
      ok: false,
      code: "invalid-props",
      message: '"fontSize" must be at most 200.',
      errors: [{ pointer: "/fontSize", rule: "maximum", message: '"fontSize" must be at most 200.' }],
    });
  });

  it("operations refuse to delete or move a page frame container", () => {
    const page = parse({
      schemaVersion: 1,
      kind: "page",
      id: "home",
      title: "Home",
      path: "/",
      root: { id: "root", type: "Container", props: {}, children: [{ id: "top", type: "Container", props: { role: "header" } }] },
    });
    if (!page.ok || page.value.kind !== "page") throw new Error("expected a page");
    expect(removeBlock(page.value, { id: "top" })).toEqual({
      ok: false,
      code: "locked",
      message: "This Container block cannot be deleted.",
    });
    expect(moveBlock(page.value, { id: "top", parentId: "root", index: 0 })).toEqual({
      ok: false,
      code: "locked",
      message: "This Container block cannot be moved.",
    });
  });
});
