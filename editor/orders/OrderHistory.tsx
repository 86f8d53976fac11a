import type { StudioOrder } from "../../schema/api/studioOrders";
import { formatCents } from "../../schema/rules/money";
import { ORDER_STATUS_LABELS } from "../../schema/rules/orderStatusLabels";
import { studioDateTime } from "../shell/studioDateTime";
import { orderCauseInWords } from "./orderHistoryWords";

/** The order's moves and its refunds (partial ones move nothing), in time order. */
function historyRows(order: StudioOrder): { key: string; at: string; what: string; cause: string }[] {
  const moves = order.history.map((event) => ({
    key: `move-${event.at}-${event.from}-${event.to}`,
    at: event.at,
    what: `${event.from ? `${ORDER_STATUS_LABELS[event.from]} → ` : ""}${ORDER_STATUS_LABELS[event.to]}`,
    cause: orderCauseInWords(event.cause),
  }));
  const refunds = order.refunds.map((refund, index) => ({
    key: `refund-${index}`,
    at: refund.at,
    what: `Refunded ${formatCents(refund.amountCents)}`,
    cause: orderCauseInWords(refund.cause),
  }));
  return [...moves, ...refunds].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** An order's history table: when, what happened in the artist's words, and the status it left. */
export function OrderHistory({ order }: { readonly order: StudioOrder }) {
  return (
    <table className="studio-admin__table" aria-label="History">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What happened</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {historyRows(order).map((row) => (
          <tr key={row.key}>
            <td>{studioDateTime(row.at)}</td>
            <td>{row.cause}</td>
            <td>{row.what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
