import type { ReleaseInput, TrackAudio } from "../../schema/api/releases";
import { releaseInputSchema } from "../../schema/api/releases";
import { fieldLimits } from "../../schema/fieldLimits";
import { AdminField } from "../shell/AdminField";
import { AdminForm } from "../shell/AdminForm";
import { MerchVariants } from "./MerchVariants";
import { ReleaseCoverField } from "./ReleaseCoverField";
import { ReleaseListingFields } from "./ReleaseListingFields";
import { type ReleaseChoice, ReleaseSaleFields } from "./ReleaseSaleFields";
import { defaultVariantOf, type ReleaseDraft, type ReleaseDraftProblems, type TrackDraft } from "./releaseDraft";
import { TrackList } from "./TrackList";
import { useReleaseForm } from "./useReleaseForm";
import type { TrackAudioPort } from "./useReleaseProcessing";
import { VariantPrices } from "./VariantPrices";

/**
 * A release's form (issue 17): title, artist, description and credits, category and type, cover,
 * prices (pay-what-you-want from a minimum), tracks (uploaded, ordered), featured, and whether fans
 * see it (draft, published, archived). Not saved while a track is still uploading. Each track says
 * where its audio stands, saved or uploaded since (the server is asked while any is under way, and
 * its word merged into the draft without touching the artist's edits), and what visitors hear of
 * it; the release whether its loudness is evened out (issue 32). Not published while a track's
 * audio is not ready, in the server's words.
 */
export function ReleaseForm({
  initial,
  heading,
  onSave,
  onCancel,
  pickImage,
  uploadTrack,
  trackAudio,
  loadReleases,
}: {
  readonly initial: ReleaseDraft;
  readonly heading: string;
  onSave(input: ReleaseInput): Promise<string | null>;
  onCancel(): void;
  pickImage(): Promise<string | null>;
  uploadTrack(file: File, onProgress: (fraction: number) => void): Promise<TrackAudio>;
  /** Where the artist's masters stand on the server, by address, and a failed one's retry. */
  readonly trackAudio: TrackAudioPort;
  /** The artist's music releases, for the release a merch item includes (issue 36). */
  loadReleases(): Promise<readonly ReleaseChoice[]>;
}) {
  const { draft, update, setTracks, addTrack, setUploading, retry, check } = useReleaseForm(initial, trackAudio);

  return (
    <AdminForm<ReleaseDraft, ReleaseInput, ReleaseDraftProblems>
      heading={heading}
      draft={draft}
      check={check}
      onSave={onSave}
      onCancel={onCancel}
      saveLabel="Save release"
    >
      {(problems) => (
        <>
          <AdminField
            label="Title"
            value={draft.title}
            {...fieldLimits(releaseInputSchema.properties.title)}
            onChange={(title) => update({ title })}
            {...(problems.title ? { problem: problems.title } : {})}
          />
          <AdminField
            label="Artist"
            value={draft.artist}
            {...fieldLimits(releaseInputSchema.properties.artist)}
            onChange={(artist) => update({ artist })}
            {...(problems.artist ? { problem: problems.artist } : {})}
          />
          <ReleaseListingFields draft={draft} onChange={update} />
          <ReleaseSaleFields draft={draft} onChange={update} loadReleases={loadReleases} />
          <div className="studio-admin__field">
            <label>
              <input
                type="checkbox"
                checked={draft.normalizeLoudness}
                onChange={(event) => update({ normalizeLoudness: event.target.checked })}
              />{" "}
              Even out loudness (play every track at one level)
            </label>
          </div>
          <ReleaseCoverField draft={draft} onChange={update} pickImage={pickImage} />
          <AdminField
            label="Description"
            rows={4}
            value={draft.description}
            {...fieldLimits(releaseInputSchema.properties.description)}
            onChange={(description) => update({ description })}
          />
          <AdminField
            label="Credits"
            rows={3}
            value={draft.credits}
            {...fieldLimits(releaseInputSchema.properties.credits)}
            onChange={(credits) => update({ credits })}
          />
          {draft.category === "Merch" ? (
            <MerchVariants draft={draft} problems={problems} onChange={update} />
          ) : (
            <>
              <VariantPrices draft={draft} problems={problems.prices ?? {}} onChange={update} />
              <TrackList
                tracks={defaultVariantOf(draft).tracks}
                releaseArtist={draft.artist}
                onChange={setTracks}
                onAdd={addTrack}
                upload={uploadTrack}
                onUploadingChange={setUploading}
                {...(problems.previews ? { previewProblems: problems.previews } : {})}
                onRetry={(track: TrackDraft) => (track.audio ? retry(track.audio.url) : Promise.resolve())}
              />
            </>
          )}
          {problems.tracks ? (
            <p className="studio-field-error" role="alert">
              {problems.tracks}
            </p>
          ) : null}
          {problems.previews ? (
            <p className="studio-field-error" role="alert">
              A track's preview needs fixing: see the tracks above.
            </p>
          ) : null}
          {problems.publish ? (
            <p className="studio-field-error" role="alert">
              {problems.publish}
            </p>
          ) : null}
        </>
      )}
    </AdminForm>
  );
}
