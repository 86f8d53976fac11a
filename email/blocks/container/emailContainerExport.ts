import type { EmailBlockNodeOf, ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput, EmailTextInput } from "../../emailBlock";
import { type EmailBlockContext, sidePadding } from "../../export/emailBlockContext";
import { paddingText, styleText } from "../../export/html";

type ContainerNode = EmailBlockNodeOf<"Container">;
type ContainerProps = ResolvedEmailPropsOf<"Container">;

/** Its blocks in a table at its share of the width, centred, on its own background. */
export function containerHtml({ node, props, context, blocksHtml }: EmailHtmlInput<ContainerNode, ContainerProps>): string {
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
  return `<table role="presentation" width="${width < context.width ? width : "100%"}" align="center" cellpadding="0" cellspacing="0" border="0"${props.background ? ` bgcolor="${props.background}"` : ""} style="${style}"><tbody><tr><td${cellStyle ? ` style="${cellStyle}"` : ""}>${children}</td></tr></tbody></table>`;
}

/** Its blocks' paragraphs, in order. */
export const containerText = ({ node, blocksText }: EmailTextInput<ContainerNode, ContainerProps>): string[][] =>
  blocksText(node.children ?? []);
