/**
 * How rich text looks in an email, written inline on each element (an inbox drops classes, and
 * Gmail's apps drop `<style>`): the look of `.bl-rich-text` on the studio's canvas
 * (`blocks/richText/richText.css.ts`), in properties every client reads. Margins in pixels, as
 * Outlook for Windows reads `em` margins from the wrong font size.
 */

const MONOSPACE = "Menlo,Consolas,'Courier New',monospace";
const HEADING = "margin:10px 0 5px;line-height:1.25";

/** Each tag's own look, the same in every email. */
export const RICH_TAG_STYLES: Readonly<Record<string, string>> = {
  p: "margin:0",
  h1: `${HEADING};font-size:2em`,
  h2: `${HEADING};font-size:1.5em`,
  h3: `${HEADING};font-size:1.25em`,
  h4: `${HEADING};font-size:1em`,
  h5: `${HEADING};font-size:0.875em`,
  h6: `${HEADING};font-size:0.75em`,
  blockquote: "margin:8px 0;padding:0 0 0 16px;border-left:4px solid #a1a1aa",
  ul: "margin:5px 0;padding:0 0 0 24px",
  ol: "margin:5px 0;padding:0 0 0 24px",
  li: "margin:0",
  pre: `margin:8px 0;padding:12px 16px;background-color:#f4f4f5;color:#18181b;font-family:${MONOSPACE};font-size:14px;line-height:1.5`,
  code: `font-family:${MONOSPACE}`,
  mark: "background-color:#fef08a;color:#18181b",
  colgroup: "",
};

/** The looks that depend on the email's settings (its link colour). */
export interface EmailTextStyles {
  readonly link: string;
  readonly caption: string;
  readonly checkItem: string;
  readonly collapsible: string;
  readonly table: string;
  readonly cell: string;
  readonly rule: string;
  readonly card: string;
}

export function emailTextStyles(linkColor: string): EmailTextStyles {
  return {
    link: `color:${linkColor};text-decoration:underline`,
    caption: "display:block;margin:4px 0 0;font-size:14px;color:#52525b",
    checkItem: "margin:0;list-style-type:none",
    collapsible: "margin:8px 0;padding:4px 12px;border:1px solid #d4d4d8",
    table: "border-collapse:collapse;margin:8px 0",
    cell: "padding:6px 8px;border:1px solid #d4d4d8;text-align:left;vertical-align:top",
    rule: "margin:16px 0;border:0;border-top:1px solid #d4d4d8;height:0",
    card: "margin:8px 0;padding:12px;border:1px solid #d4d4d8",
  };
}
