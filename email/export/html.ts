import { escapeHtml, escapeText } from "../../runtime/escapeHtml";
import { isInternalPath, linkHref } from "../../runtime/sanitizeUrl";

/**
 * The small pieces every part of the email export writes with: escaping, attributes and inline
 * styles as text, and absolute addresses (an email is read far from the site, so `/music` means
 * nothing there).
 */

/** Element content and attribute values: the one escaper of each (runtime/escapeHtml.ts). */
export { escapeHtml, escapeText };

/** Attributes as HTML, in the order given; `undefined` and `false` are left out, `true` is bare. */
export function attributesHtml(attributes: Readonly<Record<string, string | number | boolean | undefined>>): string {
  let html = "";
  for (const name in attributes) {
    const value = attributes[name];
    if (value === undefined || value === false) continue;
    html += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return html;
}

/** Declarations as a `style` value, `undefined` ones left out. */
export function styleText(declarations: Readonly<Record<string, string | number | undefined>>): string {
  let text = "";
  for (const name in declarations) {
    const value = declarations[name];
    if (value === undefined) continue;
    text += `${text === "" ? "" : ";"}${name}:${value}`;
  }
  return text;
}

/** CSS padding from the schemas' [top, right, bottom, left] pixels. */
export const paddingText = (paddings: readonly number[]) => paddings.map((side) => (side === 0 ? "0" : `${side}px`)).join(" ");

/**
 * A link as the email may carry it: a site path (`/music`) made absolute with the site's address,
 * a bare domain as https; an empty link, or anything `sanitizeUrl` refuses (`javascript:`), as null: no link at all.
 *
 * @example absoluteLink("/music", "https://band.example") // "https://band.example/music"
 */
export function absoluteLink(link: string, siteUrl: string): string | null {
  if (link.trim() === "") return null;
  const href = linkHref(link);
  if (href === "about:blank") return null;
  if (isInternalPath(href) || href.startsWith("?") || href.startsWith("#") || !/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    try {
      return new URL(href, siteUrl).href;
    } catch {
      return null;
    }
  }
  return href;
}

/** The attributes of a table that only lays out (every client reads them; Outlook for Windows needs them). */
export const PRESENTATION_TABLE = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"';

/** Content in a full-width cell: the one box every client pads and aligns (Outlook for Windows ignores a `<div>`'s padding). */
export function cellTable(
  content: string,
  cellAttributes: Record<string, string | undefined>,
  style: Record<string, string | undefined>,
): string {
  const css = styleText(style);
  return `<table ${PRESENTATION_TABLE}><tbody><tr><td${attributesHtml(cellAttributes)}${css ? ` style="${escapeHtml(css)}"` : ""}>${content}</td></tr></tbody></table>`;
}

/**
 * A phone link's words, its spaces and hyphens unbreakable (html-validate's tel-non-breaking: a
 * number split over two lines misleads), tags and entities left as they are.
 */
export function telephoneHtml(html: string): string {
  return html.replace(/(<[^>]*>|&[#a-zA-Z0-9]+;)|([^<&]+)/g, (whole, markup: string | undefined, text: string | undefined) =>
    markup !== undefined || text === undefined ? whole : text.replace(/ /g, "&nbsp;").replace(/-/g, "&#8209;"),
  );
}
