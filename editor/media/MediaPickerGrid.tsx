import type { MediaItem, MediaType } from "../../schema/entities/media";
import type { PickedMedia } from "./pickedMedia";
import type { MediaListing } from "./useMediaPickerLibrary";

function Thumbnail({ item }: { readonly item: MediaItem }) {
  return item.type === "video" ? (
    <video className="media-picker__thumb" src={item.url} muted preload="metadata" />
  ) : (
    <img className="media-picker__thumb" src={item.url} alt="" loading="lazy" />
  );
}

/** The artist's media as the picker lists them: loading, failed (with Try again), none yet, or a grid to choose from (a double click selects). */
export function MediaPickerGrid({
  type,
  listing,
  selectedId,
  onChoose,
  onSelect,
  onRetry,
}: {
  readonly type: MediaType;
  readonly listing: MediaListing;
  readonly selectedId: string | null;
  onChoose(id: string): void;
  onSelect(item: PickedMedia): void;
  onRetry(): void;
}) {
  const items = listing.status === "ready" ? listing.items : [];
  return listing.status === "loading" ? (
    <p className="media-picker__state" aria-busy="true">
      Loading media…
    </p>
  ) : listing.status === "failed" ? (
    <div className="media-picker__state" role="alert">
      <p>The media could not be loaded: {listing.message}</p>
      <button type="button" className="settings-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  ) : items.length === 0 ? (
    <p className="media-picker__state">{type === "image" ? "No images yet. Upload one." : "No videos yet. Upload one."}</p>
  ) : (
    <ul className="media-picker__grid" aria-label={type === "image" ? "Images" : "Videos"}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="media-picker__item"
            aria-pressed={item.id === selectedId}
            onClick={() => onChoose(item.id)}
            onDoubleClick={() => onSelect({ url: item.url, alt: item.alt ?? "" })}
          >
            <Thumbnail item={item} />
            <span className="media-picker__name">{item.title || item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
