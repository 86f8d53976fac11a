import { TABLE_CLASS, TABLE_SCROLL_CLASS, TABLE_STRIPED_CLASS } from "../../runtime/richText/describeTable";
import { MIN_ROW_HEIGHT } from "../../schema/richText/table";

/**
 * How a rich-text table looks (fans' pages, and the editor, which draws tables with the same
 * classes): its box scrolls sideways when the table is wider than the page (a phone), its columns
 * keep their stored widths, cells are bordered and at least 33 px high (SPEC §10), header cells are
 * bold on a tinted ground, striped rows alternate. A cell's own background colour (an inline style
 * from the stored value) wins over both tints.
 */
export const tableCss = `
.${TABLE_SCROLL_CLASS} { max-width: 100%; overflow-x: auto; margin: 0.5em 0; }
.${TABLE_CLASS} { border-collapse: collapse; border-spacing: 0; table-layout: fixed; width: fit-content; }
.${TABLE_CLASS} th, .${TABLE_CLASS} td { height: ${MIN_ROW_HEIGHT}px; box-sizing: border-box; padding: 6px 8px; border: 1px solid rgba(127, 127, 127, 0.6); vertical-align: top; text-align: start; overflow-wrap: anywhere; }
.${TABLE_CLASS} th { font-weight: bold; background-color: rgba(127, 127, 127, 0.16); }
.${TABLE_STRIPED_CLASS} tr:nth-of-type(even) { background-color: rgba(127, 127, 127, 0.08); }
.${TABLE_CLASS} th > :first-child, .${TABLE_CLASS} td > :first-child { margin-top: 0; }
.${TABLE_CLASS} th > :last-child, .${TABLE_CLASS} td > :last-child { margin-bottom: 0; }
`;
