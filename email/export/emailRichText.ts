// An export writes any node at once: rich content's describers come with it, not on demand.
import "../../runtime/richText/richContentEager";
import { describeRichText, type RichAttributes, type RichElementFactory, type RichStyle } from "../../runtime/richText/describe";
import { IMAGE_CAPTION_CLASS, IMAGE_CLASS, INLINE_IMAGE_POSITION_CLASSES } from "../../runtime/richText/describeImage";
import type { RichText } from "../../schema/richText/index";
import { LAYOUT_COLUMN_SHARES, layoutItemsHtml } from "./emailLayoutColumns";
import type { EmailPiece } from "./emailPiece";
import { type EmailTextStyles, RICH_TAG_STYLES } from "./emailRichStyles";
import type { EmailRichTextContext } from "./emailRichTextContext";
import { emailWidgetHtml } from "./emailRichWidgets";
import { absoluteLink, attributesHtml, escapeText, styleText, telephoneHtml } from "./html";

const TEXT_STYLE_ONLY = new Set(["color", "background-color", "font-size", "text-align", "width", "height", "vertical-align"]);

/**
 * Text cased as `text-transform` would show it, written into the text itself: every client shows
 * it, and caniemail's check cannot tell `text-transform` from the `transform` Gmail lacks. Tags and
 * entities (`&amp;`) are left as they are.
 */
