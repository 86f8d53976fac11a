import type { EmailBlockNodeOf, ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput } from "../../emailBlock";
import { PRESENTATION_TABLE } from "../../export/html";

type SpacerNode = EmailBlockNodeOf<"Spacer">;
type SpacerProps = ResolvedEmailPropsOf<"Spacer">;

/** An empty cell of its height (1 px font, so no client's line height makes it taller). */
export function spacerHtml({ props }: EmailHtmlInput<SpacerNode, SpacerProps>): string {
  const { height } = props;
  return `<table ${PRESENTATION_TABLE}><tbody><tr><td height="${height}" style="height:${height}px;line-height:${height}px;font-size:1px">&nbsp;</td></tr></tbody></table>`;
}

/** Nothing: plain text has no heights. */
export const spacerText = (): string[][] => [];
