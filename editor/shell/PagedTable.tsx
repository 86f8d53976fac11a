import type { ReactNode } from "react";
import { ListProblem, ListStates } from "./ListStates";
import { Paging } from "./Paging";
import type { Loaded } from "./useLoadedList";

/** One page of a long list, as the server gives it: its rows and how many there are in all. */
export interface LoadedPage<T> {
  readonly total: number;
  readonly data: readonly T[];
}

/**
 * A long list the studio shows a page at a time (fans, a list's subscribers): the last change's
 * refusal, what it says in place of rows (loading, failed, none), then the table and its `Paging`.
 * "None" is the whole list's total, so a page beyond the end (after removing its last row) says nothing.
 */
export function PagedTable<T>({
  page,
  problem,
  loading,
  empty,
  offset,
  pageSize,
  onOffset,
  columns,
  children,
  label,
}: {
  readonly page: Loaded<LoadedPage<T>>;
  readonly problem: string | null;
  /** What shows while a page loads: "Loading the fans…". */
  readonly loading: string;
  /** What shows when the list holds nothing (or nothing matches the search). */
  readonly empty: string;
  readonly offset: number;
  readonly pageSize: number;
  onOffset(offset: number): void;
  /** The header cells (`<th scope="col">`). */
  readonly columns: ReactNode;
  /** A row (`<tr>`, keyed) of each item of the page. */
  children(item: T): ReactNode;
  /**
   * The table's name, for a table of text alone (no link or button inside): its box, which scrolls
   * sideways on a phone, then takes the keyboard's focus itself so the arrows can scroll it.
   */
  readonly label?: string;
}) {
  const shown = page.state === "ready" ? page.value : null;
  return (
    <>
      <ListProblem problem={problem} />
      <ListStates list={page} loading={loading} empty={shown?.total === 0 ? empty : null} />
      {shown && shown.data.length > 0 ? (
        <>
          {/* On a phone a table wider than the screen scrolls inside its own box; the page never scrolls sideways. */}
          <div className="studio-table-scroll" {...(label ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}>
            <table className="studio-admin__table" aria-label={label}>
              <thead>
                <tr>{columns}</tr>
              </thead>
              <tbody>{shown.data.map((item) => children(item))}</tbody>
            </table>
          </div>
          <Paging offset={offset} shown={shown.data.length} total={shown.total} pageSize={pageSize} onOffset={onOffset} />
        </>
      ) : null}
    </>
  );
}
