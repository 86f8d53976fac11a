// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StudioOrder } from "../../schema/api/studioOrders";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { OrderDetail } from "./OrderDetail";
import { fakeOrdersApi, sampleOrders } from "./ordersTestKit";

afterEach(cleanup);

function renderOrder(orderId: string, { fake = fakeOrdersApi() }: { fake?: ReturnType<typeof fakeOrdersApi> } = {}) {
  const onClose = vi.fn();
  render(<OrderDetail profileId="artist" orderId={orderId} api={fake.api} onClose={onClose} />);
  return { ...fake, onClose };
}

describe("an order in the studio", () => {
  it("shows the buyer, the total, the payment, each line with its gift's recipient, and the history", async () => {
    renderOrder("o1");
    expect(await screen.findByText("Ann Lee <ann@example.com>")).toBeTruthy();
    expect(screen.getByText("$15.49")).toBeTruthy();
    expect(screen.getByText("test, reference pay_1")).toBeTruthy();
    const items = within(screen.getByRole("table", { name: "Items" }));
    expect(items.getByText("$9.99")).toBeTruthy();
    expect(items.getByText("For Bo <bo@example.com>: “Enjoy” (Sent, not claimed yet)")).toBeTruthy();
    const history = within(screen.getByRole("table", { name: "History" }));
    // In the artist's words, not the events' names (issue 34, item 15).
    expect(history.getByText("Ordered at checkout")).toBeTruthy();
    // A delivered download order has no step to take but a refund.
    expect(screen.queryByRole("button", { name: /^Mark/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Refund" })).toBeTruthy();
  });

  it("offers only the next step the server allows, and takes it", async () => {
    const { api } = renderOrder("o2");
    fireEvent.click(await screen.findByRole("button", { name: "Mark processing" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Mark shipped" })).toBeTruthy());
    expect(api.markOrder).toHaveBeenCalledWith("artist", "o2", "processing");
    expect(screen.queryByRole("button", { name: "Mark processing" })).toBeNull();
    const history = within(screen.getByRole("table", { name: "History" }));
    expect(history.getByText("Paid by card (test)")).toBeTruthy();
    expect(history.queryByText("payment.succeeded (test)")).toBeNull();
    expect(history.getByText("Marked processing by you")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark delivered" })).toBeNull();
  });

  it("marks an order shipped with its carrier and tracking number, which the fan's email links to (issue 36)", async () => {
    const { api } = renderOrder("o2");
    fireEvent.click(await screen.findByRole("button", { name: "Mark processing" }));
    fireEvent.click(await screen.findByRole("button", { name: "Mark shipped" }));
    const dialog = within(screen.getByRole("dialog", { name: "Mark shipped" }));
    fireEvent.change(dialog.getByLabelText("Carrier"), { target: { value: "ups" } });
    fireEvent.change(dialog.getByLabelText("Tracking number (optional)"), { target: { value: "1Z 999 AA1" } });
    fireEvent.click(dialog.getByRole("button", { name: "Mark shipped and email the fan" }));
    await waitFor(() =>
      expect(api.markOrder).toHaveBeenCalledWith("artist", "o2", "shipped", { carrier: "ups", trackingNumber: "1Z 999 AA1" }),
    );
    expect(await screen.findByText(/Marked shipped: .* was emailed that it is on its way\./)).toBeTruthy();
    expect(await screen.findByText("UPS, 1Z 999 AA1")).toBeTruthy();
  });

  it("asks whether a refunded merch order's items go back in stock, and says so to the server (issue 36)", async () => {
    const { api } = renderOrder("o2");
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    await answerConfirm({
      title: "Refund this order?",
      message: "Refund $20.00 to ben@example.com? The order is cancelled and its music leaves the fan's library. This cannot be undone.",
      button: "Refund $20.00",
    });
    await answerConfirm({
      title: "Put the merch back in stock?",
      message: "If the items are back with you (not sent, or returned), their stock goes up again so fans can buy them.",
      button: "Put back in stock",
    });
    await waitFor(() => expect(api.refundOrder).toHaveBeenCalledWith("artist", "o2", { restock: true }));
  });

  it("refunds after a confirmation naming the amount and the buyer, and not without it", async () => {
    const { api } = renderOrder("o1");
    const message =
      "Refund $15.49 to ann@example.com? The order is cancelled and its music leaves the fan's library. This cannot be undone.";
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    await answerConfirm({ title: "Refund this order?", message, button: "Cancel" });
    expect(api.refundOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await answerConfirm({ title: "Refund this order?", message, button: "Refund $15.49" });
    // Refunded, not only cancelled (issue 34, item 6).
    await waitFor(() => expect(screen.getByText("Refunded", { selector: "dd" })).toBeTruthy());
    expect(api.refundOrder).toHaveBeenCalledWith("artist", "o1");
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    expect(within(screen.getByRole("table", { name: "History" })).getAllByText("Refunded by you")).toHaveLength(2);
  });

  it("shows a partial refund in the history and refunds only what is left (issue 30)", async () => {
    const [merch, downloads] = sampleOrders();
    const partly = {
      ...(downloads as StudioOrder),
      refunds: [{ amountCents: 1, cause: "refund (stripe)", at: "2026-11-27T11:00:00.000Z" }],
      refundedCents: 1,
    };
    renderOrder("o1", { fake: fakeOrdersApi([merch as StudioOrder, partly]) });
    const history = within(await screen.findByRole("table", { name: "History" }));
    expect(history.getByText("Refunded $0.01")).toBeTruthy();
    expect(history.getByText("Refunded through Stripe")).toBeTruthy();
    expect(screen.getByText("$0.01 of $15.49")).toBeTruthy();
    expect(screen.getByText("Delivered, partly refunded")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await answerConfirm({
      title: "Refund this order?",
      message:
        "Refund the remaining $15.48 to ann@example.com? The order is cancelled and its music leaves the fan's library. This cannot be undone.",
      button: "Cancel",
    });
    expect(dialog.isConnected).toBe(false);
  });

  it("shows the server's refusal in its words, and an order it cannot load", async () => {
    const fake = fakeOrdersApi();
    fake.refuseNext("The payment provider did not refund this order (card disputed).");
    renderOrder("o1", { fake });
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Refund this order?" })).getByRole("button", { name: "Refund $15.49" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The order was not refunded: The payment provider did not refund this order (card disputed).",
    );
    expect(screen.getByText("Delivered")).toBeTruthy();
    cleanup();

    const { onClose } = renderOrder("gone");
    expect((await screen.findByRole("alert")).textContent).toContain("The order could not be loaded: Order not found.");
    fireEvent.click(screen.getByRole("button", { name: "Back to orders" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says where each gift is, and sends one not claimed yet again (issue 30)", async () => {
    const { api } = renderOrder("o1");
    const items = within(await screen.findByRole("table", { name: "Items" }));
    fireEvent.click(items.getByRole("button", { name: "Resend gift email" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Tide was sent again to bo@example.com, with a new link: the one sent before no longer works.",
      ),
    );
    expect(api.resendGift).toHaveBeenCalledWith("artist", "o1", 1);
  });

  it("shows the server's refusal of a resend, and offers none for a gift claimed, held, or of an order not paid", async () => {
    const fake = fakeOrdersApi();
    fake.refuseNext("This gift was already claimed.");
    renderOrder("o1", { fake });
    fireEvent.click(await screen.findByRole("button", { name: "Resend gift email" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The gift email was not sent again: This gift was already claimed.");
    expect(screen.getByRole("status").textContent).toBe("");
    cleanup();

    for (const [giftState, refundable] of [
      ["claimed", true],
      ["held", true],
      ["sent", false],
    ] as const) {
      const [, sample] = sampleOrders();
      if (!sample) throw new Error("the sample has a gift order");
      const order = { ...sample, refundable, lines: sample.lines.map((line) => (line.gift ? { ...line, giftState } : line)) };
      renderOrder("o1", { fake: fakeOrdersApi([order]) });
      expect(await screen.findByRole("table", { name: "Items" })).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Resend gift email" })).toBeNull();
      cleanup();
    }
  });

  it("shows where merch ships, and corrects the address in the same country (issue 36, item 4)", async () => {
    const { api } = renderOrder("o2");
    const shipTo = within(await screen.findByRole("region", { name: "Ship to" }));
    expect(shipTo.getByText("Ben Ode")).toBeTruthy();
    expect(shipTo.getByText("Leeds, LS1 1AA")).toBeTruthy();
    fireEvent.click(shipTo.getByRole("button", { name: "Edit address" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit address" }));
    expect(dialog.getByText("Country: United Kingdom")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("City"), { target: { value: "  " } });
    fireEvent.change(dialog.getByLabelText("Apartment, suite, etc. (optional)"), { target: { value: "Flat 3" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save address" }));
    expect(await dialog.findByText("Enter the city.")).toBeTruthy();
    expect(dialog.getByLabelText("City").getAttribute("aria-invalid")).toBe("true");
    expect(api.setShippingAddress).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText("City"), { target: { value: " York " } });
    fireEvent.click(dialog.getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit address" })).toBeNull());
    expect(api.setShippingAddress).toHaveBeenCalledWith("artist", "o2", {
      name: "Ben Ode",
      line1: "1 Main St",
      line2: "Flat 3",
      city: "York",
      postalCode: "LS1 1AA",
      country: "GB",
    });
    expect(await screen.findByText("York, LS1 1AA")).toBeTruthy();
  });

  it("keeps the dialog open with the server's words when it refuses the address", async () => {
    const fake = fakeOrdersApi();
    renderOrder("o2", { fake });
    fireEvent.click(await screen.findByRole("button", { name: "Edit address" }));
    fake.refuseNext("Shipping was charged for United Kingdom: the address must stay in United Kingdom.");
    const dialog = within(await screen.findByRole("dialog", { name: "Edit address" }));
    fireEvent.click(dialog.getByRole("button", { name: "Save address" }));
    expect((await dialog.findByRole("alert")).textContent).toBe(
      "The address was not saved: Shipping was charged for United Kingdom: the address must stay in United Kingdom.",
    );
  });

  it("says when the fan gave no address yet, and offers no change once the order is shipped", async () => {
    const [paid] = sampleOrders() as [StudioOrder];
    const waiting = { ...paid, id: "o5", shipping: { country: "FR", cents: 0, address: null } };
    const shipped = { ...paid, id: "o6", status: "shipped" as const, nextStatuses: ["delivered" as const] };
    renderOrder("o5", { fake: fakeOrdersApi([waiting, shipped]) });
    expect(await screen.findByText("No address yet: the fan has not given one. Shipping was charged for France.")).toBeTruthy();
    cleanup();
    renderOrder("o6", { fake: fakeOrdersApi([waiting, shipped]) });
    expect(await screen.findByRole("region", { name: "Ship to" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit address" })).toBeNull();
  });

  it("opens the order's packing slip to print, and only for an order with merch", async () => {
    const { api } = renderOrder("o2");
    fireEvent.click(await screen.findByRole("button", { name: "Packing slip" }));
    const frame = (await screen.findByTitle("Packing slip")) as HTMLIFrameElement;
    expect(frame.getAttribute("srcdoc")).toBe("<p>Slip of o2</p>");
    expect(api.packingSlip).toHaveBeenCalledWith("artist", "o2");
    fireEvent.click(screen.getByRole("button", { name: "Back to the order" }));
    expect(await screen.findByRole("button", { name: "Packing slip" })).toBeTruthy();
    cleanup();
    renderOrder("o1");
    await screen.findByText("Ann Lee <ann@example.com>");
    expect(screen.queryByRole("button", { name: "Packing slip" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Ship to" })).toBeNull();
  });
});
