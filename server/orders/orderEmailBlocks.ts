import type { EmailBlockNode } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { formatCents } from "../../schema/rules/money";
import { releaseDateWords } from "../../schema/rules/releaseDates";
import type { OrderLine } from "../data/orders";

/** A paragraph of plain text: escaped like any text when exported, whatever it holds. */
export const textBlock = (id: string, words: string, props: { fontSize?: number; align?: "left" | "right" } = {}): EmailBlockNode => ({
  id,
  type: "Text",
  props: { content: richTextFromPlainText(words), ...props },
});

/**
 * An order's line as its emails name it: its title, whom it was a gift for, the download a merch
 * item includes and a pre-order's date (issue 36, item 5).
 */
export const orderLineWords = (line: OrderLine) =>
  [
    line.title,
    line.gift ? ` (a gift for ${line.gift.name})` : "",
    line.includes ? `, includes the download of ${line.includes}` : "",
    line.preOrderDate ? `, pre-order: out ${releaseDateWords(line.preOrderDate)}` : "",
  ].join("");

/** An order's lines as plain-text mail lists them: "  Night Drive  $9.99". */
export const orderLinesText = (lines: readonly OrderLine[]): string[] =>
  lines.map((line) => `  ${orderLineWords(line)}  ${formatCents(line.priceCents + (line.discountCents ?? 0))}`);

/** An order's lines as rows of an email: what, and its price on the right, side by side on a phone too. */
export function orderLineRows(lines: readonly OrderLine[]): EmailBlockNode[] {
  return lines.map((line, index) => ({
    id: `line-${index}`,
    type: "Columns",
    props: { layout: "2:1", stackOnMobile: false },
    children: [
      { id: `line-${index}-what`, type: "Column", props: {}, children: [textBlock(`line-${index}-title`, orderLineWords(line))] },
      {
        id: `line-${index}-price`,
        type: "Column",
        props: {},
        children: [textBlock(`line-${index}-amount`, formatCents(line.priceCents + (line.discountCents ?? 0)), { align: "right" })],
      },
    ],
  })) as EmailBlockNode[];
}
