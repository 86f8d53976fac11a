// @vitest-environment jsdom
import { $isTableNode } from "@lexical/table";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { $getRoot, type ElementNode, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { blocksOf, installLayoutStubs, mountEditor } from "../typeahead/typeaheadTestKit";
import { $insertTable } from "./insertTable";
import { addTableLine } from "./TableAddButtons";
import { resizeTableAt } from "./TableCellResizer";
import { TableFloatingPlugins } from "./TableFloatingPlugins";
import { TablePlugin } from "./TablePlugin";

installLayoutStubs();
afterEach(cleanup);

interface StoredTable {
  colWidths?: number[];
  rowStriping?: boolean;
  children: { height?: number; children: { backgroundColor: string | null; headerState: number }[] }[];
}
const table = (editor: LexicalEditor) => blocksOf(editor).find((block) => block.type === "table") as unknown as StoredTable;

async function mountWithTable(rows = 2, columns = 2) {
  const mounted = mountEditor(
    <>
      <TablePlugin />
      <TableFloatingPlugins anchorElement={document.body} />
    </>,
  );
  await act(async () => {
    mounted.editor.update(
      () => {
        $getRoot().clear();
        $insertTable(rows, columns);
      },
      { discrete: true },
    );
  });
  return mounted;
}

const cellElement = (editor: LexicalEditor, row: number, column: number) =>
  editor.getEditorState().read(() => {
    const node = $getRoot().getChildren().find($isTableNode);
    const cell = node?.getChildAtIndex<ElementNode>(row)?.getChildAtIndex(column);
    return cell ? (editor.getElementByKey(cell.getKey()) as HTMLElement) : null;
  });

async function openMenu(editable: HTMLElement) {
  await act(async () => {
    fireEvent.keyDown(editable, { key: "Enter", altKey: true });
  });
  return screen.getByRole("menu", { name: "Table cell actions" });
}

describe("the table cell menu", () => {
  it("opens with Alt+Enter in a cell, focus on its first item, and its items act on the table", async () => {
    const { editor, editable } = await mountWithTable();
    const menu = await openMenu(editable);
    // Focus moves in once the menu is placed (a frame after it opens).
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole("menuitem", { name: "Insert row above" })));
    // One cell selected, no spans: neither merge nor unmerge is offered (SPEC §4).
    expect(within(menu).queryByRole("menuitem", { name: "Merge cells" })).toBeNull();
    expect(within(menu).queryByRole("menuitem", { name: "Unmerge cells" })).toBeNull();
    expect(within(menu).getByRole("menuitemcheckbox", { name: "Row header" }).getAttribute("aria-checked")).toBe("true");
    await act(async () => fireEvent.click(within(menu).getByRole("menuitemcheckbox", { name: "Row striping" })));
    expect(table(editor).rowStriping).toBe(true);
    expect(screen.queryByRole("menu")).toBeNull();

    const again = await openMenu(editable);
    await act(async () => fireEvent.click(within(again).getByRole("menuitem", { name: "Insert row below" })));
    expect(table(editor).children).toHaveLength(3);
  });

  it("colours the cell's background with a hex code of at most 7 characters", async () => {
    const { editor, editable } = await mountWithTable();
    const menu = await openMenu(editable);
    await act(async () => fireEvent.click(within(menu).getByRole("menuitem", { name: "Background colour…" })));
    const hex = screen.getByLabelText("Hex") as HTMLInputElement;
    expect(hex.maxLength).toBe(7);
    fireEvent.change(hex, { target: { value: "#d4bbcf" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Apply" })));
    expect(table(editor).children[0]?.children[0]?.backgroundColor).toBe("#d4bbcf");
  });
});

describe("the resize handles and add buttons' effects", () => {
  it("resize a column by its drag, never under 92 px, and a row, never under 33 px", async () => {
    const { editor } = await mountWithTable();
    const cell = cellElement(editor, 0, 1) as HTMLElement;
    await act(async () => resizeTableAt(editor, cell, "column", 30));
    expect(table(editor).colWidths).toEqual([92, 122]);
    await act(async () => resizeTableAt(editor, cell, "column", -500));
    expect(table(editor).colWidths).toEqual([92, 92]);
    await act(async () => resizeTableAt(editor, cell, "row", 50));
    expect(table(editor).children[0]?.height).toBe(50);
    await act(async () => resizeTableAt(editor, cell, "row", -500));
    expect(table(editor).children[0]?.height).toBe(33);
  });

  it("add a row at the bottom and a column at the right", async () => {
    const { editor } = await mountWithTable(2, 3);
    const box = (cellElement(editor, 0, 0) as HTMLElement).closest(".bl-rt-table-scroll") as HTMLElement;
    await act(async () => addTableLine(editor, box, "row"));
    await act(async () => addTableLine(editor, box, "column"));
    expect(table(editor).children.map((row) => row.children.length)).toEqual([4, 4, 4]);
    expect(table(editor).colWidths).toEqual([92, 92, 92, 92]);
  });
});
