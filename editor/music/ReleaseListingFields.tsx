import { RELEASE_STATUSES } from "../../schema/api/releases";
import { CATEGORIES, type Category, RELEASE_TYPES, type ReleaseType } from "../../schema/entities/catalogue";
import type { ReleaseDraft } from "./releaseDraft";

const STATUS_LABELS = { draft: "Draft (only you see it)", published: "Published", archived: "Archived (off the site)" } as const;
const TYPE_LABELS = { single: "Single", album: "Album" } as const;

/** Where and how fans find the release: its category (a release type for music), its status and whether it is featured. */
export function ReleaseListingFields({
  draft,
  onChange,
}: {
  readonly draft: ReleaseDraft;
  onChange(changes: Partial<ReleaseDraft>): void;
}) {
  return (
    <>
      <div className="studio-admin__field">
        <label htmlFor="release-category">Category</label>
        <select id="release-category" value={draft.category} onChange={(event) => onChange({ category: event.target.value as Category })}>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {draft.category === "Music" ? (
        <div className="studio-admin__field">
          <label htmlFor="release-type">Release type</label>
          <select
            id="release-type"
            value={draft.releaseType}
            onChange={(event) => onChange({ releaseType: event.target.value as ReleaseType })}
          >
            {RELEASE_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="studio-admin__field">
        <label htmlFor="release-status">Status</label>
        <select
          id="release-status"
          value={draft.status}
          onChange={(event) => onChange({ status: event.target.value as ReleaseDraft["status"] })}
        >
          {RELEASE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="studio-admin__field">
        <label>
          <input type="checkbox" checked={draft.isFeatured} onChange={(event) => onChange({ isFeatured: event.target.checked })} /> Featured
          on the home page
        </label>
      </div>
    </>
  );
}
