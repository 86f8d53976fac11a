import { useCallback, useId, useState } from "react";
import type { StudioOrderPage } from "../../schema/api/studioOrders";
import { ORDER_STATUSES, type OrderStatus } from "../../schema/entities/commerce";
import { formatCents } from "../../schema/rules/money";
import { orderStateLabel, orderStatusFilterLabel } from "../../schema/rules/orderStatusLabels";
import { type OrdersApi, ordersApi } from "../api/ordersApi";
import { SearchBox } from "../shell/SearchBox";
import { studioDateTime } from "../shell/studioDateTime";
import type { StudioSectionProps } from "../shell/studioSections";
import { useLoadedList } from "../shell/useLoadedList";
import { buyerLabel } from "./buyerLabel";
import { ImportedPurchaseTable } from "./ImportedPurchaseTable";
import { MembershipPaymentTable } from "./MembershipPaymentTable";
import { OrderDetail } from "./OrderDetail";
import { ORDERS_PAGE_SIZE, OrdersPagedTable } from "./OrdersPagedTable";
import { PackingSlips } from "./PackingSlips";
import { ToShipTable } from "./ToShipTable";

/**
 * The studio's Orders section (issue 18): the artist's orders, newest first, 25 to a page, shown
 * by status and found by the buyer's address, and the orders to ship (issue 36, item 4), where it
 * opens while there are any; each opens with its lines, gifts, payment and
 * history, and the steps it may take next (ship merch, refund). "Memberships" in the same filter
 * lists the payments of fans' memberships instead (issue 34, item 13), and "Imported purchases" the
 * history brought from other platforms, marked imported (issue 40).
 */
export function OrdersWorkspace(props: StudioSectionProps & { readonly api?: OrdersApi }) {
  const { profile, api = ordersApi } = props;
  const [status, setStatus] = useState<OrderStatus | "" | "memberships" | "imported">("");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [chosenView, setView] = useState<"all" | "toShip" | null>(null);
  /** The packing slips being printed: of the orders named, or of all to ship (null). */
  const [slips, setSlips] = useState<{ readonly orderIds: readonly string[] | null } | null>(null);
  const statusId = useId();
  const canExport = props.editor.role !== "viewer";
  const loadToShip = useCallback(() => api.listOrders(profile.id, { search: "", offset: 0, limit: 1, toShip: true }), [api, profile.id]);
  const { list: toShip, refresh: refreshToShip } = useLoadedList("The orders to ship", loadToShip);
  const toShipCount = toShip.state === "ready" ? toShip.value.total : null;
  // An artist with merch waiting opens on what to ship; every order otherwise, or once they choose.
  const view = chosenView ?? (toShipCount ? "toShip" : "all");
  const loadSlips = useCallback(() => api.packingSlips(profile.id, slips?.orderIds ?? null), [api, profile.id, slips]);
  const closeOrder = () => {
    setOpenId(null);
    void refreshToShip();
  };

  const load = useCallback(
    () =>
      api.listOrders(profile.id, {
        search,
        offset,
        limit: ORDERS_PAGE_SIZE,
        ...(status === "" || status === "memberships" || status === "imported" ? {} : { status }),
      }),
    [api, profile.id, search, status, offset],
  );
  const loadPayments = useCallback(
    () => api.listMembershipPayments(profile.id, { search, offset, limit: ORDERS_PAGE_SIZE }),
    [api, profile.id, search, offset],
  );

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-orders-heading">
        <div className="studio-admin__head">
          <h1 id="studio-orders-heading">Orders</h1>
        </div>
        {slips ? (
          <PackingSlips title="Packing slips" backLabel="Back to orders" load={loadSlips} onClose={() => setSlips(null)} />
        ) : openId ? (
          <OrderDetail profileId={profile.id} orderId={openId} api={api} onClose={closeOrder} />
        ) : chosenView === null && toShip.state === "loading" ? (
          <p aria-busy="true">Loading the orders…</p>
        ) : (
          <>
            <OrderViews view={view} toShipCount={toShipCount} onView={setView} />
            {view === "toShip" ? (
              <ToShipTable
                profileId={profile.id}
                api={api}
                canExport={canExport}
                onOpen={setOpenId}
                onPrint={(orderIds) => setSlips({ orderIds })}
              />
            ) : null}
            <div className="studio-admin__inline" hidden={view === "toShip"}>
              <label htmlFor={statusId}>Status</label>
              <select
                id={statusId}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as OrderStatus | "" | "memberships" | "imported");
                  setOffset(0);
                }}
              >
                <option value="">All orders</option>
                {ORDER_STATUSES.map((option) => (
                  <option key={option} value={option}>
                    {orderStatusFilterLabel(option)}
                  </option>
                ))}
                <option value="memberships">Memberships</option>
                <option value="imported">Imported purchases</option>
              </select>
              <SearchBox
                label={status === "memberships" ? "Find by fan's email" : "Find by buyer's email"}
                value={search}
                onSearch={(value) => {
                  setSearch(value);
                  setOffset(0);
                }}
              />
            </div>
            {view === "toShip" ? null : status === "imported" ? (
              <ImportedPurchaseTable profileId={profile.id} api={api} search={search} offset={offset} onOffset={setOffset} />
            ) : status === "memberships" ? (
              <MembershipPaymentTable load={loadPayments} filtered={search.trim() !== ""} offset={offset} onOffset={setOffset} />
            ) : (
              <OrderTable
                load={load}
                filtered={status !== "" || search.trim() !== ""}
                offset={offset}
                onOffset={setOffset}
                onOpen={setOpenId}
              />
            )}
          </>
        )}
      </main>
    </div>
  );
}

