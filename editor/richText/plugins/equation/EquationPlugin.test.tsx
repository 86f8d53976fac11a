// @vitest-environment jsdom
import { createHeadlessEditor } from "@lexical/headless";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { $getRoot, $getSelection, $isRangeSelection, type ElementNode, type LexicalEditor } from "lexical";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { richTextErrors } from "../../../../runtime/richText/richTextErrors";
import { loadKatex } from "../../../../runtime/richText/widgets/katexModule";
import { MAX_EQUATION_LENGTH } from "../../../../schema/richText/equation";
import type { RichText } from "../../../../schema/richText/index";
import { elementNode, richTextOf, textNode } from "../../../../schema/richText/richTextTesting";
import { $createEquationNode } from "../../nodes/EquationNode";
import { RICH_TEXT_EDITOR_NODES } from "../../nodes/index";
import { type RichTextChange, RichTextEditor } from "../../RichTextEditor";
import { loadRichText, richTextFromEditorState } from "../../serialize";
import { SLASH_COMMANDS } from "../typeahead/slashCommands";
import { $insertEquation, registerEquations } from "./EquationPlugin";

beforeAll(async () => {
  await loadKatex();
});
afterEach(cleanup);

function mount(initialValue?: RichText) {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const changes: RichTextChange[] = [];
  render(<RichTextEditor initialValue={initialValue} editorRef={editorRef} onChange={(change) => changes.push(change)} />);
  return { editor: editorRef.current as LexicalEditor, last: () => changes.at(-1) as RichTextChange };
}

type Json = { type: string; children?: Json[]; equation?: string; inline?: boolean; text?: string };
const equationsOf = (value: RichText): Json[] => {
  const found: Json[] = [];
  const visit = (node: Json) => {
    if (node.type === "equation") found.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(value.root as unknown as Json);
  return found;
};

const dialog = () => screen.getByRole("dialog");
const source = () => within(dialog()).getByRole("textbox", { name: "Equation" });
const confirmButton = () => within(dialog()).getByRole("button", { name: "Confirm" });
const preview = () => within(dialog()).getByRole("region", { name: "Preview" });

const typeSource = (text: string) =>
  act(async () => {
    fireEvent.change(source(), { target: { value: text } });
  });

describe("the equation editor", () => {
  it("opens from the Insert menu, typesets a live preview as the source changes, and inserts the equation on Confirm", async () => {
    const { last } = mount();
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Insert" }), { target: { value: "equation" } });
    });
    expect(within(dialog()).getByRole("heading", { name: "Insert Equation" })).toBeDefined();
    expect(confirmButton()).toHaveProperty("disabled", true);
    expect((within(dialog()).getByRole("checkbox", { name: "Inline" }) as HTMLInputElement).checked).toBe(false);

    await typeSource("\\frac{1}{2}");
    expect(preview().querySelector(".bl-rt-equation--display annotation")?.textContent).toBe("\\frac{1}{2}");
    await typeSource("\\frac{1}{");
    const failed = preview().querySelector<HTMLElement>(".bl-rt-equation--error");
    expect(failed?.textContent).toBe("\\frac{1}{");
    expect(failed?.style.color).toBe("rgb(204, 0, 0)");
    await typeSource("e^{i\\pi}");
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole("checkbox", { name: "Inline" }));
    });
    expect(preview().querySelector(".bl-rt-equation:not(.bl-rt-equation--display) .katex")).not.toBeNull();
    await act(async () => {
      fireEvent.click(confirmButton());
    });

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(equationsOf(last().json)).toEqual([{ type: "equation", version: 1, equation: "e^{i\\pi}", inline: true }]);
    expect(richTextErrors(last().json)).toEqual([]);
    // Typeset in the editor as on the page, in a button that opens it again.
    expect(screen.getByRole("button", { name: "Edit equation e^{i\\pi}" }).querySelector(".katex")).not.toBeNull();
  });

  it("opens from the slash menu's 'Equation'", async () => {
    const { editor } = mount();
    const command = SLASH_COMMANDS.find((entry) => entry.label === "Equation");
    expect(command?.keywords).toContain("math");
    await act(async () => {
      editor.update(() => command?.run(editor));
    });
    expect(within(dialog()).getByRole("heading", { name: "Insert Equation" })).toBeDefined();
  });

  it("edits an equation clicked in the text: its source and display mode, in place", async () => {
    const value = richTextOf(
      elementNode("paragraph", [textNode("Tempo "), { type: "equation", version: 1, equation: "x^2", inline: true }, textNode(" bpm")]),
    );
    const { last } = mount(value);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Edit equation x^2" }));
    });
    expect(within(dialog()).getByRole("heading", { name: "Edit Equation" })).toBeDefined();
    expect((source() as HTMLTextAreaElement).value).toBe("x^2");
    expect((within(dialog()).getByRole("checkbox", { name: "Inline" }) as HTMLInputElement).checked).toBe(true);
    await typeSource("\\sqrt{120}");
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole("checkbox", { name: "Inline" }));
    });
    await typeSource("");
    expect(confirmButton()).toHaveProperty("disabled", true);
    await typeSource("\\sqrt{120}");
    await act(async () => {
      fireEvent.keyDown(source(), { key: "Enter", ctrlKey: true });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    const paragraph = last().json.root.children[0] as unknown as Json;
    expect(paragraph.children?.map((child) => child.text ?? child.equation)).toEqual(["Tempo ", "\\sqrt{120}", " bpm"]);
    expect(equationsOf(last().json)[0]?.inline).toBe(false);
  });

  it("closes without a change on Close", async () => {
    const { editor } = mount();
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Insert" }), { target: { value: "equation" } });
    });
    await typeSource("x");
    await act(async () => {
      fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(equationsOf(richTextFromEditorState(editor.getEditorState()))).toEqual([]);
  });
});

