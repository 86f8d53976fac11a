import type { EmailBlockNodeOf, ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput } from "../../emailBlock";
import { cellTable, PRESENTATION_TABLE, paddingText } from "../../export/html";

type DividerNode = EmailBlockNodeOf<"Divider">;
type DividerProps = ResolvedEmailPropsOf<"Divider">;

/** The line as a cell of its thickness filled with its colour, within its paddings. */
export function dividerHtml({ props }: EmailHtmlInput<DividerNode, DividerProps>): string {
  const line = `<table ${PRESENTATION_TABLE}><tbody><tr><td height="${props.thickness}" bgcolor="${props.color}" style="height:${props.thickness}px;line-height:${props.thickness}px;font-size:1px;background-color:${props.color}">&nbsp;</td></tr></tbody></table>`;
  return cellTable(line, {}, { padding: paddingText(props.paddings) });
}

/** A line of dashes. */
export const dividerText = (): string[][] => [["----------"]];
