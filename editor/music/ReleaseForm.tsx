import { useCallback, useEffect, useMemo, useState } from "react";
import { RELEASE_STATUSES, type ReleaseInput, type TrackAudio } from "../../schema/api/releases";
import { CATEGORIES, type Category, RELEASE_TYPES, type ReleaseType } from "../../schema/entities/catalogue";
import { AdminField } from "../app/AdminField";
import { AdminForm } from "../app/AdminForm";
import { defaultVariantOf, type ReleaseDraft, type ReleaseDraftProblems, releaseInputOf, type TrackDraft } from "./releaseDraft";
import { TrackList } from "./TrackList";
import { audioOfDraft, mergeProcessing, unplayableTrackMessage } from "./trackProcessing";
import { type TrackAudioPort, useReleaseProcessing } from "./useReleaseProcessing";
import { VariantPrices } from "./VariantPrices";

const STATUS_LABELS = { draft: "Draft (only you see it)", published: "Published", archived: "Archived (off the site)" } as const;
const TYPE_LABELS = { single: "Single", album: "Album" } as const;

/** The release's cover: one picture of the media library, chosen with the media picker. */
function CoverField({
  draft,
  onChange,
  pickImage,
}: {
  readonly draft: ReleaseDraft;
  onChange(changes: Partial<ReleaseDraft>): void;
  pickImage(): Promise<string | null>;
}) {
  const [cover, ...rest] = draft.media;
  const choose = async () => {
    const url = await pickImage();
    if (url) onChange({ media: [{ type: "image", url, name: (url.split("/").pop() ?? "cover").slice(0, 255) }, ...rest] });
  };
  return (
    <div className="studio-admin__field">
      <span>Cover</span>
      {cover ? (
        <img className="studio-release__cover" src={cover.url} alt="The release's cover" />
      ) : (
        <p className="studio-hint">No cover yet.</p>
      )}
      <span className="studio-admin__actions">
        <button type="button" onClick={() => void choose()}>
          {cover ? "Change cover" : "Choose cover"}
        </button>
        {cover ? (
          <button type="button" onClick={() => onChange({ media: rest })}>
            Remove cover
          </button>
        ) : null}
      </span>
    </div>
  );
}

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
}: {
  readonly initial: ReleaseDraft;
  readonly heading: string;
  onSave(input: ReleaseInput): Promise<string | null>;
  onCancel(): void;
  pickImage(): Promise<string | null>;
  uploadTrack(file: File, onProgress: (fraction: number) => void): Promise<TrackAudio>;
  /** Where the artist's masters stand on the server, by address, and a failed one's retry. */
  readonly trackAudio: TrackAudioPort;
}) {
  const [draft, setDraft] = useState(initial);
  const audio = useMemo(() => audioOfDraft(draft), [draft]);
  const { processing, retry } = useReleaseProcessing({ api: trackAudio, audio });
  const [uploading, setUploading] = useState(false);
  const update = (changes: Partial<ReleaseDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setTracks = (tracks: readonly TrackDraft[]) =>
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant) => (variant.key === current.defaultKey ? { ...variant, tracks } : variant)),
    }));
  const addTrack = useCallback(
    (track: TrackDraft) =>
      setDraft((current) => ({
        ...current,
        variants: current.variants.map((variant) =>
          variant.key === current.defaultKey ? { ...variant, tracks: [...variant.tracks, track] } : variant,
        ),
      })),
    [],
  );
  useEffect(() => {
    setDraft((current) => mergeProcessing(current, processing));
  }, [processing]);
  const check = (checked: ReleaseDraft) => {
    if (uploading) return { ok: false as const, problems: { tracks: "Wait for the uploads to finish before saving." } };
    const result = releaseInputOf(checked);
    // The server refuses it too, with the same words: saying so here saves a round trip.
    const publish = checked.status === "published" ? unplayableTrackMessage(checked) : null;
    return publish ? { ok: false as const, problems: { ...(result.ok ? {} : result.problems), publish } } : result;
  };

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
            maxLength={200}
            onChange={(title) => update({ title })}
            {...(problems.title ? { problem: problems.title } : {})}
          />
          <AdminField
            label="Artist"
            value={draft.artist}
            maxLength={200}
            onChange={(artist) => update({ artist })}
            {...(problems.artist ? { problem: problems.artist } : {})}
          />
          <div className="studio-admin__field">
            <label htmlFor="release-category">Category</label>
            <select id="release-category" value={draft.category} onChange={(event) => update({ category: event.target.value as Category })}>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
          {draft.category === "Music" ? (
            <div className="studio-admin__field">
              <label htmlFor="release-type">Release type</label>
              <select
                id="release-type"
                value={draft.releaseType}
                onChange={(event) => update({ releaseType: event.target.value as ReleaseType })}
              >
                {RELEASE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="studio-admin__field">
            <label htmlFor="release-status">Status</label>
            <select
              id="release-status"
              value={draft.status}
              onChange={(event) => update({ status: event.target.value as ReleaseDraft["status"] })}
            >
              {RELEASE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="studio-admin__field">
            <label>
              <input type="checkbox" checked={draft.isFeatured} onChange={(event) => update({ isFeatured: event.target.checked })} />{" "}
              Featured on the home page
            </label>
          </div>
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
          <CoverField draft={draft} onChange={update} pickImage={pickImage} />
          <AdminField
            label="Description"
            rows={4}
            value={draft.description}
            maxLength={10000}
            onChange={(description) => update({ description })}
          />
          <AdminField label="Credits" rows={3} value={draft.credits} maxLength={10000} onChange={(credits) => update({ credits })} />
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
