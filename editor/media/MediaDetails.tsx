import { type FormEvent, useId, useState } from "react";
import { updateMediaBodySchema } from "../../schema/api/media";
import type { MediaItem } from "../../schema/entities/media";
import { fieldLimits } from "../../schema/fieldLimits";
import { studioApi } from "../api/studioApi";

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

/**
 * The chosen item's title (what fans read, never the file's name) and, for an image, its alt
 * text (what it shows, for those who cannot see it), editable in the picker.
 */
export function MediaDetails({ profileId, item, onSaved }: { profileId: string; item: MediaItem; onSaved: (item: MediaItem) => void }) {
  const [title, setTitle] = useState(item.title ?? "");
  const [alt, setAlt] = useState(item.alt ?? "");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const id = useId();
  const changed = title !== (item.title ?? "") || alt !== (item.alt ?? "");

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: "saving" });
    try {
      const saved = await studioApi.updateMedia(profileId, item.id, item.type === "image" ? { title, alt } : { title });
      setStatus({ kind: "saved" });
      onSaved(saved);
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : "Not saved." });
    }
  };

  return (
    <form className="media-details" onSubmit={save} aria-label="Details of the chosen file">
      <p className="media-details__file">File: {item.name}</p>
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        value={title}
        {...fieldLimits(updateMediaBodySchema.properties.title)}
        onChange={(event) => setTitle(event.target.value)}
      />
      {item.type === "image" ? (
        <>
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <input
            id={`${id}-alt`}
            value={alt}
            {...fieldLimits(updateMediaBodySchema.properties.alt)}
            placeholder="What the picture shows (empty if it is only decoration)"
            onChange={(event) => setAlt(event.target.value)}
          />
        </>
      ) : null}
      <div className="media-details__actions">
        <button type="submit" className="settings-button" disabled={!changed || status.kind === "saving"}>
          {status.kind === "saving" ? "Saving…" : "Save details"}
        </button>
        <span role="status" className={status.kind === "failed" ? "media-picker__error" : "media-details__status"}>
          {status.kind === "saved" ? "Saved" : status.kind === "failed" ? status.message : ""}
        </span>
      </div>
    </form>
  );
}
