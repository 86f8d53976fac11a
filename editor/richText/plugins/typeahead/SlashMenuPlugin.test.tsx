// @vitest-environment jsdom
import { $createHeadingNode } from "@lexical/rich-text";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SlashMenuPlugin } from "./SlashMenuPlugin";
import { blocksOf, choose, installLayoutStubs, mountEditor, optionLabels, press, textOf, typeText } from "./typeaheadTestKit";

installLayoutStubs();

const ALL_LABELS = [
  "Paragraph",
  "Heading 1",
  "Heading 2",
  "Heading 3",
  "Table",
  "Check List",
  "Numbered List",
  "Bulleted List",
  "Quote",
  "Divider",
  "Page Break",
  "Columns Layout: 2 columns (equal width)",
  "Columns Layout: 3 columns (equal width)",
  "Columns Layout: 2 columns (25% - 75%)",
  "Columns Layout: 2 columns (75% - 25%)",
  "Tweet embed",
  "YouTube embed",
  "Figma embed",
  "Equation",
  "Image",
  "Inline Image",
  "Drawing",
  "Poll",
  "Align Left",
  "Align Center",
  "Align Right",
  "Align Justify",
];

const MENU = "Slash commands";

function mount() {
  return mountEditor(<SlashMenuPlugin />);
}

const optionNamed = (label: string) => screen.getByRole("option", { name: label });

describe("SlashMenuPlugin", () => {
  it("lists every command on '/', in order", async () => {
    const { editor } = mount();
    expect(optionLabels(MENU)).toEqual([]);
    await typeText(editor, "/");
    expect(optionLabels(MENU)).toEqual(ALL_LABELS);
  });

  it("narrows the list to what is typed after '/', by label or keyword, ignoring case", async () => {
    const { editor } = mount();
    await typeText(editor, "Intro /HEA");
    expect(optionLabels(MENU)).toEqual(["Heading 1", "Heading 2", "Heading 3"]);
    await typeText(editor, "/heading 2");
    expect(optionLabels(MENU)).toEqual(["Heading 2"]);
    await typeText(editor, "/hr");
    expect(optionLabels(MENU)).toEqual(["Divider"]);
    await typeText(editor, "/columns");
    expect(optionLabels(MENU)).toHaveLength(4);
    await typeText(editor, "/zzz");
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
  });

  it("opens only at the start of a line or after a space", async () => {
    const { editor } = mount();
    await typeText(editor, "and/or");
    expect(optionLabels(MENU)).toEqual([]);
  });

  it("replaces '/query' with the chosen block", async () => {
    const { editor } = mount();
    await typeText(editor, "/hea");
    await choose(optionNamed("Heading 2"));
    expect(blocksOf(editor)).toEqual([expect.objectContaining({ type: "heading", tag: "h2", children: [] })]);
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
  });

  it("moves the highlight with the arrows, chooses with Enter and Tab, closes with Escape", async () => {
    const { editor, editable } = mount();
    await typeText(editor, "/list");
    expect(optionLabels(MENU)).toEqual(["Check List", "Numbered List", "Bulleted List"]);
    expect(optionNamed("Check List").getAttribute("aria-selected")).toBe("true");
    await press(editable, "ArrowDown");
    expect(optionNamed("Check List").getAttribute("aria-selected")).toBe("false");
    expect(optionNamed("Numbered List").getAttribute("aria-selected")).toBe("true");
    expect(editable.getAttribute("aria-activedescendant")).toBe(optionNamed("Numbered List").id);
    await press(editable, "ArrowUp");
    await press(editable, "ArrowUp");
    expect(optionNamed("Bulleted List").getAttribute("aria-selected")).toBe("true");
    await press(editable, "Enter");
    expect(blocksOf(editor)).toEqual([expect.objectContaining({ type: "list", listType: "bullet" })]);

    await typeText(editor, "/quo");
    await press(editable, "Tab");
    expect(blocksOf(editor)).toEqual([expect.objectContaining({ type: "quote", children: [] })]);

    await typeText(editor, "/quo");
    await press(editable, "Escape");
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
    expect(textOf(editor)).toBe("/quo");
  });

  it.each([
    ["Paragraph", [{ type: "paragraph" }]],
    ["Heading 1", [{ type: "heading", tag: "h1" }]],
    ["Heading 3", [{ type: "heading", tag: "h3" }]],
    ["Check List", [{ type: "list", listType: "check" }]],
    ["Numbered List", [{ type: "list", listType: "number" }]],
    ["Bulleted List", [{ type: "list", listType: "bullet" }]],
    ["Quote", [{ type: "quote" }]],
    ["Align Left", [{ type: "heading", format: "left" }]],
    ["Align Center", [{ type: "heading", format: "center" }]],
    ["Align Right", [{ type: "heading", format: "right" }]],
    ["Align Justify", [{ type: "heading", format: "justify" }]],
  ])("'%s', chosen in a heading, makes %j", async (label, expected) => {
    const { editor } = mount();
    await typeText(editor, `/${label.toLowerCase()}`, () => $createHeadingNode("h2"));
    await choose(optionNamed(label));
    expect(blocksOf(editor)).toEqual(expected.map((block) => expect.objectContaining(block)));
  });

  it.each([
    ["Divider", "horizontalrule"],
    ["Page Break", "page-break"],
    ["Columns Layout: 2 columns (25% - 75%)", "layout-container"],
  ])("'%s' inserts a %s block", async (label, type) => {
    const { editor } = mount();
    // The layouts' labels hold characters a query cannot ('%', ':'); they are found by a keyword.
    await typeText(editor, type === "layout-container" ? "/columns" : `/${label.toLowerCase()}`);
    await choose(optionNamed(label));
    const types = blocksOf(editor).map((block) => block.type);
    expect(types.filter((found) => found === type)).toHaveLength(1);
    expect(textOf(editor)).not.toContain("/");
  });
});
