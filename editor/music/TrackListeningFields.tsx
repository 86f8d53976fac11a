import { useId } from "react";
import { previewSecondsSchema, previewStartSchema, TRACK_LISTENING, type TrackListening } from "../../schema/entities/catalogue";
import { LISTENING_LABELS, type ListeningDraft, type PreviewProblems } from "./trackListening";

/** Which track a field is of, for a screen reader: the visible label stays short, its name says the track. */
function OfTrack({ number }: { readonly number: number }) {
  return <span className="studio-visually-hidden"> (track {number})</span>;
}

/** A number of seconds, labelled, pointing at its problem as the studio's fields do. */
function SecondsField({
  label,
  number,
  value,
  min,
  max,
  problem,
  onChange,
}: {
  readonly label: string;
  readonly number: number;
  readonly value: string;
  readonly min: number;
  readonly max: number;
  readonly problem: string | undefined;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <span className="studio-admin__field">
      <label htmlFor={id}>
        {label}
        <OfTrack number={number} />
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <span id={`${id}-problem`} className="studio-field-error">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

/**
 * What visitors hear of a track (issue 32): all of it, a preview (from where, how long), or
 * nothing until they buy it. Buyers always hear all of it.
 */
export function TrackListeningFields({
  track,
  number,
  problems = {},
  onChange,
}: {
  readonly track: ListeningDraft;
  /** The track's place in the list, from 1. */
  readonly number: number;
  readonly problems?: PreviewProblems;
  onChange(changes: Partial<ListeningDraft>): void;
}) {
  const id = useId();
  return (
    <>
      <span className="studio-admin__field">
        <label htmlFor={id}>
          What visitors hear
          <OfTrack number={number} />
        </label>
        <select id={id} value={track.listen} onChange={(event) => onChange({ listen: event.target.value as TrackListening })}>
          {TRACK_LISTENING.map((listen) => (
            <option key={listen} value={listen}>
              {LISTENING_LABELS[listen]}
            </option>
          ))}
        </select>
      </span>
      {track.listen === "preview" ? (
        <>
          <SecondsField
            label="Preview starts at (seconds)"
            number={number}
            value={track.previewStart}
            min={previewStartSchema.minimum}
            max={previewStartSchema.maximum}
            problem={problems.start}
            onChange={(previewStart) => onChange({ previewStart })}
          />
          <SecondsField
            label="Preview length (seconds)"
            number={number}
            value={track.previewLength}
            min={previewSecondsSchema.minimum}
            max={previewSecondsSchema.maximum}
            problem={problems.length}
            onChange={(previewLength) => onChange({ previewLength })}
          />
        </>
      ) : null}
    </>
  );
}
