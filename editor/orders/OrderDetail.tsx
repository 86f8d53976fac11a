import { useCallback, useId, useState } from "react";
import type { GiftState } from "../../schema/api/gifts";
import type { ArtistOrderMove, StudioOrder } from "../../schema/api/studioOrders";
import { formatCents } from "../../schema/rules/money";
import { ORDER_STATUS_LABELS } from "../../schema/rules/orderStatusLabels";
import type { OrdersApi } from "../api/ordersApi";
import { ListProblem, ListStates } from "../app/ListStates";
import { studioDateTime } from "../app/studioDateTime";
import { useListChanges } from "../app/useListChanges";
import { useLoadedList } from "../app/useLoadedList";

/** Where a gift of music is, in the studio's words. */
const GIFT_STATE_WORDS: Readonly<Record<GiftState, string>> = {
  held: "Waiting for the buyer to confirm their email address",
  unsent: "Not sent yet",
  sent: "Sent, not claimed yet",
  claimed: "Claimed",
};

type Line = StudioOrder["lines"][number];

/** A gift line's recipient, message and state, for its cell. */
function giftWords(line: Line): string {
  if (!line.gift) return "No";
  const { name, email, message } = line.gift;
  const words = `For ${name} <${email}>${message ? `: “${message}”` : ""}`;
  return line.giftState ? `${words} (${GIFT_STATE_WORDS[line.giftState]})` : words;
}

/** A gift that 'Resend gift email' may send: of music, in a paid order, not held nor claimed (the server checks again). */
const resendable = (order: StudioOrder, line: Line) => order.refundable && (line.giftState === "sent" || line.giftState === "unsent");

const MOVE_LABELS: Readonly<Record<ArtistOrderMove, string>> = {
  processing: "Mark processing",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
};

/** The order's moves and its refunds (partial ones move nothing), in time order. */
function historyRows(order: StudioOrder): { key: string; at: string; what: string; cause: string }[] {
  const moves = order.history.map((event) => ({
    key: `move-${event.at}-${event.from}-${event.to}`,
    at: event.at,
    what: `${event.from ? `${ORDER_STATUS_LABELS[event.from]} → ` : ""}${ORDER_STATUS_LABELS[event.to]}`,
    cause: event.cause,
  }));
  const refunds = order.refunds.map((refund, index) => ({
    key: `refund-${index}`,
    at: refund.at,
    what: `Refunded ${formatCents(refund.amountCents)}`,
    cause: refund.cause,
  }));
  return [...moves, ...refunds].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

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
  confirm,
  onClose,
}: {
  readonly profileId: string;
  readonly orderId: string;
  readonly api: Pick<OrdersApi, "getOrder" | "markOrder" | "refundOrder" | "resendGift">;
  confirm(message: string): boolean;
  onClose(): void;
}) {
  const load = useCallback(() => api.getOrder(profileId, orderId), [api, profileId, orderId]);
  const { list: loaded, refresh } = useLoadedList("The order", load);
  const { problem, setProblem, attempt } = useListChanges(refresh);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();
  const order = loaded.state === "ready" ? loaded.value : null;

  const act = async (run: () => Promise<unknown>, failure: string, success: string | null = null) => {
    setBusy(true);
    setDone(null);
    const refused = await attempt(run, failure);
    if (refused === null) setDone(success);
    else setProblem(refused);
    setBusy(false);
  };
  const resend = (shown: StudioOrder, line: Line) =>
    void act(
      () => api.resendGift(profileId, shown.id, line.position),
      "The gift email was not sent again",
      `${line.title} was sent again to ${line.gift?.email ?? ""}, with a new link: the one sent before no longer works.`,
    );
  const refund = (shown: StudioOrder) => {
    // A partial refund made in the provider's dashboard leaves the rest to give back.
    const amount = formatCents(shown.totalCents - shown.refundedCents);
    const what = shown.refundedCents > 0 ? `the remaining ${amount}` : amount;
    if (
      !confirm(
        `Refund ${what} to ${shown.buyer.email}? The order is cancelled and its music leaves the fan's library. This cannot be undone.`,
      )
    )
      return;
    void act(() => api.refundOrder(profileId, shown.id), "The order was not refunded");
  };

  return (
    <section className="studio-admin__panel" aria-labelledby={headingId}>
      <div className="studio-admin__inline">
        <button type="button" onClick={onClose}>
          Back to orders
        </button>
      </div>
      <h2 id={headingId}>{order ? `Order of ${order.buyer.email}, ${studioDateTime(order.createdAt)}` : "Order"}</h2>
      <ListProblem problem={problem} />
      <p role="status">{done}</p>
      <ListStates list={loaded} loading="Loading the order…" empty={null} onRetry={() => void refresh()} />
      {order ? (
        <>
          <dl className="studio-admin__facts">
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
            <dt>Buyer</dt>
            <dd>{order.buyer.name ? `${order.buyer.name} <${order.buyer.email}>` : order.buyer.email}</dd>
            <dt>Total</dt>
            <dd>{formatCents(order.totalCents)}</dd>
            {order.refundedCents > 0 ? (
              <>
                <dt>Refunded</dt>
                <dd>
                  {formatCents(order.refundedCents)} of {formatCents(order.totalCents)}
                </dd>
              </>
            ) : null}
            <dt>Payment</dt>
            <dd>
              {order.payment
                ? `${order.payment.provider}${order.payment.ref ? `, reference ${order.payment.ref}` : ", not paid yet"}`
                : "Nothing to pay"}
            </dd>
            <dt>Order number</dt>
            <dd>{order.id}</dd>
          </dl>
          <table className="studio-admin__table" aria-label="Items">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Kind</th>
                <th scope="col">Gift</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                // Lines have no id of their own; their place in the order is fixed.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td>{line.title}</td>
                  <td>{line.shipsGoods ? "Merch (to ship)" : "Download"}</td>
                  <td>
                    {giftWords(line)}
                    {resendable(order, line) ? (
                      <>
                        {" "}
                        <button type="button" disabled={busy} onClick={() => resend(order, line)}>
                          Resend gift email
                        </button>
                      </>
                    ) : null}
                  </td>
                  <td>{formatCents(line.priceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="studio-admin__table" aria-label="History">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Status</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {historyRows(order).map((row) => (
                <tr key={row.key}>
                  <td>{studioDateTime(row.at)}</td>
                  <td>{row.what}</td>
                  <td>{row.cause}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="studio-admin__actions">
            {order.nextStatuses.map((status) => (
              <button
                key={status}
                type="button"
                disabled={busy}
                onClick={() => void act(() => api.markOrder(profileId, order.id, status), "The order was not changed")}
              >
                {MOVE_LABELS[status]}
              </button>
            ))}
            {order.refundable ? (
              <button type="button" disabled={busy} onClick={() => refund(order)}>
                Refund
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
