import { useId, useState } from "react";
import { describedBy, fieldIds } from "./Field";
import type { MediaKind } from "./types";

export interface MediaFieldProps {
  readonly label: string;
  readonly type: MediaKind;
  /** The chosen file's URL, or undefined for none. */
  readonly value: string | undefined;
  onChange(value: string | undefined): void;
  /** Asks the host to open its media picker; the chosen URL, or null when it was closed. */
  pickMedia(type: MediaKind): Promise<string | null>;
  readonly hint?: string;
}

/** The last part of a media URL's path, which names the file. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const name = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(name) || url;
  } catch {
    return name || url;
  }
}

/** An image or video from the media library: a preview, a button that opens the host's media picker, and one that removes it. */
export function MediaField({ label, type, value, onChange, pickMedia, hint }: MediaFieldProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const noun = type === "image" ? "image" : "video";

  const choose = async () => {
    setPicking(true);
    try {
      const url = await pickMedia(type);
      if (url !== null) onChange(url);
    } finally {
      setPicking(false);
    }
  };

  return (
    <fieldset className="settings-field settings-media" aria-describedby={describedBy(id, hint, null)}>
      <legend className="settings-field__label">{label}</legend>
      {value ? (
        <>
          {type === "image" ? (
            <img className="settings-media__preview" src={value} alt="" />
          ) : (
            <video className="settings-media__preview" src={value} muted preload="metadata" />
          )}
          <span className="settings-media__name">{fileNameOf(value)}</span>
        </>
      ) : (
        <p className="settings-media__empty">No {noun} chosen</p>
      )}
      <span className="settings-media__actions">
        <button type="button" className="settings-button" disabled={picking} onClick={() => void choose()}>
          {value ? `Change ${noun}` : `Choose ${noun}`}
        </button>
        {value ? (
          <button type="button" className="settings-button settings-button--quiet" onClick={() => onChange(undefined)}>
            Remove {noun}
          </button>
        ) : null}
      </span>
      {hint ? (
        <p className="settings-field__hint" id={fieldIds(id).hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
