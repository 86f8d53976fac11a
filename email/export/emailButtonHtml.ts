import type { ResolvedEmailPropsOf } from "../../schema/email/document";
import type { EmailBlockContext } from "./emailBlockContext";
import { absoluteLink, cellTable, escapeHtml, escapeText, paddingText, styleText, telephoneHtml } from "./html";

const BUTTON_FONT_SIZE = 16;
const BUTTON_LINE_HEIGHT = 20;
/** The cell around a button, as the canvas pads it (`EmailButton.tsx`). */
const BUTTON_CELL_PADDING = [8, 24, 8, 24] as const;

/**
 * A width Outlook's VML shape can take for the title: VML does not grow with its text, so it is
 * measured here from the title's length (an average glyph is about 0.6 of the font size in the
 * web-safe stacks, bold), never wider than the column.
 */
function buttonWidth(title: string, paddings: readonly number[], maxWidth: number): number {
  const text = Math.ceil(title.length * BUTTON_FONT_SIZE * 0.62);
  return Math.min(maxWidth, text + (paddings[1] ?? 0) + (paddings[3] ?? 0));
}

/**
 * A bulletproof button (issue 16): a link styled as a button for every client, and for Outlook for
 * Windows, which draws neither padding nor corners on a link, a VML rounded rectangle of the same
 * size and colours that is the link, in conditional comments only Outlook reads.
 */
export function emailButtonHtml(props: ResolvedEmailPropsOf<"Button">, context: EmailBlockContext): string {
  const href = absoluteLink(props.link, context.siteUrl);
  const radius = context.settings.buttonRadius;
  const fonts = context.settings.fontFamily;
  const title = escapeText(props.title);
  const linkStyle = styleText({
    display: "inline-block",
    "background-color": props.backgroundColor,
    color: props.color,
    "font-family": fonts,
    "font-size": `${BUTTON_FONT_SIZE}px`,
    "font-weight": "bold",
    "line-height": `${BUTTON_LINE_HEIGHT}px`,
    padding: paddingText(props.paddings),
    "border-radius": radius > 0 ? `${radius}px` : undefined,
    "text-decoration": "none",
  });
  const tag = href === null ? "span" : "a";
  const words = href?.startsWith("tel:") ? telephoneHtml(title) : title;
  // A title of spaces says nothing: the address does (html-validate's wcag/h30).
  const label = href !== null && props.title.trim() === "" ? ` aria-label="${escapeHtml(href)}"` : "";
  const link = `<${tag}${href === null ? "" : ` href="${escapeHtml(href)}"`}${label} style="${escapeHtml(linkStyle)}">${words}</${tag}>`;
  const available = Math.max(1, context.width - BUTTON_CELL_PADDING[1] - BUTTON_CELL_PADDING[3]);
  const width = buttonWidth(props.title, props.paddings, available);
  const height = BUTTON_LINE_HEIGHT + (props.paddings[0] ?? 0) + (props.paddings[2] ?? 0);
  const arc = Math.min(50, Math.round((radius / height) * 100));
  const vml =
    `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word"${href === null ? "" : ` href="${escapeHtml(href)}"`}` +
    ` style="height:${height}px;v-text-anchor:middle;width:${width}px" arcsize="${arc}%" stroke="f" fillcolor="${props.backgroundColor}">` +
    `<w:anchorlock/><center style="color:${props.color};font-family:${escapeHtml(fonts)};font-size:${BUTTON_FONT_SIZE}px;font-weight:bold">${title}</center></v:roundrect><![endif]-->`;
  return cellTable(
    `${vml}<!--[if !mso]><!-->${link}<!--<![endif]-->`,
    { align: props.align },
    {
      padding: paddingText(BUTTON_CELL_PADDING),
      "text-align": props.align,
    },
  );
}
