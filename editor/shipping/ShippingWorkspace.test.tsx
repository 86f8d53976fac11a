// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShippingZone } from "../../schema/entities/shipping";
import type { ShippingApi } from "../api/shippingApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { ShippingWorkspace } from "./ShippingWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "The Lantern Coast" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;
const home: ShippingZone = { id: "z1", name: "Home", countries: ["US"], firstItemCents: 500, extraItemCents: 200, freeOverCents: 7500 };

/** The zones API in memory, as the server answers: saving replaces them all, refusing a country in two zones. */
function fakeZones(initial: ShippingZone[] = []) {
  let zones = [...initial];
  const api: ShippingApi = {
    list: vi.fn(async () => [...zones]),
    save: vi.fn(async (_profileId: string, next: Omit<ShippingZone, "id">[]) => {
      zones = next.map((zone, index) => ({ ...zone, id: `z${index + 10}` }));
      return [...zones];
    }),
  };
  return api;
}

const renderShipping = (api: ShippingApi) =>
  render(<ShippingWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);

describe("the studio's Shipping section (issue 36, item 3)", () => {
  it("says fans cannot order merch without a zone, then adds one with its countries and rates", async () => {
    const api = fakeZones();
    renderShipping(api);
    expect(await screen.findByText(/No shipping zones yet, so fans cannot order merch/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New zone" }));
    const form = screen.getByRole("form", { name: "New shipping zone" });
    fireEvent.click(within(form).getByRole("button", { name: "Save zone" }));
    expect(await within(form).findByText("Name the zone, such as Europe or Domestic.")).toBeTruthy();
    expect(within(form).getByText("Add at least one country this zone ships to.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Europe" } });
    fireEvent.change(within(form).getByLabelText("Add a country"), { target: { value: "FR" } });
    fireEvent.change(within(form).getByLabelText("Add a country"), { target: { value: "DE" } });
    fireEvent.change(within(form).getByLabelText("Add a country"), { target: { value: "IT" } });
    fireEvent.click(within(form).getByRole("button", { name: "Remove Italy" }));
    fireEvent.change(within(form).getByLabelText("First item ($)"), { target: { value: "12.99" } });
    fireEvent.change(within(form).getByLabelText("Each extra item ($)"), { target: { value: "3" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save zone" }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.save).mock.calls[0]?.[1]).toEqual([
      { name: "Europe", countries: ["FR", "DE"], firstItemCents: 1299, extraItemCents: 300, freeOverCents: null },
    ]);
    const row = (await screen.findByText("Europe")).closest("tr") as HTMLElement;
    expect(within(row).getByText("France, Germany")).toBeTruthy();
    expect(within(row).getByText("$12.99, then $3.00 each extra item")).toBeTruthy();
    expect(within(row).getByText("Never")).toBeTruthy();
  });

  it("offers no country another zone holds, and keeps the other zones when one is edited", async () => {
    const europe: ShippingZone = {
      id: "z2",
      name: "Europe",
      countries: ["DE"],
      firstItemCents: 1299,
      extraItemCents: 0,
      freeOverCents: null,
    };
    const api = fakeZones([home, europe]);
    renderShipping(api);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Europe" }));
    const form = screen.getByRole("form", { name: "Edit Europe" });
    const unitedStates = within(form).getByRole("option", { name: "United States (in Home)" }) as HTMLOptionElement;
    expect(unitedStates.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText("Free shipping on orders over ($, optional)"), { target: { value: "100" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save zone" }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.save).mock.calls[0]?.[1]).toEqual([
      { name: "Home", countries: ["US"], firstItemCents: 500, extraItemCents: 200, freeOverCents: 7500 },
      { name: "Europe", countries: ["DE"], firstItemCents: 1299, extraItemCents: 0, freeOverCents: 10000 },
    ]);
    expect(await screen.findByText("On orders of $100.00 or more")).toBeTruthy();
  });

  it("removes a zone only once confirmed, saying who can no longer order", async () => {
    const api = fakeZones([home]);
    renderShipping(api);
    const message =
      "Fans in United States can no longer order merch, unless another zone ships there. Orders already made keep their shipping.";
    fireEvent.click(await screen.findByRole("button", { name: "Remove Home" }));
    await answerConfirm({ title: "Remove Home?", message, button: "Cancel" });
    expect(api.save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Remove Home" }));
    await answerConfirm({ title: "Remove Home?", message, button: "Remove zone" });
    await waitFor(() => expect(vi.mocked(api.save).mock.calls[0]?.[1]).toEqual([]));
    expect(await screen.findByText(/No shipping zones yet/)).toBeTruthy();
  });
});
