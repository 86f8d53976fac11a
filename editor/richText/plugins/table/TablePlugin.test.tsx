// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { insert } from "../../toolbar/insertions";
import { SlashMenuPlugin } from "../typeahead/SlashMenuPlugin";
import { blocksOf, choose, installLayoutStubs, mountEditor, optionLabels, typeText } from "../typeahead/typeaheadTestKit";
import { TablePlugin } from "./TablePlugin";

installLayoutStubs();
afterEach(() => {
  cleanup();
  document.body.style.overflow = "";
});

const MENU = "Slash commands";
const mount = () =>
  mountEditor(
    <>
      <SlashMenuPlugin />
      <TablePlugin />
    </>,
  );

interface StoredTable {
  type: string;
  colWidths?: number[];
  children: { children: { headerState: number }[] }[];
}
const tables = (editor: Parameters<typeof blocksOf>[0]) =>
  blocksOf(editor).filter((block) => block.type === "table") as unknown as StoredTable[];
const sizeOf = (table: StoredTable) => [table.children.length, table.children[0]?.children.length];

async function openDialog(editor: Parameters<typeof insert>[0]) {
  await typeText(editor, "Setlist");
  await act(async () => insert(editor, "table"));
  return screen.getByRole("dialog", { name: "Insert Table" });
}

const rows = () => screen.getByLabelText("Rows") as HTMLInputElement;
const columns = () => screen.getByLabelText("Columns") as HTMLInputElement;
const confirm = () => screen.getByRole("button", { name: "Confirm" }) as HTMLButtonElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe("the Insert Table dialog", () => {
  it("opens from the Insert menu's Table with 5 rows and 5 columns, and Confirm inserts that table", async () => {
    const { editor } = mount();
    await openDialog(editor);
    expect(rows().value).toBe("5");
    expect(columns().value).toBe("5");
    expect(confirm().disabled).toBe(false);
    await act(async () => fireEvent.click(confirm()));
    expect(screen.queryByRole("dialog")).toBeNull();
    const [table] = tables(editor);
    expect(table && sizeOf(table)).toEqual([5, 5]);
    // SPEC §10: every column starts 92 px wide.
    expect(table?.colWidths).toEqual([92, 92, 92, 92, 92]);
    expect(blocksOf(editor)[0]).toMatchObject({ type: "paragraph" });
  });

  it.each([
    ["0 rows", "0", "5"],
    ["501 rows", "501", "5"],
    ["0 columns", "5", "0"],
    ["51 columns", "5", "51"],
    ["a fraction", "2.5", "5"],
    ["nothing", "", "5"],
    ["a negative size", "-3", "5"],
  ])("keeps Confirm disabled for %s, and inserts nothing", async (_name, rowCount, columnCount) => {
    const { editor } = mount();
    await openDialog(editor);
    type(rows(), rowCount);
    type(columns(), columnCount);
    expect(confirm().disabled).toBe(true);
    await act(async () => fireEvent.submit(confirm().closest("form") as HTMLFormElement));
    expect(tables(editor)).toEqual([]);
  });

  it.each([
    ["1", "1"],
    ["500", "1"],
    ["1", "50"],
  ])("accepts the limits themselves: %s rows by %s columns", async (rowCount, columnCount) => {
    const { editor } = mount();
    await openDialog(editor);
    type(rows(), rowCount);
    type(columns(), columnCount);
    expect(confirm().disabled).toBe(false);
    await act(async () => fireEvent.click(confirm()));
    const [table] = tables(editor);
    expect(table && sizeOf(table)).toEqual([Number(rowCount), Number(columnCount)]);
  });

  it("closes on Close without inserting", async () => {
    const { editor } = mount();
    await openDialog(editor);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(tables(editor)).toEqual([]);
  });
});

describe("tables in the slash menu", () => {
  it("'Table' opens the Insert Table dialog", async () => {
    const { editor } = mount();
    await typeText(editor, "/tab");
    expect(optionLabels(MENU)).toEqual(["Table"]);
    await choose(screen.getByRole("option", { name: "Table" }));
    expect(screen.getByRole("dialog", { name: "Insert Table" })).toBeTruthy();
  });

  it("a typed size offers a table of that size first, and inserts it: '/3x4' is 3 rows by 4 columns", async () => {
    const { editor } = mount();
    await typeText(editor, "/3x4");
    expect(optionLabels(MENU)[0]).toBe("Table 3x4");
    await choose(screen.getByRole("option", { name: "Table 3x4" }));
    const [table] = tables(editor);
    expect(table && sizeOf(table)).toEqual([3, 4]);
    expect(table?.children[0]?.children.map((cell) => cell.headerState)).toEqual([1, 1, 1, 1]);
    expect(JSON.stringify(blocksOf(editor))).not.toContain("3x4");
  });

  it.each(["0x4", "501x2", "3x51", "3x", "x4"])("offers no table for '/%s'", async (query) => {
    const { editor } = mount();
    await typeText(editor, `/${query}`);
    expect(optionLabels(MENU).filter((label) => label.startsWith("Table "))).toEqual([]);
  });
});

vi.setConfig({ testTimeout: 20_000 });
