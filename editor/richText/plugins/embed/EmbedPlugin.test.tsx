// @vitest-environment jsdom
import { $convertFromMarkdownString, $convertToMarkdownString } from "@lexical/markdown";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from "lexical";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { focus, renderFloatingEditor, select, setContent, stubRangeGeometry, update } from "../floating/floatingTestKit";
import { MARKDOWN_TRANSFORMERS } from "../markdownTransformers";
import { OPEN_EMBED_DIALOG_COMMAND } from "./EmbedPlugin";

beforeAll(() => {
  stubRangeGeometry();
  // Lexical's paste handler asks what kind of event it has; jsdom has neither of these to ask.
  globalThis.DragEvent ??= class DragEvent extends MouseEvent {} as typeof globalThis.DragEvent;
  globalThis.ClipboardEvent ??= class ClipboardEvent extends Event {} as unknown as typeof globalThis.ClipboardEvent;
});
afterEach(cleanup);

/** The root's children as their JSON types, embeds with their id. */
function blocks(editor: LexicalEditor): string[] {
  return editor
    .getEditorState()
    .toJSON()
    .root.children.map((node) => {
      const record = node as unknown as Record<string, unknown>;
      const id = record.videoID ?? record.id ?? record.documentID;
      return id === undefined
        ? `${node.type}:${JSON.stringify((record.children as { text?: string }[]).map((child) => child.text ?? child))}`
        : `${node.type}:${id}`;
    });
}

/** Pastes `text` as plain text at the selection, as a browser's paste event brings it (jsdom has no DataTransfer). */
async function paste(editable: HTMLElement, text: string) {
  const clipboardData = { types: ["text/plain"], files: [], getData: (type: string) => (type === "text/plain" ? text : "") };
  await act(async () => {
    fireEvent.paste(editable, { clipboardData });
  });
}

async function paragraphWith(editor: LexicalEditor, text: string) {
  await setContent(editor, (root) => root.append($createParagraphNode().append($createTextNode(text))));
  await select(editor, text, text.length);
}

describe("pasting an embeddable address", () => {
  it("pastes it as text and offers to embed it; Embed turns the paragraph into the embed", async () => {
    const { editor, editable } = renderFloatingEditor();
    await focus(editable);
    await setContent(editor, (root) => root.append($createParagraphNode()));
    await update(editor, () => $getRoot().getFirstChildOrThrow().selectStart());
    await paste(editable, "https://www.youtube.com/watch?v=jNQXAC9IVRw");
    const embed = await screen.findByRole("button", { name: "Embed a YouTube video" });
    expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toBe("https://www.youtube.com/watch?v=jNQXAC9IVRw");
    await act(async () => fireEvent.click(embed));
    expect(blocks(editor)[0]).toBe("youtube:jNQXAC9IVRw");
    expect(screen.queryByRole("toolbar", { name: /Embed/ })).toBeNull();
  });

  it("embeds an address pasted amid text between the text's two halves", async () => {
    const { editor, editable } = renderFloatingEditor();
    await focus(editable);
    await paragraphWith(editor, "See this ");
    await paste(editable, "https://x.com/jack/status/20");
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Embed a tweet" })));
    // The caret goes on in a new paragraph after the embed.
    expect(blocks(editor)).toEqual(['paragraph:["See this "]', "tweet:20", "paragraph:[]"]);
  });

  it("keeps the text when dismissed, and offers nothing for other addresses or text", async () => {
    const { editor, editable } = renderFloatingEditor();
    await focus(editable);
    await paragraphWith(editor, "x");
    await paste(editable, "https://youtu.be/jNQXAC9IVRw");
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Dismiss" })));
    expect(screen.queryByRole("toolbar", { name: /Embed/ })).toBeNull();
    await paste(editable, "https://example.com/watch?v=jNQXAC9IVRw");
    await paste(editable, "watch https://youtu.be/jNQXAC9IVRw");
    expect(screen.queryByRole("toolbar", { name: /Embed/ })).toBeNull();
    expect(blocks(editor)).toHaveLength(1);
  });
});

describe("the Embed dialog from the editor", () => {
  it("inserts the embed at the caret when its address is read", async () => {
    const { editor, editable } = renderFloatingEditor();
    await focus(editable);
    await paragraphWith(editor, "Intro");
    await act(async () => {
      editor.dispatchCommand(OPEN_EMBED_DIALOG_COMMAND, "youtube");
    });
    const input = screen.getByRole("textbox", { name: "YouTube video URL" });
    await act(async () => fireEvent.change(input, { target: { value: "https://www.youtube.com/shorts/jNQXAC9IVRw" } }));
    const embed = screen.getByRole("button", { name: "Embed" });
    await waitFor(() => expect(embed).toHaveProperty("disabled", false));
    await act(async () => fireEvent.click(embed));
    expect(blocks(editor).slice(0, 2)).toEqual(['paragraph:["Intro"]', "youtube:jNQXAC9IVRw"]);
  });
});

describe("the markdown tweet tag", () => {
  it("imports a tweet line as the embed and exports it back", async () => {
    const { editor } = renderFloatingEditor();
    await update(editor, () => $convertFromMarkdownString('Before\n\n<tweet id="1234567890" />\n\nAfter', [...MARKDOWN_TRANSFORMERS]));
    expect(blocks(editor)).toContain("tweet:1234567890");
    const markdown = editor.getEditorState().read(() => $convertToMarkdownString([...MARKDOWN_TRANSFORMERS]));
    expect(markdown).toContain('<tweet id="1234567890" />');
  });

  it("leaves a tag with a non-numeric id as text", async () => {
    const { editor } = renderFloatingEditor();
    await update(editor, () => $convertFromMarkdownString('<tweet id="abc" />', [...MARKDOWN_TRANSFORMERS]));
    expect(blocks(editor).some((block) => block.startsWith("tweet"))).toBe(false);
  });
});
