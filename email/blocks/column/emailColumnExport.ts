import type { EmailBlockNodeOf, ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput, EmailTextInput } from "../../emailBlock";

type ColumnNode = EmailBlockNodeOf<"Column">;
type ColumnProps = ResolvedEmailPropsOf<"Column">;

/**
 * A column shows only inside its Columns, which lays it out and reads its props
 * (`emailColumnsExport.ts`); alone (the tree check keeps it in its row), its blocks stacked.
 */
export const columnHtml = ({ node, context, blocksHtml }: EmailHtmlInput<ColumnNode, ColumnProps>): string =>
  blocksHtml(node.children ?? [], context);

/** Its blocks' paragraphs, in order. */
export const columnText = ({ node, blocksText }: EmailTextInput<ColumnNode, ColumnProps>): string[][] => blocksText(node.children ?? []);
