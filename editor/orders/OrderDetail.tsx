import { useCallback, useId, useState } from "react";
import type { ArtistOrderMove, StudioOrder } from "../../schema/api/studioOrders";
import { formatCents } from "../../schema/rules/money";
import type { OrdersApi } from "../api/ordersApi";
import { ListProblem, ListStates } from "../shell/ListStates";
import { studioDateTime } from "../shell/studioDateTime";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { buyerLabel } from "./buyerLabel";
import { OrderFacts } from "./OrderFacts";
import { OrderHistory } from "./OrderHistory";
import { type OrderLine, OrderLines } from "./OrderLines";
import { OrderShipTo } from "./OrderShipTo";
import { PackingSlips } from "./PackingSlips";
import { ShipOrderDialog } from "./ShipOrderDialog";
import { ShippingAddressDialog } from "./ShippingAddressDialog";

const MOVE_LABELS: Readonly<Record<ArtistOrderMove, string>> = {
  processing: "Mark processing",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
};

/**
 * One order as the artist opens it: its status, buyer, total and payment, each line (a gift with
 * its recipient, message and where it is, and 'Resend gift email' while it is not claimed: issue
 * 30), every move and refund (partial ones too) with its time and cause, and the steps the server
 * says it may take next. A refund asks first, naming the amount left to give back and the buyer.
 */
export function OrderDetail({
  profileId,
  orderId,
  api,
  onClose,
}: {
  readonly profileId: string;
  readonly orderId: string;
  readonly api: Pick<OrdersApi, "getOrder" | "markOrder" | "refundOrder" | "resendGift" | "packingSlip" | "setShippingAddress">;
  onClose(): void;
}) {
  const load = useCallback(() => api.getOrder(profileId, orderId), [api, profileId, orderId]);
  const { list: loaded, refresh } = useLoadedList("The order", load);
  const { problem, setProblem, attempt } = useListChanges(refresh);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [shipping, setShipping] = useState(false);
  const [editingAddress, setEditingAddress] = useState(false);
  const [printing, setPrinting] = useState(false);
  const loadSlip = useCallback(() => api.packingSlip(profileId, orderId), [api, profileId, orderId]);
  const headingId = useId();
  const { confirm, dialog } = useConfirmDialog();
  const order = loaded.state === "ready" ? loaded.value : null;

  const act = async (run: () => Promise<unknown>, failure: string, success: string | null = null) => {
    setBusy(true);
    setDone(null);
    const refused = await attempt(run, failure);
    if (refused === null) setDone(success);
    else setProblem(refused);
    setBusy(false);
  };
  const resend = (shown: StudioOrder, line: OrderLine) =>
    void act(
      () => api.resendGift(profileId, shown.id, line.position),
      "The gift email was not sent again",
      `${line.title} was sent again to ${line.gift?.email ?? ""}, with a new link: the one sent before no longer works.`,
    );
  const refund = async (shown: StudioOrder) => {
    // A partial refund made in the provider's dashboard leaves the rest to give back.
    const amount = formatCents(shown.totalCents - shown.refundedCents);
    const what = shown.refundedCents > 0 ? `the remaining ${amount}` : amount;
    const message = `Refund ${what} to ${buyerLabel(shown.buyer.email, shown.buyer.erased)}? The order is cancelled and its music leaves the fan's library. This cannot be undone.`;
    if (!(await confirm({ title: "Refund this order?", message, confirmLabel: `Refund ${what}`, danger: true }))) return;
    if (!shown.lines.some((line) => line.shipsGoods))
      return void act(() => api.refundOrder(profileId, shown.id), "The order was not refunded");
    // Merch may come back to the shelf (not sent yet, or returned), or not (lost in the post): the artist says which.
    const restock = await confirm({
      title: "Put the merch back in stock?",
      message: "If the items are back with you (not sent, or returned), their stock goes up again so fans can buy them.",
      confirmLabel: "Put back in stock",
      cancelLabel: "Leave stock as it is",
    });
    void act(() => api.refundOrder(profileId, shown.id, { restock }), "The order was not refunded");
  };

  if (printing)
    return <PackingSlips title="Packing slip" backLabel="Back to the order" load={loadSlip} onClose={() => setPrinting(false)} />;
  return (
    <section className="studio-admin__panel" aria-labelledby={headingId}>
      <div className="studio-admin__inline">
        <button type="button" onClick={onClose}>
          Back to orders
        </button>
      </div>
      <h2 id={headingId}>
        {order ? `Order of ${buyerLabel(order.buyer.email, order.buyer.erased)}, ${studioDateTime(order.createdAt)}` : "Order"}
      </h2>
      <ListProblem problem={problem} />
      <p role="status">{done}</p>
      <ListStates list={loaded} loading="Loading the order…" empty={null} onRetry={() => void refresh()} />
      {order ? (
        <>
          <OrderFacts order={order} />
          <OrderShipTo order={order} onEdit={() => setEditingAddress(true)} />
          <OrderLines order={order} busy={busy} onResend={(line) => resend(order, line)} />
          <OrderHistory order={order} />
          <OrderActions
            order={order}
            busy={busy}
            onMove={(status) =>
              status === "shipped"
                ? setShipping(true)
                : void act(() => api.markOrder(profileId, order.id, status), "The order was not changed")
            }
            onRefund={() => void refund(order)}
            onPackingSlip={() => setPrinting(true)}
          />
        </>
      ) : null}
      {dialog}
      {editingAddress && order?.shipping ? (
        <ShippingAddressDialog
          address={order.shipping.address}
          country={order.shipping.country}
          onSave={(address) =>
            attempt(() => api.setShippingAddress(profileId, orderId, address), "The address was not saved", "Address saved")
          }
          onClose={() => setEditingAddress(false)}
        />
      ) : null}
      {shipping && order ? (
        <ShipOrderDialog
          onClose={() => setShipping(false)}
          onShip={(shipment) => {
            setShipping(false);
            void act(
              () => api.markOrder(profileId, order.id, "shipped", shipment),
              "The order was not changed",
              `Marked shipped: ${buyerLabel(order.buyer.email, order.buyer.erased)} was emailed that it is on its way.`,
            );
          }}
        />
      ) : null}
    </section>
  );
}

/** What the artist may do with the order now: the moves the server allows, its packing slip (merch), and a refund. */
function OrderActions({
  order,
  busy,
  onMove,
  onRefund,
  onPackingSlip,
}: {
  readonly order: StudioOrder;
  readonly busy: boolean;
  onMove(status: ArtistOrderMove): void;
  onRefund(): void;
  onPackingSlip(): void;
}) {
  return (
    <div className="studio-admin__actions">
      {order.nextStatuses.map((status) => (
        <button key={status} type="button" disabled={busy} onClick={() => onMove(status)}>
          {MOVE_LABELS[status]}
        </button>
      ))}
      {order.lines.some((line) => line.shipsGoods) ? (
        <button type="button" onClick={onPackingSlip}>
          Packing slip
        </button>
      ) : null}
      {order.refundable ? (
        <button type="button" disabled={busy} onClick={onRefund}>
          Refund
        </button>
      ) : null}
    </div>
  );
}
