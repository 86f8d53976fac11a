import { trackInputSchema } from "../../schema/api/releases";
import { fieldLimits } from "../../schema/fieldLimits";
import { durationText, type TrackDraft } from "./releaseDraft";
import { TrackListeningFields } from "./TrackListeningFields";
import { TrackProcessingStatus } from "./TrackProcessingStatus";
import type { PreviewProblems } from "./trackListening";

/**
 * One track of a release, numbered from 1: its title and artist (the release's by default), explicit
 * and featured, its length, where its audio stands, what visitors hear of it, and its removal.
 */
export function TrackRow({
  track,
  index,
  releaseArtist,
  previewProblems,
  onChange,
  onRemove,
  onRetry,
}: {
  readonly track: TrackDraft;
  readonly index: number;
  readonly releaseArtist: string;
  /** What is wrong with its preview, if anything. */
  readonly previewProblems: PreviewProblems | undefined;
  onChange(changes: Partial<TrackDraft>): void;
  onRemove(): void;
  onRetry?(track: TrackDraft): Promise<void>;
}) {
  return (
    <div className="studio-track">
      <span className="studio-track__number">{index + 1}.</span>
      <input
        aria-label={`Title of track ${index + 1}`}
        value={track.title}
        {...fieldLimits(trackInputSchema.properties.title)}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <input
        aria-label={`Artist of track ${index + 1}`}
        value={track.artist}
        placeholder={releaseArtist}
        {...fieldLimits(trackInputSchema.properties.artist)}
        onChange={(event) => onChange({ artist: event.target.value })}
      />
      <label>
        <input
          type="checkbox"
          aria-label={`Explicit (track ${index + 1})`}
          checked={track.hasExplicitContent}
          onChange={(event) => onChange({ hasExplicitContent: event.target.checked })}
        />{" "}
        Explicit
      </label>
      <label>
        <input type="checkbox" checked={track.isFeatured} onChange={(event) => onChange({ isFeatured: event.target.checked })} /> Featured
      </label>
      <label title="A pre-order's buyers hear and download it at once, before the release date">
        <input
          type="checkbox"
          aria-label={`Instant grat (track ${index + 1})`}
          checked={track.instantGrat}
          onChange={(event) => onChange({ instantGrat: event.target.checked })}
        />{" "}
        Instant grat
      </label>
      <span className="studio-hint" title={track.audio?.name}>
        {track.audio ? durationText(track.durationSeconds) : "No audio"}
      </span>
      {track.audio ? (
        <TrackProcessingStatus processing={track.processing} number={index + 1} {...(onRetry ? { onRetry: () => onRetry(track) } : {})} />
      ) : null}
      <TrackListeningFields
        track={track}
        number={index + 1}
        {...(previewProblems ? { problems: previewProblems } : {})}
        onChange={onChange}
      />
      <button type="button" aria-label={`Remove track ${index + 1}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}
