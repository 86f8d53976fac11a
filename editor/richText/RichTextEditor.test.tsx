// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it, vi } from "vitest";
import { richTextErrors } from "../../runtime/richText/richTextErrors";
import { plainTextOf } from "../../schema/richText/plainText";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";
import { RICH_TEXT_PLACEHOLDER, type RichTextChange, RichTextEditor } from "./RichTextEditor";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mount(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const changes: RichTextChange[] = [];
  render(<RichTextEditor editorRef={editorRef} onChange={(change) => changes.push(change)} {...props} />);
  const editor = editorRef.current as LexicalEditor;
  const last = () => changes.at(-1) as RichTextChange;
  return { editor, changes, last };
}

async function typeParagraphs(editor: LexicalEditor, ...lines: string[]) {
  await act(async () => {
    editor.update(
      () => {
        const root = $getRoot();
        root.clear();
        for (const line of lines) root.append($createParagraphNode().append($createTextNode(line)));
        root.getFirstChildOrThrow().selectEnd();
      },
      { discrete: true },
    );
  });
}

describe("RichTextEditor", () => {
  it("shows the toolbar, the placeholder and the counter; undo and redo start disabled", () => {
    mount({ maxLength: 500 });
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeTruthy();
    expect(screen.getByText(RICH_TEXT_PLACEHOLDER)).toBeTruthy();
    expect(screen.getByText("0 / 500")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Undo typing" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Redo typing" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("delivers the editor state, schema-valid JSON and HTML on every change, and enables undo", async () => {
    const { editor, last } = mount();
    await typeParagraphs(editor, "Tour");
    await typeParagraphs(editor, "Tour dates", "<b>soon</b>");
    expect(plainTextOf(last().json)).toBe("Tour dates\n<b>soon</b>");
    expect(richTextErrors(last().json)).toEqual([]);
    expect(last().html).toBe("<p>Tour dates</p><p>&lt;b&gt;soon&lt;/b&gt;</p>");
    expect(last().editorState).toBe(editor.getEditorState());
    expect((screen.getByRole("button", { name: "Undo typing" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("loads a stored value, and logs (never throws) a node type it does not know", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const value = richTextOf({ type: "sticky", version: 1 }, elementNode("paragraph", [textNode("Kept", { format: 1 })]));
    const { editor } = mount({ initialValue: value });
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toBe("Kept");
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"sticky"'), expect.anything());
  });

  it("loads initial HTML sanitized: no script, no handler, no javascript: link, no style beyond the allowlist", async () => {
    const html =
      '<p>Hi <a href="javascript:alert(1)">there</a> <a href="https://band.example">site</a><img src=x onerror="alert(1)"></p><script>alert(2)</script><h2 onclick="alert(3)">Title</h2><p><span style="color: #ff0000; position: fixed">red</span></p>';
    const { editor, changes } = mount({ initialHtml: html });
    await act(async () => editor.update(() => $getRoot().markDirty(), { discrete: true }));
    const { json, html: out } = changes.at(-1) as RichTextChange;
    expect(richTextErrors(json)).toEqual([]);
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|position/i);
    expect(out).toContain('<a href="https://band.example">site</a>');
    expect(out).toContain("<h2>Title</h2>");
    expect(plainTextOf(json)).toContain("Hi there site");
  });

  it("turns blocks into headings and lists, and choosing the active list type again reverts to a paragraph", async () => {
    const { editor, last } = mount();
    await typeParagraphs(editor, "Setlist");
    const blockType = screen.getByRole("combobox", { name: "Block type" });
    await act(async () => fireEvent.change(blockType, { target: { value: "h2" } }));
    expect(last().json.root.children[0]).toMatchObject({ type: "heading", tag: "h2" });
    await act(async () => fireEvent.change(blockType, { target: { value: "bullet" } }));
    expect(last().json.root.children[0]).toMatchObject({ type: "list", listType: "bullet" });
    await act(async () => fireEvent.change(blockType, { target: { value: "bullet" } }));
    expect(last().json.root.children[0]).toMatchObject({ type: "paragraph" });
  });

  it("follows its host's value when it changes elsewhere, clearing its own undo, and never reports it back", async () => {
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const onChange = vi.fn();
    const first = richTextOf(elementNode("paragraph", [textNode("First")]));
    const { rerender } = render(<RichTextEditor editorRef={editorRef} value={first} onChange={onChange} />);
    const editor = editorRef.current as LexicalEditor;
    await typeParagraphs(editor, "Typed");
    await typeParagraphs(editor, "Typed more");
    expect(onChange).toHaveBeenCalledTimes(2);
    const typed = onChange.mock.calls[1]?.[0].json;
    // Its own change coming back is left alone.
    rerender(<RichTextEditor editorRef={editorRef} value={typed} onChange={onChange} />);
    expect((screen.getByRole("button", { name: "Undo typing" }) as HTMLButtonElement).disabled).toBe(false);
    const elsewhere = richTextOf(elementNode("paragraph", [textNode("From elsewhere", { format: 1 })]));
    await act(async () => rerender(<RichTextEditor editorRef={editorRef} value={elsewhere} onChange={onChange} />));
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toBe("From elsewhere");
    expect(screen.getByRole("textbox", { name: "Rich text" }).innerHTML).toContain("<strong");
    expect(onChange).toHaveBeenCalledTimes(2);
    expect((screen.getByRole("button", { name: "Undo typing" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says when focus leaves it, not when it moves to its own toolbar", () => {
    const onLeave = vi.fn();
    render(
      <>
        <RichTextEditor onLeave={onLeave} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const area = screen.getByRole("textbox", { name: "Rich text" });
    fireEvent.blur(area, { relatedTarget: screen.getByRole("button", { name: "Bold" }) });
    expect(onLeave).not.toHaveBeenCalled();
    fireEvent.blur(area, { relatedTarget: screen.getByRole("button", { name: "Elsewhere" }) });
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
