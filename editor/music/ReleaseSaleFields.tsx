import { useEffect, useRef, useState } from "react";
import { preOrderDateOf } from "../../schema/rules/releaseDates";
import type { ReleaseDraft } from "./releaseDraft";

/** One of the artist's music releases, as the bundle picker offers it. */
export interface ReleaseChoice {
  readonly id: string;
  readonly title: string;
}

/**
 * How the release sells beyond its price (issue 36, item 5): a music release's date (one ahead
 * sells it as a pre-order, its 'instant grat' tracks at once), or the release whose download a
 * merch item includes (the artist's own music releases, loaded when the form opens).
 */
export function ReleaseSaleFields({
  draft,
  onChange,
  loadReleases,
}: {
  readonly draft: ReleaseDraft;
  onChange(changes: Partial<ReleaseDraft>): void;
  loadReleases(): Promise<readonly ReleaseChoice[]>;
}) {
  const [releases, setReleases] = useState<readonly ReleaseChoice[] | null>(null);
  const merch = draft.category === "Merch";
  // Loaded once each time the form turns to merch, whichever function the parent passes on a render.
  const load = useRef(loadReleases);
  load.current = loadReleases;
  useEffect(() => {
    if (!merch) return;
    let live = true;
    load.current().then(
      (loaded) => live && setReleases(loaded),
      () => live && setReleases([]),
    );
    return () => {
      live = false;
    };
  }, [merch]);
  if (!merch) {
    const ahead = draft.releaseDate ? preOrderDateOf(`${draft.releaseDate}T00:00:00Z`, Date.now()) : null;
    return (
      <div className="studio-admin__field">
        <label htmlFor="release-date">Release date</label>
        <input
          id="release-date"
          type="date"
          value={draft.releaseDate}
          onChange={(event) => onChange({ releaseDate: event.target.value })}
        />
        <span className="studio-hint">
          {ahead
            ? "A pre-order until then: fans pay now; tracks marked 'Instant grat' are theirs at once, the rest on the date, with an email."
            : "A date ahead sells the release as a pre-order."}
        </span>
      </div>
    );
  }
  return (
    <div className="studio-admin__field">
      <label htmlFor="release-includes">Includes the download of</label>
      <select
        id="release-includes"
        value={draft.includesProductId}
        onChange={(event) => onChange({ includesProductId: event.target.value })}
      >
        <option value="">Nothing</option>
        {(releases ?? []).map((release) => (
          <option key={release.id} value={release.id}>
            {release.title}
          </option>
        ))}
        {draft.includesProductId && releases && !releases.some((release) => release.id === draft.includesProductId) ? (
          <option value={draft.includesProductId}>The release chosen before</option>
        ) : null}
      </select>
    </div>
  );
}
