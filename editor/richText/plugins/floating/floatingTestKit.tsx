import { LinkNode } from "@lexical/link";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { EditorRefPlugin } from "@lexical/react/LexicalEditorRefPlugin";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $dfs } from "@lexical/utils";
import { act, render, screen } from "@testing-library/react";
import { $getRoot, $isTextNode, type LexicalEditor, type TextNode } from "lexical";
import { RICH_TEXT_EDITOR_NODES } from "../../nodes/index";
import { richTextEditorTheme } from "../../theme";
import { Toolbar } from "../../toolbar/Toolbar";
import { FloatingPlugins } from "./index";

/**
 * jsdom has no geometry for ranges, which Lexical (scrolling the caret into view) and Floating UI
 * (placing popups against the selection) ask for: every range measures as an empty box at 0, 0.
 */
export function stubRangeGeometry(): void {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}

/** An editor with the floating UIs (and, if asked, the toolbar), as the rich-text editor mounts them. */
export function renderFloatingEditor({ toolbar = false, editable = true } = {}) {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const config = {
    namespace: "floating-test",
    nodes: [...RICH_TEXT_EDITOR_NODES],
    theme: richTextEditorTheme,
    editable,
    onError: (error: Error) => {
      throw error;
    },
  };
  render(
    <LexicalComposer initialConfig={config}>
      <EditorRefPlugin editorRef={editorRef} />
      {toolbar && <Toolbar />}
      <RichTextPlugin contentEditable={<ContentEditable aria-label="Rich text" />} ErrorBoundary={LexicalErrorBoundary} />
      <HistoryPlugin />
      <LinkPlugin />
      <FloatingPlugins />
    </LexicalComposer>,
  );
  const editor = editorRef.current as LexicalEditor;
  const textbox = screen.getByRole("textbox", { name: "Rich text" });
  return { editor, editable: textbox };
}

/** Runs `fn` as one committed update, inside act. */
export async function update(editor: LexicalEditor, fn: () => void): Promise<void> {
  await act(async () => editor.update(fn, { discrete: true }));
}

/** Replaces the content with what `build` appends to the cleared root. */
export async function setContent(editor: LexicalEditor, build: (root: ReturnType<typeof $getRoot>) => void): Promise<void> {
  await update(editor, () => build($getRoot().clear()));
}

/** The first text node whose text is `text`; call inside a read or an update. */
export function $textNode(text: string): TextNode {
  const found = $dfs().find(({ node }) => $isTextNode(node) && node.getTextContent() === text)?.node;
  if (!$isTextNode(found)) throw new Error(`No text node "${text}"`);
  return found;
}

/** Selects `text`'s characters from `start` to `end` (a caret when they are equal). */
export async function select(editor: LexicalEditor, text: string, start: number, end = start): Promise<void> {
  await update(editor, () => {
    $textNode(text).select(start, end);
  });
}

export async function focus(element: HTMLElement): Promise<void> {
  await act(async () => element.focus());
}

/** The document's links as [url, text] pairs. */
export function linksOf(editor: LexicalEditor): [string, string][] {
  return editor.getEditorState().read(() =>
    $dfs()
      .map(({ node }) => node)
      .filter((node): node is LinkNode => node instanceof LinkNode)
      .map((link) => [link.getURL(), link.getTextContent()]),
  );
}

export function textOf(editor: LexicalEditor): string {
  return editor.getEditorState().read(() => $getRoot().getTextContent());
}
