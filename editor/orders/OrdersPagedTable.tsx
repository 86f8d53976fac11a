import type { ReactNode } from "react";
import { type LoadedPage, PagedTable } from "../shell/PagedTable";
import { StudioColumnHeads } from "../shell/StudioTable";
import { useLoadedList } from "../shell/useLoadedList";

/** As many rows as a page of the Orders section holds, whichever list it shows. */
export const ORDERS_PAGE_SIZE = 25;

/**
 * A page of one of the Orders section's lists (the orders, membership payments, imported
 * purchases), loaded as the filter, search or page changes: what they share, so each list gives
 * only its columns and its rows.
 */
export function OrdersPagedTable<T>({
  what,
  load,
  empty,
  columns,
  actions = false,
  label,
  offset,
  onOffset,
  children,
}: {
  /** What the rows are, in the plural, for "Loading the orders…" and "The orders could not be loaded". */
  readonly what: string;
  load(): Promise<LoadedPage<T>>;
  /** What shows in place of rows when there are none (or none match). */
  readonly empty: string;
  readonly columns: readonly string[];
  /** A last column of row actions (Open). */
  readonly actions?: boolean;
  /** The table's name, for a table of text alone (PagedTable's `label`). */
  readonly label?: string;
  readonly offset: number;
  onOffset(offset: number): void;
  /** A row (`<tr>`, keyed) of each item of the page. */
  children(item: T): ReactNode;
}) {
  const { list } = useLoadedList(`The ${what}`, load);
  return (
    <PagedTable
      page={list}
      problem={null}
      loading={`Loading the ${what}…`}
      empty={empty}
      offset={offset}
      pageSize={ORDERS_PAGE_SIZE}
      onOffset={onOffset}
      columns={<StudioColumnHeads columns={columns} actions={actions} />}
      {...(label ? { label } : {})}
    >
      {children}
    </PagedTable>
  );
}
