import { MAX_FONT_SIZE, MIN_FONT_SIZE } from "./limits";

/**
 * The inline styles rich text may carry, as Lexical writes them (`color: #ff0000;font-size: 20px;`):
 * a text colour and a background colour as hex, and a font size of 1 to 72 px. Nothing else, so a
 * stored style can never hide, overlay or load anything.
 */
const COLOR = "(?:#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})";
const PIXELS = "(?:[1-9]|[1-6][0-9]|7[0-2])(?:\\.[0-9]{1,2})?px";
const DECLARATION = `(?:(?:color|background-color) *: *${COLOR}|font-size *: *${PIXELS})`;

/** Declarations separated by `;`, optionally ending with one, with spaces around them; or nothing. */
export const RICH_TEXT_STYLE_PATTERN = `^(?: *${DECLARATION} *(?:; *${DECLARATION} *)*;? *)?$`;

export const richTextStyleSchema = { type: "string", maxLength: 200, pattern: RICH_TEXT_STYLE_PATTERN } as const;

export const RICH_TEXT_STYLE_HINT = `declarations of color, background-color (hex colours) and font-size (${MIN_FONT_SIZE} to ${MAX_FONT_SIZE} px), such as "color: #ff0000; font-size: 20px"`;

/** The properties a style names, in the order written. Assumes a style the schema accepted. */
export function parseRichTextStyle(style: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name && value) properties[name] = value;
  }
  return properties;
}
