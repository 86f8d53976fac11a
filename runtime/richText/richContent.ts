import { forEachObjectIn } from "../jsonObjects";
import type { RichContentDescribers } from "./richContentDescribers";

/**
 * The rich content nodes (issue 15: tables, images, drawings, embeds, equations, polls) are shown
 * by code a page without them never needs: the fan's browser fetches it (its own chunk) only for
 * a page holding one, before that page first renders (`blocks/richText/richContentChunks.ts`); the
 * server, the studio, the integrator and the tests load it at start (`richContentEager.ts`). The
 * walk (`describe.ts`) asks for it here.
 */
export const RICH_CONTENT_TYPES: ReadonlySet<string> = new Set([
  "table",
  "tablerow",
  "tablecell",
  "image",
  "inline-image",
  "excalidraw",
  "youtube",
  "tweet",
  "figma",
  "equation",
  "poll",
]);

let describers: RichContentDescribers | null = null;

/** Keeps the describers, loaded at start or on demand. */
export function provideRichContentDescribers(loaded: RichContentDescribers): void {
  describers = loaded;
}

/** The describers; a node shown before they loaded is a bug of the caller, said plainly. */
export function richContentDescribers(): RichContentDescribers {
  if (describers === null) throw new Error("Rich content was shown before its code loaded: await loadRichContent() first");
  return describers;
}

/**
 * Whether `json` holds a rich content node anywhere: a page, its route data, a value. One walk
 * over plain JSON, so it works on whatever holds rich text without knowing its shape; a node is
 * told by its type and its Lexical `version`, so other data's `type` fields (a product's media)
 * are not taken for one.
 */
export function holdsRichContent(json: unknown): boolean {
  let found = false;
  forEachObjectIn(json, (value) => {
    found = isRichContentNode(value);
    return found;
  });
  return found;
}

/** A rich content node: a rich-text node has its Lexical version beside its type; a media item's `type: "image"` has none. */
export function isRichContentNode({ type, version }: Readonly<Record<string, unknown>>): boolean {
  return typeof type === "string" && typeof version === "number" && RICH_CONTENT_TYPES.has(type);
}
