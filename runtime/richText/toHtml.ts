// An export writes any node at once: rich content's describers come with it, not on demand.
import "./richContentEager";
import type { RichText } from "../../schema/richText/index";
import { describeRichText, type RichElementFactory, type RichStyle } from "./describe";

const VOID_TAGS = new Set(["br", "hr", "img", "col"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

function styleText(style: RichStyle): string {
  let text = "";
  let separator = "";
  for (const name in style) {
    text += `${separator}${name}: ${style[name]}`;
    separator = "; ";
  }
  return text;
}

/** Each element as its HTML, children's included. */
const htmlElements: RichElementFactory<string> = {
  text: escapeText,
  element(tag, attributes, style, children) {
    let html = `<${tag}`;
    if (attributes !== null)
      for (const name in attributes) {
        const value = attributes[name] as string | true;
        html += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
      }
    if (style !== null) html += ` style="${escapeAttribute(styleText(style))}"`;
    html += ">";
    if (VOID_TAGS.has(tag)) return html;
    if (children !== null) for (const child of children) html += child;
    return `${html}</${tag}>`;
  },
  widget: (_node, _key, staticForm) => staticForm(),
};

/**
 * Rich text as HTML: semantic tags, links sanitized, text escaped, nothing else than what the
 * stored value says (DESIGN.md, "Rich text": the editor's HTML callback and the email builder's
 * input). White space is kept by the reader's `white-space: pre-wrap`, not by spans.
 */
export function richTextToHtml(value: RichText): string {
  return describeRichText(value, htmlElements).join("");
}
