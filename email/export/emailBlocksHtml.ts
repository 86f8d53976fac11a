import { defaultsOf } from "../../runtime/resolveProps";
import {
  emailButtonPropsSchema,
  emailColumnPropsSchema,
  emailColumnsPropsSchema,
  emailContainerPropsSchema,
  emailDividerPropsSchema,
  emailImagePropsSchema,
  emailSpacerPropsSchema,
  emailTextPropsSchema,
} from "../../schema/email/blocks";
import {
  EMAIL_COLUMN_SHARES,
  type EmailBlockNode,
  type EmailBlockNodeOf,
  type EmailBlockType,
  type EmailSettings,
  type ResolvedEmailPropsOf,
} from "../../schema/email/document";
import { emailButtonHtml } from "./emailButtonHtml";
import { columnsHtml, splitWidth } from "./emailColumnsHtml";
import type { EmailTextStyles } from "./emailRichStyles";
import { emailRichTextHtml } from "./emailRichText";
import { absoluteLink, attributesHtml, cellTable, escapeAttribute, PRESENTATION_TABLE, paddingText, styleText } from "./html";

/** What every block is exported with. */
export interface EmailBlockContext {
  readonly siteUrl: string;
  readonly settings: EmailSettings;
  readonly styles: EmailTextStyles;
  /** Pixels the block may take. */
  readonly width: number;
  /** Whether the block sits on the email's canvas colour (no background of its own around it): dark mode may recolour it. */
  readonly onCanvas: boolean;
  readonly webVersionUrl?: string;
  readonly drawingPictures?: ReadonlyMap<string, string>;
  readonly emailId?: string;
}

/** The class dark mode recolours text on the canvas with (`emailHtmlDocument.ts`). */
export const CANVAS_TEXT_CLASS = "bl-email-text";

const PROPS_SCHEMAS: Readonly<Record<EmailBlockType, { readonly properties: Readonly<Record<string, object>> }>> = {
  Text: emailTextPropsSchema,
  Container: emailContainerPropsSchema,
  Image: emailImagePropsSchema,
  Button: emailButtonPropsSchema,
  Columns: emailColumnsPropsSchema,
  Column: emailColumnPropsSchema,
  Divider: emailDividerPropsSchema,
  Spacer: emailSpacerPropsSchema,
};

/** A block's props over its schema's defaults. */
function propsOf<T extends EmailBlockType>(node: EmailBlockNodeOf<T>): ResolvedEmailPropsOf<T> {
  const resolved: Record<string, unknown> = { ...defaultsOf(PROPS_SCHEMAS[node.type]) };
  for (const [name, value] of Object.entries(node.props)) if (value !== undefined) resolved[name] = value;
  return resolved as ResolvedEmailPropsOf<T>;
}

/** Pixels a block's paddings take from its width, whole (a width attribute holds whole pixels). */
const sidePadding = (paddings: readonly number[]) => Math.round((paddings[1] ?? 0) + (paddings[3] ?? 0));