/**
 * A page of the orders, loaded as the filter, search or page changes, and again each time the
 * list comes back from an order (which a refund or a move may have changed).
 */
function OrderTable({
  load,
  filtered,
  offset,
  onOffset,
  onOpen,
}: {
  load(): Promise<StudioOrderPage>;
  filtered: boolean;
  offset: number;
  onOffset(offset: number): void;
  onOpen(orderId: string): void;
}) {
  return (
    <OrdersPagedTable
      what="orders"
      load={load}
      empty={filtered ? "No order matches." : "No orders yet: they appear here when fans buy on the site."}
      offset={offset}
      onOffset={onOffset}
      columns={["Date", "Buyer", "Items", "Total", "Status"]}
      actions
    >
      {(order) => (
        <tr key={order.id}>
          <td>{studioDateTime(order.createdAt)}</td>
          <td>{buyerLabel(order.email, order.buyerErased)}</td>
          <td>
            {order.firstTitle}
            {order.itemCount > 1 ? ` and ${order.itemCount - 1} more` : ""}
          </td>
          <td>{formatCents(order.totalCents)}</td>
          <td>{orderStateLabel(order)}</td>
          <td className="studio-admin__actions">
            <button
              type="button"
              aria-label={`Open the order of ${buyerLabel(order.email, order.buyerErased)} on ${studioDateTime(order.createdAt)}`}
              onClick={() => onOpen(order.id)}
            >
              Open
            </button>
          </td>
        </tr>
      )}
    </OrdersPagedTable>
  );
}

/** The two ways in: every order, or the orders to ship with their count (issue 36, item 4). */
function OrderViews({
  view,
  toShipCount,
  onView,
}: {
  readonly view: "all" | "toShip";
  readonly toShipCount: number | null;
  onView(view: "all" | "toShip"): void;
}) {
  return (
    <div className="studio-admin__actions">
      <button type="button" aria-pressed={view === "toShip"} onClick={() => onView("toShip")}>
        {toShipCount === null ? "To ship" : `To ship (${toShipCount})`}
      </button>
      <button type="button" aria-pressed={view === "all"} onClick={() => onView("all")}>
        All orders
      </button>
    </div>
  );
}
