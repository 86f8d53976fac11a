import type { EmailBlockNodeOf, ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput, EmailTextInput } from "../../emailBlock";
import { sidePadding } from "../../export/emailBlockContext";
import { absoluteLink, attributesHtml, cellTable, escapeHtml, paddingText, styleText } from "../../export/html";

type ImageNode = EmailBlockNodeOf<"Image">;
type ImageProps = ResolvedEmailPropsOf<"Image">;

/** The picture at most its column's width, its height in proportion, linked when it has a link. */
export function imageHtml({ props, context }: EmailHtmlInput<ImageNode, ImageProps>): string {
  const src = props.src === undefined ? null : absoluteLink(props.src, context.siteUrl);
  // No picture chosen yet: the canvas shows a placeholder, the email shows nothing.
  if (src === null) return "";
  const width = Math.min(props.width, Math.max(1, context.width - sidePadding(props.paddings ?? [])));
  const height = props.height === undefined ? undefined : Math.round((props.height * width) / props.width);
  const picture = `<img${attributesHtml({
    src,
    alt: props.alt,
    width,
    height,
    border: 0,
    style: styleText({
      display: "block",
      width: "100%",
      "max-width": `${width}px`,
      height: "auto",
      border: "0",
      margin: props.align === "center" ? "0 auto" : undefined,
    }),
  })}>`;
  const href = props.link === undefined ? null : absoluteLink(props.link, context.siteUrl);
  // A picture without words links by its address (html-validate's wcag/h30).
  const label = props.alt === "" ? ` aria-label="${escapeHtml(href ?? "")}"` : "";
  const content =
    href === null ? picture : `<a href="${escapeHtml(href)}"${label} style="display:block;text-decoration:none">${picture}</a>`;
  return cellTable(content, { align: props.align }, { padding: props.paddings ? paddingText(props.paddings) : undefined });
}

/** The picture's alternative text in brackets and its link; nothing for a picture not chosen or saying nothing. */
export function imageText({ node, siteUrl }: EmailTextInput<ImageNode, ImageProps>): string[][] {
  if (node.props.src === undefined) return [];
  const alt = node.props.alt ?? "";
  const href = node.props.link === undefined ? null : absoluteLink(node.props.link, siteUrl);
  if (alt === "" && href === null) return [];
  return [[[alt === "" ? "" : `[${alt}]`, href ?? ""].filter(Boolean).join(" ")]];
}
