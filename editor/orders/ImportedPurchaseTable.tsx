import { useCallback } from "react";
import type { OrdersApi } from "../api/ordersApi";
import { PagedTable } from "../shell/PagedTable";
import { useLoadedList } from "../shell/useLoadedList";

/** As many as the orders' pages hold. */
const PAGE_SIZE = 25;

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
    () => api.listImportedPurchases(profileId, { search, offset, limit: PAGE_SIZE }),
    [api, profileId, search, offset],
  );
  const filtered = search.trim() !== "";
  const { list } = useLoadedList("The imported purchases", load);
  return (
    <>
      <p>Bought on another platform and paid there: history only, never counted as revenue here, fulfilled or emailed.</p>
      <PagedTable
        page={list}
        label="Imported purchases"
        problem={null}
        loading="Loading the imported purchases…"
        empty={
          filtered
            ? "No imported purchase matches."
            : "No imported purchases: import a Bandcamp sales report in Settings to see your buyers' history here."
        }
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffset={onOffset}
        columns={
          <>
            <th scope="col">Date</th>
            <th scope="col">Buyer</th>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
            <th scope="col">Source</th>
          </>
        }
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
      </PagedTable>
    </>
  );
}
