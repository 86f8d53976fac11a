import { useCallback } from "react";
import type { OrdersApi } from "../api/ordersApi";
import { ORDERS_PAGE_SIZE, OrdersPagedTable } from "./OrdersPagedTable";

/** Where each purchase was made, as its mark says. */
const IMPORTED_FROM: Readonly<Record<string, string>> = { bandcampSales: "from Bandcamp" };

/** An amount in its own currency: history from elsewhere is not in the artist's dollars. */
const amountOf = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/**
 * Purchase history brought from other platforms (issue 40, item 3), each marked imported: what a
 * buyer bought there, when, for how much. It was paid there, not here: it is not revenue, and
 * nothing here is fulfilled or mailed for it.
 */
export function ImportedPurchaseTable({
  profileId,
  api,
  search,
  offset,
  onOffset,
}: {
  profileId: string;
  api: OrdersApi;
  /** Part of the buyer's address. */
  search: string;
  offset: number;
  onOffset(offset: number): void;
}) {
  const load = useCallback(
    () => api.listImportedPurchases(profileId, { search, offset, limit: ORDERS_PAGE_SIZE }),
    [api, profileId, search, offset],
  );
  return (
    <>
      <p>Bought on another platform and paid there: history only, never counted as revenue here, fulfilled or emailed.</p>
      <OrdersPagedTable
        what="imported purchases"
        load={load}
        label="Imported purchases"
        empty={
          search.trim() !== ""
            ? "No imported purchase matches."
            : "No imported purchases: import a Bandcamp sales report in Settings to see your buyers' history here."
        }
        offset={offset}
        onOffset={onOffset}
        columns={["Date", "Buyer", "Item", "Amount", "Source"]}
      >
        {(purchase) => (
          <tr key={purchase.id}>
            <td>{purchase.purchasedAt}</td>
            <td>{purchase.email}</td>
            <td>
              {purchase.quantity > 1 ? `${purchase.quantity} × ` : ""}
              {purchase.itemName}
              {purchase.productId === null ? " (not in your catalogue)" : ""}
            </td>
            <td>{amountOf(purchase.amountCents, purchase.currency)}</td>
            <td>
              <strong>Imported</strong> {IMPORTED_FROM[purchase.platform] ?? ""}
            </td>
          </tr>
        )}
      </OrdersPagedTable>
    </>
  );
}
