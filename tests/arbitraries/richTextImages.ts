import fc from "fast-check";
import { INLINE_IMAGE_POSITIONS, MAX_IMAGE_SIZE } from "../../schema/richText/image";
import type { RichTextNodeJSON } from "../../schema/richText/index";

type Node = RichTextNodeJSON;

/** Addresses the schema accepts: https elsewhere (with a `&` the HTML must escape) and this site's media. */
const src = fc.constantFrom(
  "https://cdn.example.com/photos/stage.jpg?w=800&h=600",
  "https://example.com/a%20b.webp",
  "/media/profile-1/cover.png",
  "/media/abc_DEF-9/tour-2025.final.jpeg",
);
const altText = fc.constantFrom("", "The band on stage", 'A "quoted" <alt> & more', "漢字 🎸");
/** 0 is the playground's 'inherit'. */
const size = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: MAX_IMAGE_SIZE }));

/**
 * Images in Lexical's canonical form, with captions: a caption root (direction null, as a caption
 * editor that never ran in a page leaves it) of up to two paragraphs. `captionInline` gives what a
 * caption's paragraphs hold and `paragraph` builds one the way the main arbitrary builds its own.
 */
export function imageArbitraries(
  captionInline: fc.Arbitrary<Node>,
  paragraph: (children: fc.Arbitrary<Node[]>) => fc.Arbitrary<Node>,
): fc.Arbitrary<Node> {
  const caption = fc.array(paragraph(fc.array(captionInline, { maxLength: 3 })), { maxLength: 2 }).map((children) => ({
    editorState: { root: { children, direction: null, format: "", indent: 0, type: "root", version: 1 } },
  }));
  const image = fc
    .record(
      {
        altText,
        caption,
        height: size,
        maxWidth: fc.oneof(fc.constantFrom(500, 800), fc.integer({ min: 1, max: MAX_IMAGE_SIZE })),
        showCaption: fc.boolean(),
        src,
        type: fc.constant("image" as const),
        version: fc.constant(1 as const),
        width: size,
        captionsEnabled: fc.boolean(),
      },
      { requiredKeys: ["altText", "caption", "height", "maxWidth", "showCaption", "src", "type", "version", "width"] },
    )
    .map((node) => node as unknown as Node);
  const inlineImage = fc
    .record(
      {
        altText,
        caption,
        height: size,
        position: fc.constantFrom(...INLINE_IMAGE_POSITIONS),
        showCaption: fc.boolean(),
        src,
        type: fc.constant("inline-image" as const),
        version: fc.constant(1 as const),
        width: size,
      },
      { requiredKeys: ["altText", "caption", "height", "showCaption", "src", "type", "version", "width"] },
    )
    .map((node) => node as unknown as Node);
  return fc.oneof(image, inlineImage);
}
