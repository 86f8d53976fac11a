// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiscountCode, DiscountCodeInput } from "../../schema/api/discountCodes";
import type { DiscountCodesApi } from "../api/discountCodesApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { DiscountsWorkspace } from "./DiscountsWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "The Lantern Coast" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

const stored: DiscountCode = {
  id: "c1",
  code: "SUMMER",
  kind: "percent",
  amount: 20,
  appliesTo: "store",
  productIds: [],
  tierIds: [],
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  oncePerFan: true,
  minimumOrderCents: null,
  createdAt: "2026-06-01T00:00:00.000Z",
  endedAt: null,
  uses: 3,
  status: "active",
};

/** A discount codes API in memory, as the server answers. */
function fakeCodes(initial: DiscountCode[] = []) {
  let codes = [...initial];
  const api: DiscountCodesApi = {
    list: vi.fn(async () => [...codes]),
    create: vi.fn(async (_profileId: string, input: DiscountCodeInput) => {
      const code = { ...stored, ...input, id: `c${codes.length + 2}`, uses: 0, status: "active" } as DiscountCode;
      codes = [code, ...codes];
      return code;
    }),
    update: vi.fn(async (_profileId: string, id: string, input: DiscountCodeInput) => {
      const code = { ...(codes.find((each) => each.id === id) as DiscountCode), ...input } as DiscountCode;
      codes = codes.map((each) => (each.id === id ? code : each));
      return code;
    }),
    end: vi.fn(async (_profileId: string, id: string) => {
      codes = codes.map((each) => (each.id === id ? { ...each, status: "ended" as const, endedAt: "2026-06-02T00:00:00.000Z" } : each));
      return codes.find((each) => each.id === id) as DiscountCode;
    }),
    findProducts: vi.fn(async (_profileId: string, search: string) => {
      const all = [
        { id: "p1", title: "Night Drive", category: "Music" },
        { id: "p2", title: "Tour Shirt", category: "Merch" },
      ].filter((each) => each.title.toLowerCase().includes(search.toLowerCase()));
      return { total: all.length, data: all } as never;
    }),
    listTiers: vi.fn(async () => [{ id: "t1", name: "Gold" }] as never),
  };
  return api;
}

function renderCodes(api: DiscountCodesApi) {
  return render(<DiscountsWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
}

describe("the studio's Discounts section", () => {
  it("says there are none yet, then makes a fixed code for chosen merch, with a generated code", async () => {
    const api = fakeCodes();
    renderCodes(api);
    expect(await screen.findByText(/No discount codes yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New code" }));
    const form = screen.getByRole("form", { name: "New discount code" });
    fireEvent.click(within(form).getByRole("button", { name: "Generate" }));
    expect((within(form).getByLabelText("Code") as HTMLInputElement).value).toMatch(/^[A-Z2-9]{8}$/);
    fireEvent.change(within(form).getByLabelText("Type"), { target: { value: "fixed" } });
    fireEvent.change(within(form).getByLabelText("Amount off, in dollars"), { target: { value: "4.50" } });
    fireEvent.change(within(form).getByLabelText("Applies to"), { target: { value: "products" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save code" }));
    expect(await within(form).findByText("Choose at least one release or merch item.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Find by title"), { target: { value: "shirt" } });
    fireEvent.click(await within(form).findByLabelText("Tour Shirt (Merch)"));
    fireEvent.change(within(form).getByLabelText("Minimum order, in dollars (empty: none)"), { target: { value: "20" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save code" }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.create).mock.calls[0]?.[1]).toMatchObject({
      kind: "fixed",
      amount: 450,
      appliesTo: "products",
      productIds: ["p2"],
      minimumOrderCents: 2000,
      oncePerFan: true,
      usageLimit: null,
    });
    expect(await screen.findByText("$4.50 off")).toBeTruthy();
  });

  it("lists a code's status and uses, says only dates and limits change once used, and ends one only once confirmed", async () => {
    const api = fakeCodes([stored]);
    renderCodes(api);
    const row = (await screen.findByText("SUMMER")).closest("tr") as HTMLElement;
    expect(within(row).getByText("20% off")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    expect(within(row).getByText("3 of 100")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Edit SUMMER" }));
    const form = screen.getByRole("form", { name: "Edit SUMMER" });
    expect(within(form).getByText("Fans have used this code: only its dates and limits can change.")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));

    const message = "Fans can no longer use SUMMER from now on. Orders that used it keep their discount. This cannot be undone.";
    fireEvent.click(within(row).getByRole("button", { name: "End SUMMER now" }));
    await answerConfirm({ title: "End SUMMER?", message, button: "Cancel" });
    expect(api.end).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole("button", { name: "End SUMMER now" }));
    await answerConfirm({ title: "End SUMMER?", message, button: "End code" });
    expect(await screen.findByText("Ended")).toBeTruthy();
  });

  it("shows the percent's problem by its field, and offers tiers for a membership's first period", async () => {
    renderCodes(fakeCodes());
    fireEvent.click(await screen.findByRole("button", { name: "New code" }));
    const form = screen.getByRole("form", { name: "New discount code" });
    fireEvent.change(within(form).getByLabelText("Code"), { target: { value: "welcome" } });
    fireEvent.change(within(form).getByLabelText("Percentage (1 to 100)"), { target: { value: "150" } });
    fireEvent.change(within(form).getByLabelText("Applies to"), { target: { value: "membership_first_period" } });
    expect(await within(form).findByLabelText("Gold")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Save code" }));
    expect(await within(form).findByText("Enter a whole percentage from 1 to 100.")).toBeTruthy();
  });
});
