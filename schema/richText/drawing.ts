/**
 * A drawing in rich text (SPEC §3: 'Drawing (data default empty list text, width, height default
 * inherit)'), in the JSON shape of the Lexical Playground's ExcalidrawNode: `data` is Excalidraw's
 * elements as JSON text, kept for editing; `width` and `height` are absent for 'inherit'. Issue 15
 * adds `svg`: the picture made when the drawing is saved, which is all a fan's page shows, so fans
 * never download Excalidraw. It is only ever shown as an image (an `<img>` of a data address),
 * where an SVG can neither run script nor load anything; the walk still refuses one holding what
 * could (`unsafeSvgPart`), and the editor strips such parts before saving.
 */

/** SPEC §3: a new drawing has no elements. */
export const EMPTY_DRAWING_DATA = "[]";

/** Characters of elements one drawing may keep, and of its picture. */
export const MAX_DRAWING_DATA_LENGTH = 200_000;
export const MAX_DRAWING_SVG_LENGTH = 400_000;

/** The largest side, in pixels, a drawing may be given. */
export const MAX_DRAWING_SIDE = 4_000;

const side = { type: "integer", minimum: 1, maximum: MAX_DRAWING_SIDE } as const;

export const drawingNodeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["data", "type", "version"],
  properties: {
    data: { type: "string", maxLength: MAX_DRAWING_DATA_LENGTH },
    svg: { type: "string", maxLength: MAX_DRAWING_SVG_LENGTH, pattern: "^<svg[\\s>]" },
    width: side,
    height: side,
    type: { const: "excalidraw" },
    version: { const: 1 },
  },
} as const;

/**
 * What in a drawing's SVG could act if it were ever shown other than as an image: script, foreign
 * HTML, event handlers, scripted or external addresses (only the drawing's own `#ids` and embedded
 * `data:image/` pictures and `data:font/` fonts are references it needs). Null when none.
 */
export function unsafeSvgPart(svg: string): string | null {
  const patterns: readonly RegExp[] = [
    /<\s*script/i,
    /<\s*foreignObject/i,
    /<\s*(iframe|object|embed|animate|set|handler|listener)\b/i,
    /[\s"'/]on[a-z]+\s*=/i,
    /javascript\s*:/i,
    /(?:href|src)\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i,
    /url\(\s*["']?\s*(?!#|data:(?:font\/[a-z0-9.+-]+|application\/(?:x-)?font-[a-z0-9.+-]+|image\/(?:png|jpeg|gif|webp))[;,])/i,
    /@import/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(svg);
    if (match) return match[0].trim();
  }
  return null;
}
