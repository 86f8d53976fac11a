import { type FormEvent, useEffect, useId, useState } from "react";
import type { EmbedType } from "../../../../runtime/richText/widgets/embed";
import { Modal } from "../floating/Modal";
import { EMBED_LABELS, EMBED_PARSERS } from "./embedMatch";

/** SPEC §10 'embed debounce 200 ms': the address is read once typing pauses this long. */
export const EMBED_PARSE_DEBOUNCE_MS = 200;

export interface EmbedDialogProps {
  readonly type: EmbedType;
  /** Called with the id read from the address when the artist presses Embed. */
  readonly onEmbed: (id: string) => void;
  readonly onClose: () => void;
  readonly container?: HTMLElement;
}

/**
 * The Embed dialog (SPEC §2 'Embed for a tweet or video URL', §9): Embed stays disabled until
 * the address, read 200 ms after the last keystroke, yields an id of the embed's kind — an
 * 11-character video id for YouTube, a numeric status id on twitter.com or x.com for a tweet.
 */
export function EmbedDialog({ type, onEmbed, onClose, container }: EmbedDialogProps) {
  const labels = EMBED_LABELS[type];
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  // The id read from `read`, the text as it was when typing paused: Embed uses exactly what was checked.
  const [parsed, setParsed] = useState<{ read: string; id: string | null } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setParsed({ read: text, id: EMBED_PARSERS[type](text) }), EMBED_PARSE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, type]);

  const current = parsed !== null && parsed.read === text ? parsed : null;
  const id = current?.id ?? null;
  const refused = current !== null && id === null && text.trim() !== "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id !== null) onEmbed(id);
  };

  return (
    <Modal title={labels.title} onClose={onClose} container={container}>
      <form className="rt-modal-form" onSubmit={submit}>
        <label htmlFor={inputId}>{labels.field}</label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={labels.example}
          value={text}
          aria-invalid={refused}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className="rt-modal-hint" role={refused ? "alert" : undefined}>
          {refused ? `This is not the address of ${labels.item}.` : `Paste the address of ${labels.item}, like ${labels.example}`}
        </p>
        <div className="rt-modal-actions">
          <button type="submit" className="rt-button rt-button--primary" disabled={id === null}>
            Embed
          </button>
        </div>
      </form>
    </Modal>
  );
}
