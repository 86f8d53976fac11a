// @vitest-environment jsdom
import { createHeadlessEditor } from "@lexical/headless";
import { $createLinkNode } from "@lexical/link";
import { $convertFromMarkdownString } from "@lexical/markdown";
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from "lexical";
import { describe, expect, it, vi } from "vitest";
import { richTextErrors } from "../../../runtime/richText/richTextErrors";
import { $loadHtml } from "../initialContent";
import { $createImageNode } from "../nodes/ImageNode";
import { RICH_TEXT_EDITOR_NODES } from "../nodes/index";
import { richTextFromEditorState } from "../serialize";
import { insertImageFiles, registerImages } from "./ImagesPlugin";
import { imageFilesOf } from "./imageFiles";
import { IMAGE_MARKDOWN } from "./imageMarkdown";
import type { RichTextMedia } from "./mediaPort";

function newEditor(): LexicalEditor {
  const editor = createHeadlessEditor({
    nodes: [...RICH_TEXT_EDITOR_NODES],
    onError: (error) => {
      throw error;
    },
  });
  registerImages(editor);
  return editor;
}

type Json = { type: string; children?: Json[]; [key: string]: unknown };
function nodesOf(editor: LexicalEditor): Json[] {
  const out: Json[] = [];
  const visit = (node: Json) => {
    out.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(richTextFromEditorState(editor.getEditorState()).root as unknown as Json);
  return out;
}
const imagesOf = (editor: LexicalEditor) => nodesOf(editor).filter((node) => node.type === "image" || node.type === "inline-image");

describe("the markdown image syntax", () => {
  it("makes ![alt](src) an image of max width 800", () => {
    const editor = newEditor();
    editor.update(() => $convertFromMarkdownString("Look: ![The band](https://cdn.example.com/band.jpg) live", [IMAGE_MARKDOWN]), {
      discrete: true,
    });
    expect(imagesOf(editor)).toEqual([
      expect.objectContaining({ type: "image", src: "https://cdn.example.com/band.jpg", altText: "The band", maxWidth: 800, width: 0 }),
    ]);
    expect(richTextErrors(richTextFromEditorState(editor.getEditorState()))).toEqual([]);
  });

  it("leaves the text as typed when the address is refused", () => {
    const editor = newEditor();
    editor.update(() => $convertFromMarkdownString("![x](javascript:alert(1)) ![y](data:image/png;base64,AA)", [IMAGE_MARKDOWN]), {
      discrete: true,
    });
    expect(imagesOf(editor)).toEqual([]);
  });
});

describe("pasted or loaded HTML images", () => {
  it("keep web and media images, and ignore local files, Google Docs' checkboxes in list items and unsafe addresses", () => {
    const editor = newEditor();
    editor.update(
      () =>
        $loadHtml(
          editor,
          [
            '<p>A <img src="https://cdn.example.com/a.jpg" alt="Stage" width="300" height="200"> b</p>',
            '<p><img src="file:///C:/Users/me/photo.jpg" alt="local"></p>',
            '<ul><li><img src="https://docs.example.com/box.png" aria-roledescription="checkbox">Buy strings</li></ul>',
            '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="inline data"><img src="javascript:alert(1)"></p>',
            '<p><img src="/media/profile-1/cover.png" alt=""></p>',
          ].join(""),
        ),
      { discrete: true },
    );
    expect(imagesOf(editor).map((image) => [image.src, image.altText, image.width, image.height])).toEqual([
      ["https://cdn.example.com/a.jpg", "Stage", 300, 200],
      ["/media/profile-1/cover.png", "", 0, 0],
    ]);
    expect(richTextErrors(richTextFromEditorState(editor.getEditorState()))).toEqual([]);
  });

  it("moves an image out of a link, and gives one straight under the root a paragraph", () => {
    const editor = newEditor();
    editor.update(
      () => {
        const link = $createLinkNode("https://example.com").append($createImageNode({ src: "https://cdn.example.com/a.jpg", altText: "" }));
        $getRoot()
          .clear()
          .append(
            $createParagraphNode().append($createTextNode("see "), link),
            $createImageNode({ src: "https://cdn.example.com/b.jpg", altText: "" }),
          );
      },
      { discrete: true },
    );
    const value = richTextFromEditorState(editor.getEditorState());
    expect(richTextErrors(value)).toEqual([]);
    expect(imagesOf(editor)).toHaveLength(2);
  });
});

describe("image files dropped or pasted", () => {
  const file = (name: string, type: string) => new File(["x"], name, { type });

  it("keeps only image types", () => {
    const files = [file("a.png", "image/png"), file("b.pdf", "application/pdf"), file("c.svg", "image/svg+xml"), file("d", "")];
    expect(imageFilesOf(files).map((kept) => kept.name)).toEqual(["a.png", "c.svg"]);
  });

  it("uploads each image through the studio's service and inserts it where the caret was; ignores the rest", async () => {
    const editor = newEditor();
    editor.update(
      () => {
        const paragraph = $createParagraphNode().append($createTextNode("Photos: "));
        $getRoot().clear().append(paragraph);
        paragraph.selectEnd();
      },
      { discrete: true },
    );
    const media: RichTextMedia = {
      pickImage: vi.fn(async () => null),
      uploadImage: vi.fn(async (upload: File) => `/media/profile-1/${upload.name}`),
    };
    const failures = await insertImageFiles(editor, [file("one.png", "image/png"), file("notes.txt", "text/plain")], media, null);
    expect(failures).toEqual([]);
    expect(media.uploadImage).toHaveBeenCalledTimes(1);
    expect(imagesOf(editor).map((image) => image.src)).toEqual(["/media/profile-1/one.png"]);
  });

  it("inserts nothing without an upload service, and reports a failed upload", async () => {
    const editor = newEditor();
    expect(await insertImageFiles(editor, [file("one.png", "image/png")], null, null)).toEqual([]);
    expect(imagesOf(editor)).toEqual([]);
    const failing: RichTextMedia = { pickImage: async () => null, uploadImage: async () => Promise.reject(new Error("Too large.")) };
    expect(await insertImageFiles(editor, [file("big.png", "image/png")], failing, null)).toEqual(["big.png: Too large."]);
    expect(imagesOf(editor)).toEqual([]);
  });
});
