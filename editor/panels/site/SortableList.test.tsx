// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tick } from "../../canvas/canvasTestKit";
import { dropMove, moveItem, SortableList } from "./SortableList";

afterEach(cleanup);

describe("moveItem", () => {
  it("moves an item forwards or backwards, in a new array", () => {
    const items = ["a", "b", "c", "d"];
    expect(moveItem(items, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(items, 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveItem(items, 1, 0)).toEqual(["b", "a", "c", "d"]);
    expect(items).toEqual(["a", "b", "c", "d"]);
  });

  it("gives an unchanged copy for a move to the same place or out of the list", () => {
    const items = ["a", "b"];
    for (const [from, to] of [
      [1, 1],
      [-1, 0],
      [0, 2],
      [2, 0],
      [0, -1],
    ] as const) {
      const moved = moveItem(items, from, to);
      expect(moved).toEqual(["a", "b"]);
      expect(moved).not.toBe(items);
    }
  });
});

describe("dropMove", () => {
  const drop = (active: string | number, over: string | number | null) =>
    dropMove({ active: { id: active }, over: over === null ? null : { id: over } } as Parameters<typeof dropMove>[0]);

  it("moves from the dragged row's index to the index of the row it was dropped on", () => {
    expect(drop("0", "2")).toEqual({ from: 0, to: 2 });
    expect(drop("3", "1")).toEqual({ from: 3, to: 1 });
    expect(drop(1, 0)).toEqual({ from: 1, to: 0 });
  });

  it("moves nothing when dropped on no row or on itself, or when the ids are not indices", () => {
    expect(drop("1", null)).toBeNull();
    expect(drop("1", "1")).toBeNull();
    expect(drop("row", "1")).toBeNull();
    expect(drop("1", "1.5")).toBeNull();
  });
});

describe("SortableList", () => {
  function renderList(items = ["Alpha", "Beta", "Gamma"]) {
    const onMove = vi.fn();
    render(
      <SortableList
        label="Links"
        items={items}
        itemName={(item) => item}
        renderItem={(item, index) => `${index}: ${item}`}
        onMove={onMove}
      />,
    );
    return { onMove, list: screen.getByRole("list", { name: "Links" }) };
  }

  it("shows each row with its content, a drag handle and move buttons named after the row", () => {
    const { list } = renderList();
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByText(/^\d: /).textContent)).toEqual(["0: Alpha", "1: Beta", "2: Gamma"]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Drag to reorder: Beta", "Move up: Beta", "Move down: Beta"]);
  });

  it("moves a row up or down with its buttons, which stop at the ends", () => {
    const { onMove } = renderList();
    const up = (name: string) => screen.getByRole("button", { name: `Move up: ${name}` }) as HTMLButtonElement;
    const down = (name: string) => screen.getByRole("button", { name: `Move down: ${name}` }) as HTMLButtonElement;
    expect(up("Alpha").disabled).toBe(true);
    expect(down("Gamma").disabled).toBe(true);
    expect(up("Beta").disabled).toBe(false);
    expect(down("Alpha").disabled).toBe(false);
    fireEvent.click(up("Beta"));
    expect(onMove).toHaveBeenLastCalledWith(1, 0);
    fireEvent.click(down("Beta"));
    expect(onMove).toHaveBeenLastCalledWith(1, 2);
    fireEvent.click(up("Gamma"));
    expect(onMove).toHaveBeenLastCalledWith(2, 1);
    expect(onMove).toHaveBeenCalledTimes(3);
  });

  it("moves a row by dragging its handle with the keyboard onto the next row", async () => {
    // Rows 40 px high, one under the other (jsdom lays nothing out).
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const row = this.closest("li");
      const top = row?.parentElement ? [...row.parentElement.children].indexOf(row) * 40 : 0;
      return { x: 0, y: top, top, left: 0, width: 200, height: 40, right: 200, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
    });
    const { onMove } = renderList();
    const handle = screen.getByRole("button", { name: "Drag to reorder: Alpha" });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { key: " ", code: "Space" });
      await tick();
    });
    await act(async () => {
      fireEvent.keyDown(handle, { key: "ArrowDown", code: "ArrowDown" });
      await tick();
    });
    await act(async () => {
      fireEvent.keyDown(handle, { key: " ", code: "Space" });
      await tick();
    });
    expect(onMove).toHaveBeenCalledExactlyOnceWith(0, 1);
  });

  it("disables both move buttons of a single row", () => {
    renderList(["Only"]);
    expect((screen.getByRole("button", { name: "Move up: Only" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Move down: Only" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
