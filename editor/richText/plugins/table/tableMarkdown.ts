import type { ElementTransformer } from "@lexical/markdown";
import {
  $createTableCellNode,
  $createTableNode,
  $createTableRowNode,
  $findTableNode,
  $isTableCellNode,
  $isTableNode,
  $isTableRowNode,
  TableCellHeaderStates,
  TableCellNode,
  TableNode,
  TableRowNode,
} from "@lexical/table";
import { $createParagraphNode, $createTextNode, type ElementNode, type LexicalNode } from "lexical";
import { DEFAULT_COLUMN_WIDTH, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from "../../../../schema/richText/table";

/** A line of a pipe table: '| a | b |' (nothing after the last pipe, so typing a space inside a row never converts it). */
const ROW = /^\|(.+)\|$/;
/** The line under a header row: '| --- | :---: |'. */
const DIVIDER = /^\|(?:\s*:?-+:?\s*\|)+$/;

/** The cells of a row's inside, split on pipes that are not escaped ('\|' is a pipe in a cell). */
export function splitTableRow(inside: string): string[] {
  return inside.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

const escapeCell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function $cellOf(text: string): TableCellNode {
  const paragraph = $createParagraphNode();
  if (text !== "") paragraph.append($createTextNode(text));
  return $createTableCellNode(TableCellHeaderStates.NO_STATUS).append(paragraph);
}

const columnsOf = (table: TableNode) => {
  const first = table.getFirstChild();
  return $isTableRowNode(first) ? first.getChildrenSize() : 0;
};

/**
 * SPEC §9 'pipe tables': a line '| a | b |' becomes a table row, Enter at its end doing it as the
 * artist types (each next line of as many cells joins the table above); a divider line
 * '| --- | --- |' under a row makes that row the header row. Markdown import reads the same lines.
 * Never inside a table (no table in a table), never past 50 columns or 500 rows; new tables get
 * SPEC §10's 92 px columns.
 */
export const TABLE_TRANSFORMER: ElementTransformer = {
  dependencies: [TableNode, TableRowNode, TableCellNode],
  export: (node: LexicalNode, exportChildren: (node: ElementNode) => string) => {
    if (!$isTableNode(node)) return null;
    const lines: string[] = [];
    node.getChildren().forEach((row, index) => {
      if (!$isTableRowNode(row)) return;
      const cells = row.getChildren().filter($isTableCellNode);
      lines.push(`| ${cells.map((cell) => escapeCell(exportChildren(cell).trim())).join(" | ")} |`);
      const header = cells.length > 0 && cells.every((cell) => (cell.getHeaderStyles() & TableCellHeaderStates.ROW) !== 0);
      if (index === 0 && header) lines.push(`| ${cells.map(() => "---").join(" | ")} |`);
    });
    return lines.join("\n");
  },
  regExp: ROW,
  replace: (parentNode, _children, match, isImport) => {
    if ($findTableNode(parentNode) !== null) return false;
    const previous = parentNode.getPreviousSibling();
    const table = $isTableNode(previous) ? previous : null;
    if (DIVIDER.test(match[0] ?? "")) {
      const last = table?.getLastChild();
      if (!$isTableRowNode(last)) return false;
      for (const cell of last.getChildren())
        if ($isTableCellNode(cell)) cell.setHeaderStyles(TableCellHeaderStates.ROW, TableCellHeaderStates.ROW);
      if (isImport) parentNode.remove();
      return;
    }
    const texts = splitTableRow(match[1] ?? "");
    if (texts.length > MAX_TABLE_COLUMNS) return false;
    const row = $createTableRowNode().append(...texts.map($cellOf));
    if (table !== null && columnsOf(table) === texts.length && table.getChildrenSize() < MAX_TABLE_ROWS) table.append(row);
    else {
      const created = $createTableNode()
        .append(row)
        .setColWidths(texts.map(() => DEFAULT_COLUMN_WIDTH));
      parentNode.insertBefore(created);
    }
    // Imported, the line is gone; typed, it stays as the empty line the next row is typed on.
    if (isImport) parentNode.remove();
  },
  triggerOnEnter: true,
  type: "element",
};
