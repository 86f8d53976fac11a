// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { OrdersApi } from "../api/ordersApi";
import { OrdersWorkspace } from "./OrdersWorkspace";
import { fakeOrdersApi } from "./ordersTestKit";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

function renderOrders(api: OrdersApi) {
  render(<OrdersWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
}

describe("the studio's Orders section", () => {
  it("lists the orders with their money in dollars, by status and by the buyer's address", async () => {
    const { api } = fakeOrdersApi();
    renderOrders(api);
    expect(screen.getByText("Loading the orders…")).toBeTruthy();
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

  it("lists membership payments under Memberships: fan, tier, amount, kind and date (issue 34, item 13)", async () => {
    const { api } = fakeOrdersApi();
    renderOrders(api);
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
    expect(api.listOrders).toHaveBeenCalledTimes(1);
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
});
