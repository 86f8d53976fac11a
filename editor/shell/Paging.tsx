/** Where a paged list is, and the buttons to the pages around it: "1–50 of 120 Previous Next". */
export function Paging({
  offset,
  shown,
  total,
  pageSize,
  onOffset,
}: {
  readonly offset: number;
  readonly shown: number;
  readonly total: number;
  readonly pageSize: number;
  onOffset(offset: number): void;
}) {
  return (
    <p className="studio-admin__paging">
      {offset + 1}–{offset + shown} of {total.toLocaleString("en-US")}{" "}
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        Previous
      </button>{" "}
      <button type="button" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        Next
      </button>
    </p>
  );
}
