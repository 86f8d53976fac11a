import { EMAIL_TEXT_DEFAULT } from "../../../schema/email/blocks";
import type { EmailBlockNodeOf, ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput, EmailTextInput } from "../../emailBlock";
import { CANVAS_TEXT_CLASS, sidePadding } from "../../export/emailBlockContext";
import { emailRichTextHtml } from "../../export/emailRichText";
import { richTextLines } from "../../export/emailRichTextLines";
import { cellTable, paddingText } from "../../export/html";

// Named, not inferred: inferring walks the whole rich-text union (TS2589).
type TextNode = EmailBlockNodeOf<"Text">;
type TextProps = ResolvedEmailPropsOf<"Text">;

/** A Text's rich text as email-safe HTML in a padded cell; left to the dark mode's colour when it has none of its own. */
export function textHtml({ props, context }: EmailHtmlInput<TextNode, TextProps>): string {
  const html = emailRichTextHtml(
    props.content,
    {
      siteUrl: context.siteUrl,
      linkColor: context.settings.linkColor,
      contentWidth: Math.max(1, context.width - sidePadding(props.paddings)),
      webVersionUrl: context.webVersionUrl,
      drawingPictures: context.drawingPictures,
      emailId: context.emailId,
    },
    context.styles,
  );
  return cellTable(
    html,
    { class: context.onCanvas && props.color === undefined ? CANVAS_TEXT_CLASS : undefined, align: props.align },
    {
      padding: paddingText(props.paddings),
      "font-family": context.settings.fontFamily,
      "font-size": `${props.fontSize}px`,
      "line-height": "1.5",
      color: props.color ?? context.settings.textColor,
      "text-align": props.align,
    },
  );
}

/** A Text's words as lines; SPEC's words for a Text never written in. */
export function textText({ node, siteUrl, emailId }: EmailTextInput<TextNode, TextProps>): string[][] {
  const content = node.props.content;
  return [content === undefined ? [EMAIL_TEXT_DEFAULT] : richTextLines(content, siteUrl, emailId)];
}
