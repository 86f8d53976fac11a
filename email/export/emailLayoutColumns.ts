import { columnsHtml, splitWidth } from "./emailColumnsHtml";
import type { EmailPiece } from "./emailPiece";

/** A rich-text layout's column shares by the end of its class (`LAYOUT_CLASSES` in `describe.ts`). */
export const LAYOUT_COLUMN_SHARES: Readonly<Record<string, readonly number[]>> = {
  "33-33-33": [1, 1, 1],
  "50-50": [1, 1],
  "25-75": [1, 3],
  "75-25": [3, 1],
};

/** The gap between a layout's columns, as `.bl-rt-layout` has it (1em of 16 px). */
const LAYOUT_GAP = 16;

/** A rich-text layout container as columns that stack on a narrow screen, as they do on the site. */
export function layoutItemsHtml(items: readonly EmailPiece[], template: string, contentWidth: number): string {
  const shares = LAYOUT_COLUMN_SHARES[template] ?? [1, 1];
  const widths = splitWidth(contentWidth, shares);
  const columns = widths.map((width, index) => ({ html: items[index]?.layoutItem ?? "", width }));
  return `<div style="margin:8px 0">${columnsHtml(columns, LAYOUT_GAP, true)}</div>`;
}