function casedHtml(html: string, transform: string): string {
  return html.replace(/(<[^>]*>|&[#a-zA-Z0-9]+;)|([^<&]+)/g, (whole, markup: string | undefined, text: string | undefined) => {
    if (markup !== undefined || text === undefined) return whole;
    if (transform === "uppercase") return text.toUpperCase();
    if (transform === "lowercase") return text.toLowerCase();
    return text.replace(/(^|[\s([{"'-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
  });
}

/**
 * Text as the editor showed it, without `white-space` (which Outlook for Windows ignores): runs of
 * spaces and tabs keep their width with every other space unbreakable, a new line is a `<br>`.
 */
function keepSpaces(html: string): string {
  return html
    .replace(/\t/g, "  ")
    .replace(/ {2}/g, " &nbsp;")
    .replace(/ (?=\r?\n|\r)/g, "&nbsp;")
    .replace(/\r\n|\r|\n/g, "<br>");
}

/** The stored style, in properties every client reads: the logical indent as a left or right padding. */
function ownStyle(style: RichStyle | null, attributes: RichAttributes | null): Record<string, string> {
  const own: Record<string, string> = {};
  if (style === null) return own;
  for (const name in style) {
    const value = style[name] as string;
    if (name === "padding-inline-start") own[attributes?.dir === "rtl" ? "padding-right" : "padding-left"] = value;
    else if (name === "max-width" || TEXT_STYLE_ONLY.has(name)) own[name] = value;
  }
  return own;
}

/** What survives of the walk's attributes: classes and data go (nothing styles them in an inbox). */
function keptAttributes(attributes: RichAttributes | null, tag: string): Record<string, string | true> {
  const kept: Record<string, string | true> = {};
  if (attributes === null) return kept;
  for (const name in attributes) {
    if (name === "class" || name.startsWith("data-") || name === "loading" || name === "decoding" || name === "open") continue;
    // Roles would describe widgets an inbox does not have; `target` is refused by Gmail and Outlook on the web (links open apart anyway).
    if (name === "role" || name.startsWith("aria-") || name === "target" || name === "rel") continue;
    if (tag === "img" && (name === "width" || name === "height" || name === "src" || name === "alt")) continue;
    kept[name] = attributes[name] as string | true;
  }
  return kept;
}

const joined = (children: readonly EmailPiece[] | null) => (children === null ? "" : children.map((child) => child.html).join(""));

/** An `<img>` at most `maxWidth` wide (and never wider than the column), with the attributes Outlook sizes it by. */
function pictureHtml(picture: NonNullable<EmailPiece["picture"]>, maxWidth: number, extra: Record<string, string> = {}): string {
  const width = Math.min(picture.width ?? maxWidth, maxWidth);
  const height =
    picture.width !== undefined && picture.height !== undefined ? Math.round((picture.height * width) / picture.width) : undefined;
  const style = styleText({ display: "block", "max-width": "100%", height: "auto", border: "0", "text-decoration": "none", ...extra });
  return `<img${attributesHtml({ src: picture.src, alt: picture.alt, width, height, border: 0, style })}>`;
}

function makeFactory(context: EmailRichTextContext, styles: EmailTextStyles): RichElementFactory<EmailPiece> {
  return {
    text: (text) => ({ html: keepSpaces(escapeText(text)) }),
    widget: (node) => ({ html: emailWidgetHtml(node, context, styles) }),
    element(tag, attributes, style, children): EmailPiece {
      const className = typeof attributes?.class === "string" ? attributes.class : "";
      if (tag === "img") {
        const src = String(attributes?.src ?? "");
        const width = attributes?.width === undefined ? undefined : Number(attributes.width);
        const height = attributes?.height === undefined ? undefined : Number(attributes.height);
        const absolute = src.startsWith("data:") ? src : absoluteLink(src, context.siteUrl);
        if (absolute === null) return { html: "" };
        const picture = { src: absolute, alt: String(attributes?.alt ?? ""), width, height };
        return { html: pictureHtml(picture, context.contentWidth), picture };
      }
      if (className.startsWith("bl-rt-layout-item")) return { html: joined(children), layoutItem: joined(children) };
      if (className.startsWith("bl-rt-layout ")) {
        const template = Object.keys(LAYOUT_COLUMN_SHARES).find((key) => className.includes(key)) ?? "50-50";
        return { html: layoutItemsHtml(children ?? [], template, context.contentWidth) };
      }
      if (className === IMAGE_CLASS) {
        const picture = children?.[0]?.picture;
        if (picture === undefined) return { html: "" };
        const maxWidth = Math.min(Number.parseInt(style?.["max-width"] ?? "", 10) || context.contentWidth, context.contentWidth);
        const caption =
          children
            ?.slice(1)
            .map((child) => child.html)
            .join("") ?? "";
        return { html: `<span style="display:block;margin:8px 0">${pictureHtml(picture, maxWidth)}${caption}</span>` };
      }
      if (className.startsWith("bl-rt-inline-image")) return inlineImage(className, children, context);
      if (className === IMAGE_CAPTION_CLASS) return { html: `<span style="${styles.caption}">${joined(children)}</span>` };
      if (className.startsWith("bl-rt-drawing")) return drawing(children, context);
      if (className === "bl-rt-page-break") return { html: "" };
      if (className === "bl-rt-table-scroll") return { html: joined(children) };
      if (tag === "li" && className.startsWith("bl-rt-check")) {
        const box = className.includes("bl-rt-checked") ? "&#9745; " : "&#9744; ";
        return { html: `<li style="${styles.checkItem}">${box}${joined(children)}</li>` };
      }
      return plainElement(tag, attributes, style, children, context, styles);
    },
  };
}

function inlineImage(className: string, children: readonly EmailPiece[] | null, context: EmailRichTextContext): EmailPiece {
  const picture = children?.[0]?.picture;
  if (picture === undefined) return { html: "" };
  const caption =
    children
      ?.slice(1)
      .map((child) => child.html)
      .join("") ?? "";
  if (className === INLINE_IMAGE_POSITION_CLASSES.left || className === INLINE_IMAGE_POSITION_CLASSES.right) {
    // `align` on the picture is the float every client (Outlook's Word included) knows.
    const side = className === INLINE_IMAGE_POSITION_CLASSES.left ? "left" : "right";
    const margin = side === "left" ? "0 12px 8px 0" : "0 0 8px 12px";
    const half = Math.floor(context.contentWidth / 2);
    const html = pictureHtml(picture, half, { display: "inline", margin }).replace("<img ", `<img align="${side}" `);
    return { html: `${html}${caption}` };
  }
  return { html: `<span style="display:block;margin:8px 0">${pictureHtml(picture, context.contentWidth)}${caption}</span>` };
}

/**
 * A drawing: its PNG copy when the export has one (the studio makes them); else its SVG, which
 * Apple Mail shows and Gmail and Outlook refuse, linked to the email in a browser when there is one.
 */
function drawing(children: readonly EmailPiece[] | null, context: EmailRichTextContext): EmailPiece {
  const picture = children?.[0]?.picture;
  if (picture === undefined) return { html: "" };
  const png = context.drawingPictures?.get(picture.src);
  const pngSrc = png === undefined ? null : absoluteLink(png, context.siteUrl);
  if (pngSrc !== null)
    return {
      html: `<span style="display:block;margin:12px 0">${pictureHtml({ ...picture, src: pngSrc, alt: "Drawing" }, context.contentWidth)}</span>`,
    };
  const image = pictureHtml({ ...picture, alt: "Drawing (open the email in a browser to see it)" }, context.contentWidth);
  if (context.webVersionUrl === undefined) return { html: `<span style="display:block;margin:12px 0">${image}</span>` };
  return {
    html: `<a href="${escapeText(context.webVersionUrl)}" style="display:block;margin:12px 0;text-decoration:none">${image}</a>`,
  };
}

function plainElement(
  tag: string,
  attributes: RichAttributes | null,
  style: RichStyle | null,
  children: readonly EmailPiece[] | null,
  context: EmailRichTextContext,
  styles: EmailTextStyles,
): EmailPiece {
  const kept = keptAttributes(attributes, tag);
  let emailTag = tag;
  let base = RICH_TAG_STYLES[tag] ?? "";
  if (tag === "a") {
    const href = absoluteLink(String(attributes?.href ?? ""), context.siteUrl);
    const content = joined(children);
    // A link with nothing to read or see cannot be told apart from the text around it: its content alone.
    if (href === null || (!content.includes("<img") && content.replace(/<[^>]*>|&nbsp;|\s/g, "") === "")) return { html: content };
    kept.href = href;
    // Only pictures without words: the address says where the link goes (html-validate's wcag/h30).
    if (content.replace(/<[^>]*>|&nbsp;|\s/g, "") === "" && !/<img [^>]*alt="[^"]/.test(content)) kept["aria-label"] = href;
    base = styles.link;
    // A phone number breaks nowhere (html-validate's tel-non-breaking).
    if (href.startsWith("tel:")) return { html: `<a${attributesHtml(kept)} style="${base}">${telephoneHtml(content)}</a>` };
  } else if (tag === "details") {
    emailTag = "div";
    base = styles.collapsible;
  } else if (tag === "summary") {
    emailTag = "p";
    base = "margin:0 0 4px;font-weight:bold";
  } else if (tag === "pre" || tag === "blockquote") {
    // A quote may sit in a header cell, where `<blockquote>` may not; Outlook adds margins of its own to it too.
    emailTag = "div";
  } else if (tag === "th" || tag === "td") {
    base = styles.cell;
    // A header cell may hold no heading: one that does is an ordinary cell in bold.
    if (tag === "th" && /<h[1-6][ >]/.test(joined(children))) {
      emailTag = "td";
      base = `${styles.cell};font-weight:bold`;
      delete kept.scope;
    }
  } else if (tag === "table") {
    kept.cellpadding = "0";
    kept.cellspacing = "0";
    kept.border = "0";
    kept.width = "100%";
    base = styles.table;
  } else if (tag === "hr") {
    return { html: `<hr style="${styles.rule}">` };
  } else if (tag === "br" || tag === "col") {
    const own = styleText(ownStyle(style, attributes));
    return { html: `<${tag}${attributesHtml(kept)}${own ? ` style="${own}"` : ""}>` };
  }
  const own = styleText(ownStyle(style, attributes));
  const css = [base, own].filter((part) => part !== "").join(";");
  const transform = style?.["text-transform"];
  const content = transform === undefined ? joined(children) : casedHtml(joined(children), transform);
  // A heading must have words (html-validate's empty-heading): an empty one is an empty line of its size.
  if (/^h[1-6]$/.test(tag) && content.replace(/<[^>]*>|&nbsp;|\s/g, "") === "") emailTag = "p";
  return { html: `<${emailTag}${attributesHtml(kept)}${css ? ` style="${escapeText(css)}"` : ""}>${content}</${emailTag}>` };
}

/**
 * Rich text as email-safe HTML (issue 16): the walk every renderer shares (`describe.ts`), with
 * each element's look written inline (an inbox drops classes and most `<style>`), links and
 * pictures absolute, pictures sized by attributes, layouts as table cells, collapsibles open,
 * and the nodes a page shows with a component in forms an inbox can show (`emailRichWidgets.ts`).
 */
export function emailRichTextHtml(value: RichText, context: EmailRichTextContext, styles: EmailTextStyles): string {
  return describeRichText(value, makeFactory(context, styles))
    .map((piece) => piece.html)
    .join("");
}
