import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_RICH_TEXT_CHARACTERS, MAX_RICH_TEXT_DEPTH, MAX_RICH_TEXT_NODES } from "../../schema/richText/limits";
import { elementNode as element, richTextOf, textNode as text } from "../../schema/richText/richTextTesting";
import { richTextErrors } from "./richTextErrors";

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../../tests/fixtures/rich-text/${path}.json`, import.meta.url), "utf8"));

describe("richTextErrors", () => {
  it("accepts what Lexical writes", () => {
    expect(richTextErrors(fixture("valid/formatted"))).toEqual([]);
    expect(richTextErrors(fixture("valid/layouts"))).toEqual([]);
  });

  it.each([
    ["unknown-type", "/content/root/children/0/children/0/type", /"script".*Allowed here: text, linebreak/],
    ["javascript-link", "/content/root/children/0/children/3/url", /javascript:.*not allowed/],
    ["unsafe-style", "/content/root/children/0/children/0/style", /font-size/],
    ["font-too-large", "/content/root/children/0/children/0/style", /1 to 72 px/],
    ["indent-too-deep", "/content/root/children/0/indent", /at most 7/],
    ["list-tag-mismatch", "/content/root/children/3/tag", /"ul"/],
    ["block-inside-heading", "/content/root/children/1/children/1/type", /"paragraph" cannot be placed in a heading/],
    ["empty-root", "/content/root/children", /at least 1/],
    ["link-inside-link", "/content/root/children/0/children/3/children/1/type", /"link" cannot be placed in a link/],
    ["layout-unknown-template", "/content/root/children/0/templateColumns", /"1fr 1fr", "1fr 1fr 1fr", "1fr 3fr", "3fr 1fr"/],
    ["layout-missing-template", "/content/root/children/0", /"templateColumns"/],
    ["layout-column-count", "/content/root/children/1/children", /"1fr 1fr 1fr" holds 3 columns \(layout items\); this one has 2/],
    ["layout-too-many-columns", "/content/root/children/0/children", /"1fr 3fr" holds 2 columns \(layout items\); this one has 4/],
    ["layout-in-layout", "/content/root/children/0/children/1/children/0/type", /"layout-container" cannot be placed in a layout-item/],
    [
      "layout-in-collapsible",
      "/content/root/children/0/children/1/children/0/type",
      /"layout-container" cannot be placed in a collapsible-content/,
    ],
    ["layout-block-outside-column", "/content/root/children/0/children/1/type", /"paragraph" cannot be placed in a layout-container/],
    ["layout-column-outside-layout", "/content/root/children/0/type", /"layout-item" cannot be placed in a root/],
  ])("refuses %s at its pointer, said once", (name, pointer, message) => {
    const errors = richTextErrors(fixture(`invalid/${name}`), "/content");
    const here = errors.filter((error) => error.pointer === pointer);
    expect(here, JSON.stringify(errors)).toHaveLength(1);
    if (name.startsWith("layout-")) expect(errors, JSON.stringify(errors)).toHaveLength(1);
    expect(here[0]?.message).toMatch(message);
  });

  it("refuses nesting deeper than the limit, at the first list too deep", () => {
    let block: unknown = element("listitem", [text("deep")]);
    for (let level = 0; level <= MAX_RICH_TEXT_DEPTH; level++)
      block = element(level % 2 === 0 ? "list" : "listitem", [block], level % 2 === 0 ? { listType: "bullet", start: 1, tag: "ul" } : {});
    const errors = richTextErrors(richTextOf(block)).filter((error) => error.rule === "max-depth");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe(`Rich text may be nested at most ${MAX_RICH_TEXT_DEPTH} levels deep.`);
  });

  it("refuses more nodes than the limit and more text than the limit, naming the count", () => {
    const many = richTextOf(...Array.from({ length: MAX_RICH_TEXT_NODES / 2 + 1 }, () => element("paragraph", [text("x")])));
    expect(richTextErrors(many, "/c")).toContainEqual({
      pointer: "/c",
      rule: "max-nodes",
      message: expect.stringContaining(`this has ${(MAX_RICH_TEXT_NODES + 2).toLocaleString("en-US")}`),
    });
    const long = richTextOf(...Array.from({ length: 6 }, () => element("paragraph", [text("x".repeat(MAX_RICH_TEXT_CHARACTERS / 5))])));
    expect(richTextErrors(long, "/c")).toContainEqual({ pointer: "/c", rule: "max-length", message: expect.stringContaining("120,000") });
    expect(richTextErrors(richTextOf(element("paragraph", [text("x".repeat(MAX_RICH_TEXT_CHARACTERS / 5))])))).toEqual([]);
  });

  it("counts what a collapsible section holds, as everywhere else", () => {
    const section = (...blocks: unknown[]) =>
      element("collapsible-container", [element("collapsible-title", [text("Notes")]), element("collapsible-content", blocks)], {
        open: true,
      });
    const long = element("paragraph", [text("x".repeat(MAX_RICH_TEXT_CHARACTERS / 5))]);
    expect(richTextErrors(richTextOf(section(long, long, long, long, long, long)), "/c")).toContainEqual({
      pointer: "/c",
      rule: "max-length",
      message: expect.stringContaining("120,005"),
    });
    const misplaced = richTextErrors(richTextOf(section(element("listitem", []))));
    expect(misplaced.filter((error) => error.pointer === "/root/children/0/children/1/children/0/type")).toHaveLength(1);
  });

  it("tolerates anything, answering with errors instead of throwing", () => {
    for (const value of [null, 5, "text", [], { root: null }, { root: { type: "root", children: [null, 5, { type: 7 }] } }]) {
      expect(richTextErrors(value).length).toBeGreaterThan(0);
    }
  });
});
