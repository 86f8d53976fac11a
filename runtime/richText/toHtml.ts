import type { RichText } from "../../schema/richText/index";
import { describeRichText, type RichContent } from "./describe";

const VOID_TAGS = new Set(["br", "hr"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

function styleText(style: Readonly<Record<string, string>>): string {
  return Object.entries(style)
    .map(([name, value]) => `${name}: ${value}`)
    .join("; ");
}

function write(content: RichContent, out: string[]): void {
  if (typeof content === "string") {
    out.push(escapeText(content));
    return;
  }
  out.push("<", content.tag);
  for (const [name, value] of Object.entries(content.attributes)) {
    out.push(" ", name);
    if (value !== true) out.push('="', escapeAttribute(value), '"');
  }
  if (content.style) out.push(' style="', escapeAttribute(styleText(content.style)), '"');
  out.push(">");
  if (VOID_TAGS.has(content.tag)) return;
  for (const child of content.children) write(child, out);
  out.push("</", content.tag, ">");
}

/**
 * Rich text as HTML: semantic tags, links sanitized, text escaped, nothing else than what the
 * stored value says (DESIGN.md, "Rich text": the editor's HTML callback and the email builder's
 * input). White space is kept by the reader's `white-space: pre-wrap`, not by spans.
 */
export function richTextToHtml(value: RichText): string {
  const out: string[] = [];
  for (const content of describeRichText(value)) write(content, out);
  return out.join("");
}
