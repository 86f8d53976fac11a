// @vitest-environment jsdom
import { createHeadlessEditor } from "@lexical/headless";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { $createParagraphNode, $createTextNode, $getRoot, $getSelection, $isRangeSelection, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { richTextErrors } from "../../../runtime/richText/richTextErrors";
import type { RichText } from "../../../schema/richText/index";
import { layoutColumnCount } from "../../../schema/richText/layout";
import { elementNode, richTextOf, textNode } from "../../../schema/richText/richTextTesting";
import { RICH_TEXT_EDITOR_NODES } from "../nodes/index";
import { $createLayoutContainerNode, $createLayoutItemNode } from "../nodes/LayoutNodes";
import { type RichTextChange, RichTextEditor } from "../RichTextEditor";
import { loadRichText, richTextFromEditorState } from "../serialize";
import { LAYOUT_CHOICES, LAYOUT_GROUP_LABEL } from "../toolbar/insertions";
import { registerLayout } from "./LayoutPlugin";
import { SLASH_COMMANDS } from "./typeahead/slashCommands";

afterEach(cleanup);

function mount() {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const changes: RichTextChange[] = [];
  render(<RichTextEditor editorRef={editorRef} onChange={(change) => changes.push(change)} />);
  return { editor: editorRef.current as LexicalEditor, last: () => changes.at(-1) as RichTextChange };
}

function headless(value?: RichText) {
  const editor = createHeadlessEditor({
    nodes: [...RICH_TEXT_EDITOR_NODES],
    onError: (error) => {
      throw error;
    },
  });
  registerLayout(editor);
  if (value) loadRichText(editor, value);
  return editor;
}

const typeAtCaret = (editor: LexicalEditor, text: string) =>
  act(async () => {
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText(text);
      },
      { discrete: true },
    );
  });

type Json = { type: string; children?: Json[]; templateColumns?: string; text?: string };
const layoutsOf = (value: RichText) => (value.root.children as unknown as Json[]).filter((block) => block.type === "layout-container");
const column = (text: string) => elementNode("layout-item", [elementNode("paragraph", [textNode(text)])]);

describe("column layouts in the editor", () => {
  it("changes a layout's template from the toolbar while the caret is in it, keeping the words and the right number of columns", async () => {
    const { editor, last } = mount();
    expect(screen.queryByRole("combobox", { name: "Columns layout" })).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Insert" }), { target: { value: "layout-33-33-33" } });
    });
    await typeAtCaret(editor, "One");
    const picker = screen.getByRole("combobox", { name: "Columns layout" }) as HTMLSelectElement;
    expect(picker.value).toBe("1fr 1fr 1fr");
    await act(async () => {
      fireEvent.change(picker, { target: { value: "3fr 1fr" } });
    });
    const [layout] = layoutsOf(last().json);
    expect(layout?.templateColumns).toBe("3fr 1fr");
    expect(layout?.children).toHaveLength(2);
    expect(richTextErrors(last().json)).toEqual([]);
    expect(JSON.stringify(layout?.children?.[0])).toContain('"text":"One"');
  });

  it.each(LAYOUT_CHOICES)("the Insert menu's $label inserts that layout, and what is typed goes into its first column", async (choice) => {
    const { editor, last } = mount();
    const menu = screen.getByRole("combobox", { name: "Insert" });
    const group = menu.querySelector(`optgroup[label="${LAYOUT_GROUP_LABEL}"]`);
    expect(group?.textContent).toContain(choice.label);
    await act(async () => {
      fireEvent.change(menu, { target: { value: choice.id } });
    });
    await typeAtCaret(editor, "Left column");

    const value = last().json;
    expect(richTextErrors(value)).toEqual([]);
    const [layout] = layoutsOf(value);
    expect(layout?.templateColumns).toBe(choice.template);
    expect(layout?.children).toHaveLength(layoutColumnCount(choice.template));
    expect(layout?.children?.every((item) => item.type === "layout-item")).toBe(true);
    expect(layout?.children?.[0]?.children?.[0]?.children?.[0]?.text).toBe("Left column");
    // Drawn with the fans' classes, in the editor as on the page.
    const grid = editor.getRootElement()?.querySelector(".bl-rt-layout");
    expect(grid?.querySelectorAll(":scope > .bl-rt-layout-item")).toHaveLength(layoutColumnCount(choice.template));
    expect(grid?.firstElementChild?.textContent).toBe("Left column");
    expect(last().html).toContain('<div class="bl-rt-layout-item"><p>Left column</p></div>');
  });

  it("offers the four layouts in the slash menu under 'columns' and 'layout'", () => {
    const matches = SLASH_COMMANDS.filter((command) => command.keywords.includes("columns") && command.keywords.includes("layout"));
    expect(matches.map((command) => command.label)).toEqual(LAYOUT_CHOICES.map((choice) => `Columns Layout: ${choice.label}`));
  });

  it("inserts a layout asked for inside a column after that layout, never inside it", () => {
    const editor = headless(richTextOf(elementNode("layout-container", [column("a"), column("b")], { templateColumns: "1fr 1fr" })));
    editor.update(
      () => {
        $getRoot().getAllTextNodes()[1]?.select();
      },
      { discrete: true },
    );
    const command = SLASH_COMMANDS.find((entry) => entry.id === "layout-25-75");
    command?.run(editor);
    editor.update(() => {}, { discrete: true });
    const value = richTextFromEditorState(editor.getEditorState());
    expect(richTextErrors(value)).toEqual([]);
    expect(layoutsOf(value).map((layout) => layout.templateColumns)).toEqual(["1fr 1fr", "1fr 3fr"]);
  });

  it("keeps a layout's columns to its template, and unwraps columns and layouts out of place", () => {
    const editor = headless();
    editor.update(
      () => {
        const few = $createLayoutContainerNode("1fr 1fr 1fr").append(
          $createLayoutItemNode().append($createParagraphNode().append($createTextNode("one"))),
        );
        const many = $createLayoutContainerNode("1fr 3fr").append(
          ...["x", "y", "z"].map((text) => $createLayoutItemNode().append($createParagraphNode().append($createTextNode(text)))),
        );
        const stray = $createLayoutItemNode().append($createParagraphNode().append($createTextNode("stray")));
        const emptyColumns = $createLayoutContainerNode("1fr 1fr").append($createLayoutItemNode(), $createLayoutItemNode());
        $getRoot().clear().append(few, many, stray, emptyColumns);
      },
      { discrete: true },
    );
    const value = richTextFromEditorState(editor.getEditorState());
    expect(richTextErrors(value)).toEqual([]);
    const [few, many, , emptyColumns] = value.root.children as unknown as Json[];
    expect(few?.children).toHaveLength(3);
    expect(many?.children).toHaveLength(2);
    expect(many?.children?.[1]?.children?.map((block) => block.children?.[0]?.text)).toEqual(["y", "z"]);
    expect(value.root.children[2]).toMatchObject({ type: "paragraph", children: [{ text: "stray" }] });
    expect(emptyColumns?.children?.map((item) => item.children?.[0]?.type)).toEqual(["paragraph", "paragraph"]);
  });
});
