import { type ReactNode, useState } from "react";
import { Paging } from "./Paging";
import { SearchBox } from "./SearchBox";

/**
 * A loaded list with a search box above it and pages of `pageSize` below (the artist's events, their
 * media): found as typed, in the browser, since the whole list is already here. A search that finds
 * nothing says so; a page past the end (after a deletion) shows the last one.
 */
export function SearchedList<T>({
  items,
  label,
  matches,
  noMatch,
  pageSize = 25,
  children,
}: {
  readonly items: readonly T[];
  /** The search box's label: "Find an event". */
  readonly label: string;
  /** Whether an item matches the search (given trimmed and in lower case). */
  matches(item: T, search: string): boolean;
  /** What shows when nothing matches: "No event matches." */
  readonly noMatch: string;
  readonly pageSize?: number;
  children(items: readonly T[]): ReactNode;
}) {
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const wanted = search.trim().toLowerCase();
  const found = wanted === "" ? items : items.filter((item) => matches(item, wanted));
  const lastPage = Math.max(0, Math.floor((found.length - 1) / pageSize) * pageSize);
  const start = Math.min(offset, lastPage);
  const shown = found.slice(start, start + pageSize);
  return (
    <>
      <div className="studio-admin__inline">
        <SearchBox
          label={label}
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
      </div>
      {found.length === 0 ? <p className="studio-hint">{noMatch}</p> : children(shown)}
      {found.length > pageSize ? (
        <Paging offset={start} shown={shown.length} total={found.length} pageSize={pageSize} onOffset={setOffset} />
      ) : null}
    </>
  );
}
