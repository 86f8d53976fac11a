import type { MediaItem } from "../../schema/entities/media";
import { MediaDetails } from "./MediaDetails";
import { sizeText } from "./sizeText";

const USAGE_NOUNS: Readonly<Record<string, string>> = {
  page: "Page",
  site: "Site settings",
  email: "Email",
  release: "Release",
  track: "Track",
  post: "Post",
};

/** Where a file is used, once asked: nothing asked yet, being looked up, or the places found. */
export type Usages =
  | { readonly state: "idle" }
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly usages: readonly { kind: string; title: string }[] };

/**
 * The file chosen in the Media section: its name and size, its details to edit, where it is used
 * (when asked) and its deletion.
 */
export function MediaFilePanel({
  profileId,
  item,
  usages,
  onSaved,
  onShowUsages,
  onDelete,
}: {
  readonly profileId: string;
  readonly item: MediaItem;
  readonly usages: Usages;
  onSaved(): void;
  onShowUsages(): void;
  onDelete(): void;
}) {
  return (
    <section className="studio-admin__panel" aria-label={`File ${item.title || item.name}`}>
      <h2>{item.title || item.name}</h2>
      <p className="studio-hint">
        {item.name} · {sizeText(item.size)}
      </p>
      <MediaDetails key={item.id} profileId={profileId} item={item} onSaved={onSaved} />
      <div className="studio-admin__actions">
        <button type="button" onClick={onShowUsages}>
          Where is it used?
        </button>
        <button type="button" onClick={onDelete}>
          Delete file
        </button>
      </div>
      {usages.state === "loading" ? <p aria-busy="true">Looking…</p> : null}
      {usages.state === "ready" ? (
        usages.usages.length === 0 ? (
          <p role="status">Used nowhere: it can be deleted.</p>
        ) : (
          <ul aria-label="Used in">
            {usages.usages.map((usage) => (
              <li key={`${usage.kind}:${usage.title}`}>
                {USAGE_NOUNS[usage.kind] ?? usage.kind}
                {usage.kind === "site" ? "" : `: ${usage.title}`}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
