import { useCallback, useState } from "react";
import type { StudioOrderPage } from "../../schema/api/studioOrders";
import { errorMessageOf } from "../../schema/errors";
import { countryName } from "../../schema/rules/countries";
import { orderStateLabel } from "../../schema/rules/orderStatusLabels";
import type { OrdersApi } from "../api/ordersApi";
import { downloadText } from "../document/importExport";
import { ListProblem } from "../shell/ListStates";
import { PagedTable } from "../shell/PagedTable";
import { studioDateTime } from "../shell/studioDateTime";
import { useLoadedList } from "../shell/useLoadedList";
import { buyerLabel } from "./buyerLabel";

const PAGE_SIZE = 25;

type Row = StudioOrderPage["data"][number];

/** Who an order goes to, for its buttons' names: the address's name, else the buyer. */
const whoLabel = (row: Row) => `${row.shipTo?.name || buyerLabel(row.email, row.buyerErased)} on ${studioDateTime(row.createdAt)}`;

/** "Ann Lee, United Kingdom"; "No address yet, United Kingdom" before the fan gave one. */
const shipToLabel = (row: Row) => (row.shipTo ? `${row.shipTo.name || "No address yet"}, ${countryName(row.shipTo.country)}` : "");

/**
 * The orders to ship (issue 36, item 4): paid orders with merch, not shipped or cancelled yet,
 * oldest first, with who and where each goes. Their packing slips print at once (all of them, or
 * the ones ticked), and the list goes out as CSV for a label printer. Viewers, who read no fans'
 * addresses, get neither.
 */
export function ToShipTable({
  profileId,
  api,
  canExport,
  onOpen,
  onPrint,
}: {
  readonly profileId: string;
  readonly api: Pick<OrdersApi, "listOrders" | "toShipCsv">;
  readonly canExport: boolean;
  onOpen(orderId: string): void;
  /** Prints the slips of the orders named, or of all of them (null). */
  onPrint(orderIds: readonly string[] | null): void;
}) {
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(
    () => api.listOrders(profileId, { search: "", offset, limit: PAGE_SIZE, toShip: true }),
    [api, profileId, offset],
  );
  const { list } = useLoadedList("The orders to ship", load);
  const total = list.state === "ready" ? list.value.total : 0;

  const toggle = (orderId: string) =>
    setSelected((before) => {
      const after = new Set(before);
      if (after.has(orderId)) after.delete(orderId);
      else after.add(orderId);
      return after;
    });
  const exportCsv = async () => {
    try {
      const today = new Date().toISOString().slice(0, 10);
      downloadText(`orders to ship ${today}.csv`, await api.toShipCsv(profileId), "text/csv");
      setProblem(null);
    } catch (error) {
      setProblem(`The orders were not exported: ${errorMessageOf(error, "the server did not answer")}`);
    }
  };

  return (
    <>
      <div className="studio-admin__inline">
        <p className="studio-hint">Paid orders with merch, not shipped yet: the oldest first.</p>
        {canExport && total > 0 ? (
          <div className="studio-admin__actions">
            <button type="button" onClick={() => onPrint(selected.size > 0 ? [...selected] : null)}>
              {selected.size > 0 ? `Print packing slips (${selected.size} selected)` : `Print packing slips (all ${total})`}
            </button>
            <button type="button" onClick={() => void exportCsv()}>
              Export CSV
            </button>
          </div>
        ) : null}
      </div>
      <ListProblem problem={problem} />
      <PagedTable
        page={list}
        problem={null}
        loading="Loading the orders to ship…"
        empty="Nothing to ship: every order with merch has gone out."
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffset={setOffset}
        columns={
          <>
            {canExport ? (
              <th scope="col">
                <span className="studio-visually-hidden">Selected</span>
              </th>
            ) : null}
            <th scope="col">Date</th>
            <th scope="col">Ship to</th>
            <th scope="col">Items</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="studio-visually-hidden">Actions</span>
            </th>
          </>
        }
      >
        {(row) => (
          <tr key={row.id}>
            {canExport ? (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select the order of ${whoLabel(row)}`}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </td>
            ) : null}
            <td>{studioDateTime(row.createdAt)}</td>
            <td>{shipToLabel(row)}</td>
            <td>
              {row.firstTitle}
              {row.itemCount > 1 ? ` and ${row.itemCount - 1} more` : ""}
            </td>
            <td>{orderStateLabel(row)}</td>
            <td className="studio-admin__actions">
              <button type="button" aria-label={`Open the order of ${whoLabel(row)}`} onClick={() => onOpen(row.id)}>
                Open
              </button>
            </td>
          </tr>
        )}
      </PagedTable>
    </>
  );
}