function textHtml(node: EmailBlockNodeOf<"Text">, context: EmailBlockContext): string {
  // Named, not inferred: inferring walks the whole rich-text union (TS2589).
  const props = propsOf<"Text">(node);
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

function imageHtml(node: EmailBlockNodeOf<"Image">, context: EmailBlockContext): string {
  const props = propsOf<"Image">(node);
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
  const label = props.alt === "" ? ` aria-label="${escapeAttribute(href ?? "")}"` : "";
  const content =
    href === null ? picture : `<a href="${escapeAttribute(href)}"${label} style="display:block;text-decoration:none">${picture}</a>`;
  return cellTable(content, { align: props.align }, { padding: props.paddings ? paddingText(props.paddings) : undefined });
}

function containerHtml(node: EmailBlockNodeOf<"Container">, context: EmailBlockContext): string {
  const props = propsOf<"Container">(node);
  const share = Number.parseInt(props.width, 10) / 100;
  const width = Math.max(1, Math.round(context.width * share));
  const paddings = props.paddings ?? [0, 0, 0, 0];
  const inner: EmailBlockContext = {
    ...context,
    width: Math.max(1, width - sidePadding(paddings)),
    onCanvas: context.onCanvas && props.background === undefined,
  };
  const children = blocksHtml(node.children ?? [], inner);
  const style = styleText({
    width: "100%",
    "max-width": width < context.width ? `${width}px` : undefined,
    "background-color": props.background,
    "border-radius": props.radius > 0 ? `${props.radius}px` : undefined,
    "border-collapse": "separate",
  });
  const cellStyle = styleText({ padding: props.paddings ? paddingText(paddings) : undefined });
  const table = `<table role="presentation" width="${width < context.width ? width : "100%"}" align="center" cellpadding="0" cellspacing="0" border="0"${props.background ? ` bgcolor="${props.background}"` : ""} style="${style}"><tbody><tr><td${cellStyle ? ` style="${cellStyle}"` : ""}>${children}</td></tr></tbody></table>`;
  return table;
}

function columnsHtmlOf(node: EmailBlockNodeOf<"Columns">, context: EmailBlockContext): string {
  const props = propsOf<"Columns">(node);
  const paddings = props.paddings ?? [0, 0, 0, 0];
  const rowWidth = Math.max(1, context.width - sidePadding(paddings));
  const columnNodes = (node.children ?? []) as EmailBlockNodeOf<"Column">[];
  const widths = splitWidth(rowWidth, EMAIL_COLUMN_SHARES[props.layout].slice(0, Math.max(1, columnNodes.length)));
  const columns = columnNodes.map((column, index) => {
    const columnProps = propsOf<"Column">(column);
    const gapShare = index === 0 || index === columnNodes.length - 1 ? props.gap / 2 : props.gap;
    const inner: EmailBlockContext = {
      ...context,
      width: Math.max(1, Math.round((widths[index] ?? rowWidth) - (columnNodes.length > 1 ? gapShare : 0))),
      onCanvas: context.onCanvas && columnProps.background === undefined,
    };
    return {
      html: blocksHtml(column.children ?? [], inner),
      width: widths[index] ?? rowWidth,
      verticalAlign: columnProps.verticalAlign,
      background: columnProps.background,
    };
  });
  return cellTable(
    columnsHtml(columns, props.gap, props.stackOnMobile),
    {},
    { padding: props.paddings ? paddingText(paddings) : undefined },
  );
}

function dividerHtml(node: EmailBlockNodeOf<"Divider">): string {
  const props = propsOf<"Divider">(node);
  const line = `<table ${PRESENTATION_TABLE}><tbody><tr><td height="${props.thickness}" bgcolor="${props.color}" style="height:${props.thickness}px;line-height:${props.thickness}px;font-size:1px;background-color:${props.color}">&nbsp;</td></tr></tbody></table>`;
  return cellTable(line, {}, { padding: paddingText(props.paddings) });
}

function spacerHtml(node: EmailBlockNodeOf<"Spacer">): string {
  const { height } = propsOf<"Spacer">(node);
  return `<table ${PRESENTATION_TABLE}><tbody><tr><td height="${height}" style="height:${height}px;line-height:${height}px;font-size:1px">&nbsp;</td></tr></tbody></table>`;
}

/** One block as email HTML. */
export function blockHtml(node: EmailBlockNode, context: EmailBlockContext): string {
  switch (node.type) {
    case "Text":
      return textHtml(node, context);
    case "Container":
      return containerHtml(node, context);
    case "Image":
      return imageHtml(node, context);
    case "Button":
      return emailButtonHtml(propsOf<"Button">(node), context);
    case "Columns":
      return columnsHtmlOf(node, context);
    case "Column":
      // A column shows only inside its Columns (the tree check keeps it there); alone, its blocks stacked.
      return blocksHtml(node.children ?? [], context);
    case "Divider":
      return dividerHtml(node);
    case "Spacer":
      return spacerHtml(node);
  }
}

/** Blocks stacked, each as wide as the context allows. */
export function blocksHtml(nodes: readonly EmailBlockNode[], context: EmailBlockContext): string {
  let html = "";
  for (const node of nodes) html += blockHtml(node, context);
  return html;
}
