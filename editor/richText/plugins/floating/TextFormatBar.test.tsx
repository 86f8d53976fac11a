// @vitest-environment jsdom
import { $createCodeNode } from "@lexical/code";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { $createParagraphNode, $createTextNode } from "lexical";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { $textNode, focus, renderFloatingEditor, select, setContent, stubRangeGeometry } from "./floatingTestKit";

beforeAll(stubRangeGeometry);
afterEach(cleanup);

const bar = () => screen.queryByRole("toolbar", { name: "Text format" });

async function mountWithText(text = "Tour dates") {
  const kit = renderFloatingEditor();
  await setContent(kit.editor, (root) => root.append($createParagraphNode().append($createTextNode(text))));
  await focus(kit.editable);
  return kit;
}

describe("TextFormatBar", () => {
  it("appears on a text selection with the eight buttons, and toggles bold", async () => {
    const { editor } = await mountWithText();
    expect(bar()).toBeNull();
    await select(editor, "Tour dates", 0, 4);
    const toolbar = bar();
    expect(toolbar).not.toBeNull();
    const labels = [...(toolbar as HTMLElement).querySelectorAll("button")].map((button) => button.getAttribute("aria-label"));
    expect(labels).toEqual(["Bold", "Italic", "Underline", "Strikethrough", "Code", "Link", "Subscript", "Superscript"]);
    const bold = screen.getByRole("button", { name: "Bold" });
    expect(bold.getAttribute("aria-pressed")).toBe("false");

    await act(async () => fireEvent.click(bold));
    expect(editor.getEditorState().read(() => $textNode("Tour").hasFormat("bold"))).toBe(true);
    expect(editor.getEditorState().read(() => $textNode(" dates").hasFormat("bold"))).toBe(false);
    expect(screen.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("hides when the selection collapses", async () => {
    const { editor } = await mountWithText();
    await select(editor, "Tour dates", 0, 4);
    expect(bar()).not.toBeNull();
    await select(editor, "Tour dates", 2);
    expect(bar()).toBeNull();
  });

  it("hides when focus leaves the editor for elsewhere, and stays while focus is in the bar", async () => {
    const { editor } = await mountWithText();
    const outside = document.body.appendChild(document.createElement("button"));
    await select(editor, "Tour dates", 0, 4);
    await focus(screen.getByRole("button", { name: "Italic" }));
    expect(bar()).not.toBeNull();
    await focus(outside);
    expect(bar()).toBeNull();
    outside.remove();
  });

  it("does not show in a code block", async () => {
    const { editor } = renderFloatingEditor();
    await setContent(editor, (root) => root.append($createCodeNode().append($createTextNode("const x = 1;"))));
    await focus(screen.getByRole("textbox", { name: "Rich text" }));
    await select(editor, "const x = 1;", 0, 5);
    expect(bar()).toBeNull();
  });
});
