import type { ReleaseStatus, StudioRelease } from "../../schema/api/releases";

const STATUS_NAMES: Readonly<Record<ReleaseStatus, string>> = { draft: "Draft", published: "Published", archived: "Archived" };

/** A release's kind as the list says it: merch, or a single or album with its number of tracks. */
function kindOf(release: StudioRelease): string {
  if (release.category === "Merch") return "Merch";
  const tracks = release.variants.find((variant) => variant.isDefault)?.tracks.length ?? 0;
  const type = release.releaseType === "album" ? "Album" : "Single";
  return `${type} · ${tracks} ${tracks === 1 ? "track" : "tracks"}`;
}

/** A release in the Music list: its cover, title and artist, kind, status, and Edit and Delete. */
export function ReleaseRow({ release, onEdit, onDelete }: { readonly release: StudioRelease; onEdit(): void; onDelete(): void }) {
  return (
    <tr>
      <td>
        <span className="studio-release__title">
          {release.media[0] ? <img className="studio-release__thumb" src={release.media[0].url} alt="" /> : null}
          <span>
            <strong>{release.title}</strong>
            <br />
            <span className="studio-hint">{release.artist}</span>
          </span>
        </span>
      </td>
      <td>{kindOf(release)}</td>
      <td>{STATUS_NAMES[release.status]}</td>
      <td className="studio-admin__actions">
        <button type="button" aria-label={`Edit ${release.title}`} onClick={onEdit}>
          Edit
        </button>
        <button type="button" aria-label={`Delete ${release.title}`} onClick={onDelete}>
          Delete
        </button>
      </td>
    </tr>
  );
}
