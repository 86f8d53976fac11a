import { useId, useState } from "react";
import { galleryImageSchema, galleryPropsSchema } from "../../schema/blocks/gallery";
import { fieldLimits } from "../../schema/fieldLimits";
import { fieldIds } from "../settings/Field";
import { fileNameOf } from "../settings/MediaField";
import { TextAreaField, TextField } from "../settings/TextField";
import type { FieldEdit, MediaKind } from "../settings/types";
import type { StoredGalleryImage } from "./galleryReadiness";

const { alt, caption } = galleryImageSchema.properties;
const MAX_PICTURES = galleryPropsSchema.properties.images.maxItems;

/** The list with its item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface PictureRowProps {
  readonly image: StoredGalleryImage;
  readonly index: number;
  readonly count: number;
  /** A change to this picture's words, as an edit of its own field (`images.2.alt`), so typing folds into one step. */
  onWords(patch: Partial<StoredGalleryImage>, field: "alt" | "caption"): void;
  onMove(to: number): void;
  onRemove(): void;
}

function PictureRow({ image, index, count, onWords, onMove, onRemove }: PictureRowProps) {
  const name = `Picture ${index + 1}`;
  return (
    <li className="sortable-list__row">
      <img className="settings-gallery__thumb" src={image.src} alt="" />
      <fieldset className="sortable-list__content settings-form settings-field">
        <legend className="settings-field__label">
          {name} <span className="settings-field__label--secondary">({fileNameOf(image.src)})</span>
        </legend>
        <TextAreaField
          label="Alt text"
          rows={2}
          value={image.alt ?? ""}
          {...fieldLimits(alt)}
          hint={image.alt?.trim() ? undefined : "Needed to publish: what the picture shows, for people who cannot see it."}
          onChange={(text) => onWords({ alt: text ?? "" }, "alt")}
        />
        <TextField
          label="Caption"
          value={image.caption ?? ""}
          {...fieldLimits(caption)}
          onChange={(text) => onWords({ caption: text ?? "" }, "caption")}
        />
        <span className="settings-media__actions">
          <button
            type="button"
            className="settings-button settings-button--icon"
            aria-label={`Move up: ${name}`}
            title="Move up"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="settings-button settings-button--icon"
            aria-label={`Move down: ${name}`}
            title="Move down"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="settings-button settings-button--quiet settings-button--danger"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            Remove
          </button>
        </span>
      </fieldset>
    </li>
  );
}

interface PictureListProps {
  readonly images: readonly StoredGalleryImage[];
  /** What Publish would say of the gallery, shown under the list; null when it is ready. */
  readonly problem: string | null;
  onChange(images: StoredGalleryImage[], field: FieldEdit): void;
  pickMedia(type: MediaKind): Promise<string | null>;
}

/**
 * A gallery's pictures in the settings: each with its thumbnail, alt text and caption, moved up or
 * down or removed; and Add picture, from the media library, until the gallery holds its 100.
 * Adding, moving and removing are each a step of their own; typing into one picture's words folds.
 */
export function GalleryPictureList({ images, problem, onChange, pickMedia }: PictureListProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const full = images.length >= MAX_PICTURES;
  const list = (next: StoredGalleryImage[]) => onChange(next, { key: "images", kind: "choice" });
  const add = async () => {
    setPicking(true);
    try {
      const url = await pickMedia("image");
      if (url !== null) list([...images, { src: url }]);
    } finally {
      setPicking(false);
    }
  };
  const hint = full ? `A gallery holds ${MAX_PICTURES} pictures at most: remove one to add another.` : problem;
  return (
    <fieldset className="settings-field" aria-describedby={hint ? fieldIds(id).hint : undefined}>
      <legend className="settings-field__label">Pictures ({images.length})</legend>
      {images.length === 0 ? null : (
        <ol className="sortable-list" aria-label="Pictures">
          {images.map((image, index) => (
            <PictureRow
              // biome-ignore lint/suspicious/noArrayIndexKey: pictures have no ids and one upload may be there twice; a moved row starts afresh from its props.
              key={`${index}:${image.src}`}
              image={image}
              index={index}
              count={images.length}
              onWords={(patch, field) =>
                onChange(
                  images.map((each, at) => (at === index ? { ...each, ...patch } : each)),
                  { key: `images.${index}.${field}`, kind: "text" },
                )
              }
              onMove={(to) => list(moved(images, index, to))}
              onRemove={() => list(images.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
      <span className="settings-media__actions">
        <button type="button" className="settings-button" disabled={picking || full} onClick={() => void add()}>
          Add picture
        </button>
      </span>
      {hint ? (
        <p className="settings-field__hint" id={fieldIds(id).hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
