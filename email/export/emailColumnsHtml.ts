import { escapeHtml, styleText } from "./html";

/** One column of a row of columns, its content already exported. */
export interface EmailColumn {
  readonly html: string;
  /** Pixels, its gap included: the widths of a row add up to the row's. */
  readonly width: number;
  readonly verticalAlign?: "top" | "middle" | "bottom";
  readonly background?: string;
}

/** The class the mobile rule widens (`emailHtmlDocument.ts`); nothing else styles it. */
export const STACKING_COLUMN_CLASS = "bl-email-column";

/** A column's content in a cell, its share of the gap as padding on the sides it shares. */
function cell(column: EmailColumn, index: number, count: number, gap: number): string {
  const left = index === 0 ? 0 : Math.floor(gap / 2);
  const right = index === count - 1 ? 0 : Math.ceil(gap / 2);
  const style = styleText({
    padding: left === 0 && right === 0 ? undefined : `0 ${right}px 0 ${left}px`,
    "background-color": column.background,
    "vertical-align": column.verticalAlign ?? "top",
  });
  const background = column.background === undefined ? "" : ` bgcolor="${escapeHtml(column.background)}"`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tbody><tr><td${background}${style ? ` style="${style}"` : ""}>${column.html}</td></tr></tbody></table>`;
}

/**
 * Columns side by side, as the hybrid ("spongy") layout MJML uses: each column an inline block at
 * most its width, so columns that no longer fit wrap under each other on a narrow screen even where
 * no `<style>` is read (Gmail's apps), and a `@media` rule widens them to the full width where it
 * is; Outlook for Windows, which lays out inline blocks as it likes, gets a fixed table in
 * conditional comments. Without `stack`, a plain table that keeps the columns side by side.
 */
export function columnsHtml(columns: readonly EmailColumn[], gap: number, stack: boolean): string {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  if (!stack) {
    let row = "";
    columns.forEach((column, index) => {
      row += `<td width="${column.width}" valign="${column.verticalAlign ?? "top"}" style="width:${column.width}px;vertical-align:${column.verticalAlign ?? "top"}">${cell(column, index, columns.length, gap)}</td>`;
    });
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tbody><tr>${row}</tr></tbody></table>`;
  }
  let html = `<!--[if mso]><table role="presentation" width="${total}" cellpadding="0" cellspacing="0" border="0"><tr><![endif]-->`;
  columns.forEach((column, index) => {
    const align = column.verticalAlign ?? "top";
    html += `<!--[if mso]><td width="${column.width}" valign="${align}"><![endif]-->`;
    html += `<div class="${STACKING_COLUMN_CLASS}" style="display:inline-block;vertical-align:${align};width:100%;max-width:${column.width}px">${cell(column, index, columns.length, gap)}</div>`;
    html += "<!--[if mso]></td><![endif]-->";
  });
  return `<div style="text-align:left">${html}<!--[if mso]></tr></table><![endif]--></div>`;
}

/**
 * Splits `width` pixels by `shares` (1:2 → a third and two thirds), the rounding left to the last
 * column so the row keeps its exact width.
 */
export function splitWidth(width: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((total, share) => total + share, 0);
  const widths = shares.map((share) => Math.floor((width * share) / sum));
  widths[widths.length - 1] = (widths[widths.length - 1] as number) + width - widths.reduce((total, part) => total + part, 0);
  return widths;
}
