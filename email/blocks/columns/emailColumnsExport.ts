import { defaultsOf } from "../../../runtime/resolveProps";
import { emailColumnPropsSchema } from "../../../schema/email/blocks";
import { EMAIL_COLUMN_SHARES, type EmailBlockNodeOf, type ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput, EmailTextInput } from "../../emailBlock";
import { type EmailBlockContext, sidePadding } from "../../export/emailBlockContext";
import { columnsHtml, splitWidth } from "../../export/emailColumnsHtml";
import { cellTable, paddingText } from "../../export/html";

type ColumnsNode = EmailBlockNodeOf<"Columns">;
type ColumnsProps = ResolvedEmailPropsOf<"Columns">;
type ColumnNode = EmailBlockNodeOf<"Column">;

/** A Column's props over its defaults: the row lays its columns out, so it reads them itself. */
function columnPropsOf(column: ColumnNode): ResolvedEmailPropsOf<"Column"> {
  const { background, verticalAlign } = column.props;
  const defaults = defaultsOf(emailColumnPropsSchema) as ResolvedEmailPropsOf<"Column">;
  return { background: background ?? defaults.background, verticalAlign: verticalAlign ?? defaults.verticalAlign };
}

/** The columns side by side in the layout's shares less the gap, stacking on phones when asked (`emailColumnsHtml.ts`). */
export function columnsBlockHtml({ node, props, context, blocksHtml }: EmailHtmlInput<ColumnsNode, ColumnsProps>): string {
  const paddings = props.paddings ?? [0, 0, 0, 0];
  const rowWidth = Math.max(1, context.width - sidePadding(paddings));
  // The tree check lets a Columns hold Column blocks only.
  const columnNodes = (node.children ?? []).filter((child): child is ColumnNode => child.type === "Column");
  const widths = splitWidth(rowWidth, EMAIL_COLUMN_SHARES[props.layout].slice(0, Math.max(1, columnNodes.length)));
  const columns = columnNodes.map((column, index) => {
    const columnProps = columnPropsOf(column);
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

/** Its columns' paragraphs, one column after the other. */
export const columnsBlockText = ({ node, blocksText }: EmailTextInput<ColumnsNode, ColumnsProps>): string[][] =>
  blocksText(node.children ?? []);
