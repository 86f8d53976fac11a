import { useId } from "react";
import { RELEASE_STATUSES, type ReleaseStatus } from "../../schema/api/releases";
import { SearchBox } from "../shell/SearchBox";

const STATUS_FILTERS: Readonly<Record<ReleaseStatus, string>> = { draft: "Drafts", published: "Published", archived: "Archived" };

/** Finding releases: by title or artist, and by status (all by default). The workspace goes back to the first page on each change. */
export function ReleaseFilters({
  search,
  status,
  onSearch,
  onStatus,
}: {
  readonly search: string;
  readonly status: ReleaseStatus | "";
  onSearch(search: string): void;
  onStatus(status: ReleaseStatus | ""): void;
}) {
  const statusId = useId();
  return (
    <div className="studio-admin__inline">
      <SearchBox label="Find a release" value={search} onSearch={onSearch} />
      <label htmlFor={statusId}>Status</label>
      <select id={statusId} value={status} onChange={(event) => onStatus(event.target.value as ReleaseStatus | "")}>
        <option value="">All releases</option>
        {RELEASE_STATUSES.map((option) => (
          <option key={option} value={option}>
            {STATUS_FILTERS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
