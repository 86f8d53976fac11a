// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReleaseInput } from "../../schema/api/releases";
import { fakeReleases, releaseOf, renderMusic } from "./musicTestKit";

afterEach(cleanup);

const shirtInput: ReleaseInput = {
  title: "Tour Shirt",
  artist: "Salt & Static",
  category: "Merch",
  status: "published",
  options: [{ name: "Size", values: ["S", "M"] }],
  lowStockThreshold: 3,
  variants: [
    { id: "v-s", isDefault: true, price: 25, tracks: [], optionValues: ["S"], sku: "TS-S", stock: 10 },
    { id: "v-m", price: 25, tracks: [], optionValues: ["M"], stock: null },
  ],
};

function openNew() {
  fireEvent.click(screen.getByRole("button", { name: "New release" }));
  const form = screen.getByRole("form", { name: "New release" });
  fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Tour Shirt" } });
  fireEvent.change(within(form).getByLabelText("Category"), { target: { value: "Merch" } });
  return form;
}

describe("merch options and stock in the studio (issue 36)", () => {
  it("makes a variant per combination of the options, each with its price, SKU and stock", async () => {
    const api = fakeReleases();
    renderMusic(api);
    await screen.findByText(/No releases yet/);
    const form = openNew();
    // Merch has no tracks: its form asks for options and stock instead.
    expect(within(form).queryByLabelText(/Upload tracks/)).toBeNull();
    fireEvent.change(within(form).getByLabelText("Price of Variant 1 ($)"), { target: { value: "25" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add option" }));
    fireEvent.change(within(form).getByLabelText("Option 1 name"), { target: { value: "Size" } });
    fireEvent.change(within(form).getByLabelText("Option 1 values (comma-separated)"), { target: { value: "S, M" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add option" }));
    fireEvent.change(within(form).getByLabelText("Option 2 name"), { target: { value: "Colour" } });
    fireEvent.change(within(form).getByLabelText("Option 2 values (comma-separated)"), { target: { value: "Black, Sand, Black" } });
    const rows = within(within(form).getByRole("table", { name: "Variants" }))
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(rows).toEqual(["S / Black", "S / Sand", "M / Black", "M / Sand"]);
    fireEvent.change(within(form).getByLabelText("Price of M / Sand ($)"), { target: { value: "27" } });
    fireEvent.change(within(form).getByLabelText("SKU of M / Sand"), { target: { value: "TS-M-SAND" } });
    fireEvent.change(within(form).getByLabelText("Stock of M / Sand"), { target: { value: "12" } });
    fireEvent.change(within(form).getByLabelText("Say 'Only N left' at or under (blank: never)"), { target: { value: "5" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    await waitFor(() => expect(api.createRelease).toHaveBeenCalled());
    const sent = vi.mocked(api.createRelease).mock.calls[0]?.[1] as ReleaseInput;
    expect(sent.options).toEqual([
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Black", "Sand"] },
    ]);
    expect(sent.lowStockThreshold).toBe(5);
    expect(sent.variants.map((variant) => [variant.optionValues, variant.price, variant.sku, variant.stock])).toEqual([
      [["S", "Black"], 25, "", null],
      [["S", "Sand"], 25, "", null],
      [["M", "Black"], 25, "", null],
      [["M", "Sand"], 27, "TS-M-SAND", 12],
    ]);
  });

  it("sends a stock change with the stock it was made from, and says what checkouts hold", async () => {
    const shirt = releaseOf("r1", shirtInput);
    const api = fakeReleases([
      { ...shirt, variants: shirt.variants.map((variant, index) => ({ ...variant, reserved: index === 0 ? 2 : 0 })) },
    ]);
    renderMusic(api);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Tour Shirt" }));
    const form = screen.getByRole("form", { name: "Edit Tour Shirt" });
    expect(within(form).getByText(/2 held by checkouts/)).toBeTruthy();
    // Keeping S when values change around it keeps what was set for it.
    fireEvent.change(within(form).getByLabelText("Option 1 values (comma-separated)"), { target: { value: "S, M, L" } });
    expect((within(form).getByLabelText("SKU of S") as HTMLInputElement).value).toBe("TS-S");
    fireEvent.change(within(form).getByLabelText("Stock of S"), { target: { value: "15" } });
    fireEvent.change(within(form).getByLabelText("Stock of L"), { target: { value: "lots" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    expect(await within(form).findByText("A whole number, or blank to not count it.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Stock of L"), { target: { value: "4" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    await waitFor(() => expect(api.updateRelease).toHaveBeenCalled());
    const sent = vi.mocked(api.updateRelease).mock.calls[0]?.[2] as ReleaseInput;
    expect(sent.variants.map((variant) => [variant.id, variant.optionValues, variant.stock, variant.stockSeen])).toEqual([
      ["v-s", ["S"], 15, 10],
      ["v-m", ["M"], null, undefined],
      [undefined, ["L"], 4, undefined],
    ]);
  });
});
