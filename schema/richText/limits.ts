/**
 * The bounds of one rich-text value (a Text block's content, later an email's or a post's). The
 * schema holds what JSON Schema can say per node; `runtime/richText/checkRichText.ts` holds the
 * totals, which need a walk.
 */

/** Nodes nested below the root: lists indented 7 times need 16 (list, item, list, item, …), the rest is room. */
export const MAX_RICH_TEXT_DEPTH = 20;
/**
 * Nodes in one value, the root not counted. SPEC §3's largest table (500 rows by 50 columns) is
 * 50,501 nodes empty (a paragraph in each cell) and 75,501 with a word in every cell; the rest is
 * room for the words around it.
 */
export const MAX_RICH_TEXT_NODES = 100_000;
/** Characters of text in one value, every text node together. */
export const MAX_RICH_TEXT_CHARACTERS = 100_000;
/** Children of one node. */
export const MAX_RICH_TEXT_CHILDREN = 2_000;
/** SPEC §9: 'max list indent 7'. Every block is held to it. */
export const MAX_INDENT = 7;
/** SPEC §5 and §9: font size clamped 1 to 72. */
export const MIN_FONT_SIZE = 1;
export const MAX_FONT_SIZE = 72;
/** Lexical's text format bits that exist (bold 1 … capitalize 1024). */
export const ALL_TEXT_FORMATS = 2047;
