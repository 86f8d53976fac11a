// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { MembershipPayment } from "../../schema/api/membershipPayments";
import type { StudioOrder } from "../../schema/api/studioOrders";
import type { OrdersApi } from "../api/ordersApi";
import { OrdersWorkspace } from "./OrdersWorkspace";
import { fakeOrdersApi, sampleMembershipPayments, sampleOrders } from "./ordersTestKit";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

function renderOrders(api: OrdersApi) {
  render(<OrdersWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
}

/** The section opens on the orders to ship while there are any: every order is a click away. */
async function showAllOrders() {
  fireEvent.click(await screen.findByRole("button", { name: "All orders" }));
}

describe("the studio's Orders section", () => {
  it("lists the orders with their money in dollars, by status and by the buyer's address", async () => {
    const { api } = fakeOrdersApi();
    renderOrders(api);
    expect(screen.getByText("Loading the orders…")).toBeTruthy();
    await showAllOrders();
    const table = await screen.findByRole("table");
    const [, newest, older] = within(table).getAllByRole("row");
    expect(within(newest as HTMLElement).getByText("$20.00")).toBeTruthy();
    expect(within(newest as HTMLElement).getByText("Paid")).toBeTruthy();
    expect(within(older as HTMLElement).getByText("Night Drive and 1 more")).toBeTruthy();
    expect(within(older as HTMLElement).getByText("$15.49")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "delivered" } });
    await waitFor(() => expect(screen.queryByText("ben@example.com")).toBeNull());
    expect(api.listOrders).toHaveBeenLastCalledWith("artist", { search: "", offset: 0, limit: 25, status: "delivered" });
    fireEvent.change(screen.getByLabelText("Find by buyer's email"), { target: { value: "nobody" } });
    expect(await screen.findByText("No order matches.")).toBeTruthy();
  });

  it("opens an order, and comes back to a list that shows what changed there", async () => {
    const { api } = fakeOrdersApi();
    renderOrders(api);
    await showAllOrders();
    fireEvent.click(await screen.findByRole("button", { name: /^Open the order of ann@example\.com/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Refund this order?" })).getByRole("button", { name: "Refund $15.49" }),
    );
    // A refunded order reads "Refunded", not only "Cancelled" (issue 34, item 6).
    await waitFor(() => expect(screen.getByText("Refunded", { selector: "dd" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Back to orders" }));
    const row = (await screen.findByText("ann@example.com")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Refunded")).toBeTruthy();
    expect(within(screen.getByLabelText("Status")).getByRole("option", { name: "Refunded or cancelled" })).toBeTruthy();
  });

  it("names the buyer of an order whose fan deleted their account as a former fan, in the list and the order (issue 35, item 4)", async () => {
    const [paid] = sampleOrders();
    const erased = { ...(paid as StudioOrder), id: "o3", buyer: { email: "", name: "", accountId: null, erased: true } };
    const { api } = fakeOrdersApi([erased]);
    renderOrders(api);
    await showAllOrders();
    const row = (await screen.findByText("A former fan (account deleted)")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Tour Shirt")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: /^Open the order of A former fan \(account deleted\) on / }));
    expect(await screen.findByRole("heading", { name: /^Order of A former fan \(account deleted\), / })).toBeTruthy();
    expect(screen.getByText("A former fan (account deleted)", { selector: "dd" })).toBeTruthy();
  });

  it("names a membership payment of a fan who deleted their account as a former fan's", async () => {
    const [failed] = sampleMembershipPayments();
    const erased = { ...(failed as MembershipPayment), accountId: null, email: "", fanName: "A former fan" };
    const { api } = fakeOrdersApi(sampleOrders(), [erased]);
    renderOrders(api);
    await showAllOrders();
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "memberships" } });
    const row = (await screen.findByText("A former fan (account deleted)")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Supporter")).toBeTruthy();
  });

  it("lists purchases imported from Bandcamp under Imported purchases, each marked imported, in its own currency (issue 40)", async () => {
    const { api } = fakeOrdersApi();
    renderOrders(api);
    await showAllOrders();
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "imported" } });
    const table = await screen.findByRole("table", { name: "Imported purchases" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Buyer", "Item", "Amount", "Source"]);
    const [, matched, kept] = within(table).getAllByRole("row") as HTMLElement[];
    expect(matched?.textContent).toBe("1/4/24 11:22pmchris@example.comGreatest Hits10.99 EURImported from Bandcamp");
    expect(kept?.textContent).toBe("1/4/24 11:22pmdana@example.com2 × Old Shirt (not in your catalogue)10.99 EURImported from Bandcamp");
    expect(screen.getByText(/history only, never counted as revenue here, fulfilled or emailed/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Find by buyer's email"), { target: { value: "dana" } });
    await waitFor(() => expect(api.listImportedPurchases).toHaveBeenLastCalledWith("artist", { search: "dana", offset: 0, limit: 25 }));
    expect(api.listOrders).not.toHaveBeenCalledWith("artist", expect.objectContaining({ status: "imported" }));
  });

  it("lists membership payments under Memberships: fan, tier, amount, kind and date (issue 34, item 13)", async () => {
    const { api } = fakeOrdersApi();
    renderOrders(api);
    await showAllOrders();
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "memberships" } });
    const table = await screen.findByRole("table");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    const [, failed, renewal, first] = within(table).getAllByRole("row") as HTMLElement[];
    expect(within(failed as HTMLElement).getByText("Payment failed")).toBeTruthy();
    expect(within(failed as HTMLElement).getByText("cy@example.com")).toBeTruthy();
    expect(within(failed as HTMLElement).getByText("$10.00/month")).toBeTruthy();
    expect(within(renewal as HTMLElement).getByText("Renewal")).toBeTruthy();
    expect(within(renewal as HTMLElement).getByText("Ann Lee (ann@example.com)")).toBeTruthy();
    expect(within(renewal as HTMLElement).getByText("Supporter")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("First payment")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("$5.00/month")).toBeTruthy();
    expect(api.listMembershipPayments).toHaveBeenLastCalledWith("artist", { search: "", offset: 0, limit: 25 });

    fireEvent.change(screen.getByLabelText("Find by fan's email"), { target: { value: "nobody" } });
    expect(await screen.findByText("No membership payment matches.")).toBeTruthy();
    // Once for the list; the other asks how many orders are to ship.
    expect(api.listOrders.mock.calls.filter(([, query]) => !query.toShip)).toHaveLength(1);
  });

  it("says when there are no orders yet, and why the list did not load", async () => {
    renderOrders(fakeOrdersApi([]).api);
    expect(await screen.findByText("No orders yet: they appear here when fans buy on the site.")).toBeTruthy();
    cleanup();
    const failing = {
      ...fakeOrdersApi().api,
      listOrders: vi.fn(async () => Promise.reject(new ApiError("Log in as an editor to do this.", 401))),
    };
    renderOrders(failing);
    expect((await screen.findByRole("alert")).textContent).toBe("The orders could not be loaded: Log in as an editor to do this.");
  });

  it("opens on the orders to ship, with their count, oldest first, with who and where each goes (issue 36, item 4)", async () => {
    const [paid, delivered] = sampleOrders() as [StudioOrder, StudioOrder];
    const older = { ...paid, id: "o0", createdAt: "2026-11-20T10:00:00.000Z", shipping: { country: "FR", cents: 500, address: null } };
    const { api } = fakeOrdersApi([paid, delivered, older]);
    renderOrders(api);
    // It opens there, while there are orders to ship.
    expect((await screen.findByRole("button", { name: "To ship (2)" })).getAttribute("aria-pressed")).toBe("true");
    const table = await screen.findByRole("table");
    const [, first, second] = within(table).getAllByRole("row") as HTMLElement[];
    expect(within(first as HTMLElement).getByText("No address yet, France")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Ben Ode, United Kingdom")).toBeTruthy();
    expect(within(table).queryByText("Night Drive and 1 more")).toBeNull();
    expect(api.listOrders).toHaveBeenLastCalledWith("artist", { search: "", offset: 0, limit: 25, toShip: true });
  });

  it("prints the packing slips of all the orders to ship or of the ones selected, and exports them as CSV", async () => {
    const { api } = fakeOrdersApi();
    URL.createObjectURL = vi.fn(() => "blob:orders");
    URL.revokeObjectURL = vi.fn();
    renderOrders(api);
    fireEvent.click(await screen.findByRole("button", { name: "To ship (1)" }));
    fireEvent.click(await screen.findByRole("button", { name: "Print packing slips (all 1)" }));
    const frame = (await screen.findByTitle("Packing slips")) as HTMLIFrameElement;
    expect(frame.getAttribute("srcdoc")).toContain("Slips of all");
    expect(api.packingSlips).toHaveBeenLastCalledWith("artist", null);
    fireEvent.click(screen.getByRole("button", { name: "Back to orders" }));

    fireEvent.click(await screen.findByRole("checkbox", { name: /^Select the order of Ben Ode/ }));
    fireEvent.click(screen.getByRole("button", { name: "Print packing slips (1 selected)" }));
    expect(((await screen.findByTitle("Packing slips")) as HTMLIFrameElement).getAttribute("srcdoc")).toContain("Slips of o2");
    fireEvent.click(screen.getByRole("button", { name: "Back to orders" }));

    const saved = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(api.toShipCsv).toHaveBeenCalledWith("artist");
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^orders to ship \d{4}-\d{2}-\d{2}\.csv$/);
    saved.mockRestore();
  });

  it("lets a viewer see the orders to ship but neither print their slips nor export them", async () => {
    const { api } = fakeOrdersApi();
    render(
      <OrdersWorkspace
        profile={profile}
        editor={{ email: "viewer@example.com", profileId: "artist", role: "viewer" } as never}
        logOut={() => {}}
        setBeforeLeave={() => {}}
        api={api}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "To ship (1)" }));
    expect(await screen.findByText("Ben Ode, United Kingdom")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Print packing slips/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });
});
