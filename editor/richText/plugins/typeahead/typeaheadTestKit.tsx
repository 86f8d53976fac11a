import { CheckListPlugin } from "@lexical/react/LexicalCheckListPlugin";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { EditorRefPlugin } from "@lexical/react/LexicalEditorRefPlugin";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HorizontalRulePlugin } from "@lexical/react/LexicalHorizontalRulePlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { $createParagraphNode, $createTextNode, $getRoot, type ElementNode, type LexicalEditor, type SerializedLexicalNode } from "lexical";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { RICH_TEXT_EDITOR_NODES } from "../../nodes/index";
import { richTextEditorTheme } from "../../theme";

/**
 * What jsdom does not lay out and Lexical's menu needs: a caret rectangle, a ResizeObserver, and
 * scrolling an option into view. Installed around every test of the file that calls it.
 */
export function installLayoutStubs(): void {
  beforeEach(() => {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Object.defineProperty(Range.prototype, "getBoundingClientRect", {
      configurable: true,
      value: () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 16, width: 0, height: 16, toJSON: () => ({}) }),
    });
    Object.defineProperty(Element.prototype, "scrollIntoView", { configurable: true, value: () => {} });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Range.prototype, "getBoundingClientRect");
    Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  });
}

/**
 * A real editor, as RichTextEditor sets it up (nodes, theme, lists, rules), with `plugins` in it.
 * Errors are thrown, not logged, so a test sees them.
 */
export function mountEditor(plugins: ReactNode): { editor: LexicalEditor; editable: HTMLElement } {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const initialConfig = {
    namespace: "typeahead-test",
    nodes: [...RICH_TEXT_EDITOR_NODES],
    theme: richTextEditorTheme,
    onError: (error: Error) => {
      throw error;
    },
  };
  render(
    <LexicalComposer initialConfig={initialConfig}>
      <RichTextPlugin contentEditable={<ContentEditable aria-label="Rich text" />} ErrorBoundary={LexicalErrorBoundary} />
      <ListPlugin />
      <CheckListPlugin />
      <HorizontalRulePlugin />
      <EditorRefPlugin editorRef={editorRef} />
      {plugins}
    </LexicalComposer>,
  );
  if (editorRef.current === null) throw new Error("The editor did not start.");
  return { editor: editorRef.current, editable: screen.getByRole("textbox", { name: "Rich text" }) };
}

/**
 * Replaces the content with one block holding `text`, caret at its end: what the plugins see once
 * a person has typed it. `block` makes the block something else than a paragraph.
 */
export async function typeText(editor: LexicalEditor, text: string, block: () => ElementNode = $createParagraphNode): Promise<void> {
  await act(async () => {
    editor.update(
      () => {
        const node = $createTextNode(text);
        $getRoot().clear().append(block().append(node));
        node.selectEnd();
      },
      { discrete: true },
    );
  });
}

/** Presses a key in the editable, as Lexical's keyboard commands hear it. */
export async function press(editable: HTMLElement, key: string): Promise<void> {
  await act(async () => {
    fireEvent.keyDown(editable, { key });
  });
}

/** Clicks a menu row; the editor update it starts is committed before this returns. */
export async function choose(option: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.mouseDown(option);
    fireEvent.click(option);
  });
}

/** The top-level blocks of the document, as stored. */
export function blocksOf(editor: LexicalEditor): (SerializedLexicalNode & Record<string, unknown>)[] {
  return editor.getEditorState().toJSON().root.children as (SerializedLexicalNode & Record<string, unknown>)[];
}

/** The document's text. */
export function textOf(editor: LexicalEditor): string {
  return editor.getEditorState().read(() => $getRoot().getTextContent());
}

/** The inline nodes of the first block, as stored. */
export function inlineNodesOf(editor: LexicalEditor): (SerializedLexicalNode & Record<string, unknown>)[] {
  const first = blocksOf(editor)[0] as { children?: unknown[] } | undefined;
  return (first?.children ?? []) as (SerializedLexicalNode & Record<string, unknown>)[];
}

/** What a row says to a screen reader: its text without the decoration hidden from it. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? "";
}

/** The rows of the menu named `menuName`, as spoken; none when that menu is not shown. */
export function optionLabels(menuName: string): string[] {
  const menu = screen.queryByRole("listbox", { name: menuName });
  if (menu === null) return [];
  return within(menu).queryAllByRole("option").map(spokenText);
}