describe("where an equation sits", () => {
  function headless(value: RichText) {
    const editor = createHeadlessEditor({
      nodes: [...RICH_TEXT_EDITOR_NODES],
      onError: (error) => {
        throw error;
      },
    });
    registerEquations(editor, () => {});
    loadRichText(editor, value);
    return editor;
  }

  it.each([
    ["in a paragraph, at the caret", richTextOf(elementNode("paragraph", [textNode("a")])), "paragraph"],
    ["in a code block: in a paragraph after it", richTextOf(elementNode("code", [textNode("let x")])), "code"],
  ])("is inserted %s, the value staying valid", (_name, value, firstType) => {
    const editor = headless(value);
    editor.update(
      () => {
        $getRoot().getFirstDescendant()?.selectEnd();
        $insertEquation("x^2", false);
      },
      { discrete: true },
    );
    const json = richTextFromEditorState(editor.getEditorState());
    expect(richTextErrors(json)).toEqual([]);
    expect(json.root.children[0]?.type).toBe(firstType);
    expect(equationsOf(json)).toEqual([{ type: "equation", version: 1, equation: "x^2", inline: false }]);
    expect(JSON.stringify(json.root.children[0])).toContain(firstType === "paragraph" ? '"equation"' : '"let x"');
  });

  it("gets a paragraph of its own when it lands where blocks go (a paste at the top)", () => {
    const editor = headless(richTextOf(elementNode("paragraph", [textNode("a")])));
    editor.update(() => $getRoot().append($createEquationNode("y", true)), { discrete: true });
    const json = richTextFromEditorState(editor.getEditorState());
    expect(richTextErrors(json)).toEqual([]);
    expect(json.root.children.map((block) => block.type)).toEqual(["paragraph", "paragraph"]);
    expect(equationsOf(json)).toEqual([{ type: "equation", version: 1, equation: "y", inline: true }]);
  });

  it("is held to the schema's length when it comes in longer (a paste from another editor)", () => {
    const editor = headless(richTextOf(elementNode("paragraph", [textNode("a")])));
    editor.update(
      () =>
        $getRoot()
          .getFirstChildOrThrow<ElementNode>()
          .append($createEquationNode("x".repeat(MAX_EQUATION_LENGTH + 5))),
      { discrete: true },
    );
    const json = richTextFromEditorState(editor.getEditorState());
    expect(richTextErrors(json)).toEqual([]);
    expect(equationsOf(json)[0]?.equation).toHaveLength(MAX_EQUATION_LENGTH);
  });

  it("leaves the caret after an inserted equation", () => {
    const editor = headless(richTextOf(elementNode("paragraph", [textNode("a")])));
    editor.update(
      () => {
        $getRoot().selectEnd();
        const node = $insertEquation("y", true);
        const selection = $getSelection();
        expect($isRangeSelection(selection) && selection.isCollapsed()).toBe(true);
        if ($isRangeSelection(selection)) selection.insertText("b");
        expect(node.getNextSibling()?.getTextContent()).toBe("b");
      },
      { discrete: true },
    );
  });
});
