import { type FormEvent, useId } from "react";
import { INLINE_IMAGE_POSITIONS, type InlineImagePosition, isImageSrc, MAX_ALT_TEXT_LENGTH } from "../../../schema/richText/image";
import { Modal } from "../plugins/floating/Modal";
import type { ImageKind } from "./commands";
import { POSITION_LABELS } from "./ImageView";

/** What the dialog holds while open (kept by `ImagesPlugin`, so a trip to the media picker loses nothing). */
export interface ImageDraft {
  readonly kind: ImageKind;
  readonly src: string;
  readonly altText: string;
  readonly position: InlineImagePosition;
}

export const IMAGE_DIALOG_TITLES: Readonly<Record<ImageKind, string>> = { image: "Insert Image", "inline-image": "Insert Inline Image" };
export const IMAGE_SRC_PROBLEM = "Use an https address or an image from the media library.";

/**
 * The Insert Image dialog: an image's address (typed, or chosen in the studio's media picker when
 * the editor has one), its alternative text and, for an inline image, its position. Confirm stays
 * disabled until the address is one the schema accepts.
 */
export function InsertImageDialog({
  draft,
  onDraft,
  onConfirm,
  onClose,
  onPick,
}: {
  readonly draft: ImageDraft;
  readonly onDraft: (draft: ImageDraft) => void;
  readonly onConfirm: (draft: ImageDraft) => void;
  readonly onClose: () => void;
  /** Opens the media picker; absent outside the studio. */
  readonly onPick: (() => void) | null;
}) {
  const id = useId();
  const src = draft.src.trim();
  const valid = isImageSrc(src);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onConfirm({ ...draft, src });
  };
  return (
    <Modal title={IMAGE_DIALOG_TITLES[draft.kind]} onClose={onClose}>
      <form className="rt-modal-form" onSubmit={confirm}>
        <label htmlFor={`${id}-src`}>Image URL</label>
        <input
          id={`${id}-src`}
          // Text, not url: a media library path (/media/…) is no absolute URL, and the browser would refuse it.
          type="text"
          inputMode="url"
          placeholder="https://"
          value={draft.src}
          aria-invalid={src !== "" && !valid}
          aria-describedby={src !== "" && !valid ? `${id}-problem` : undefined}
          onChange={(event) => onDraft({ ...draft, src: event.target.value })}
        />
        {src !== "" && !valid ? (
          <p className="rt-modal-hint" id={`${id}-problem`} role="alert">
            {IMAGE_SRC_PROBLEM}
          </p>
        ) : null}
        {onPick ? (
          <button type="button" className="rt-button" onClick={onPick}>
            Choose from media library
          </button>
        ) : null}
        <label htmlFor={`${id}-alt`}>Alt text</label>
        <input
          id={`${id}-alt`}
          maxLength={MAX_ALT_TEXT_LENGTH}
          value={draft.altText}
          onChange={(event) => onDraft({ ...draft, altText: event.target.value })}
        />
        {draft.kind === "inline-image" ? (
          <>
            <label htmlFor={`${id}-position`}>Position</label>
            <select
              id={`${id}-position`}
              value={draft.position}
              onChange={(event) => onDraft({ ...draft, position: event.target.value as InlineImagePosition })}
            >
              {INLINE_IMAGE_POSITIONS.map((value) => (
                <option key={value} value={value}>
                  {POSITION_LABELS[value]}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <div className="rt-modal-actions">
          <button type="submit" className="rt-button rt-button--primary" disabled={!valid}>
            Confirm
          </button>
        </div>
      </form>
    </Modal>
  );
}
