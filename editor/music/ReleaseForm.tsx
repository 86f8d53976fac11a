import { useCallback, useState } from "react";
import { RELEASE_STATUSES, type ReleaseInput, type TrackAudio } from "../../schema/api/releases";
import { CATEGORIES, type Category, RELEASE_TYPES, type ReleaseType } from "../../schema/entities/catalogue";
import { AdminField } from "../app/AdminField";
import { AdminForm } from "../app/AdminForm";
import {
  defaultVariantOf,
  emptyVariant,
  type ReleaseDraft,
  type ReleaseDraftProblems,
  releaseInputOf,
  type TrackDraft,
  type VariantDraft,
} from "./releaseDraft";
import { TrackList } from "./TrackList";

const STATUS_LABELS = { draft: "Draft (only you see it)", published: "Published", archived: "Archived (off the site)" } as const;
const TYPE_LABELS = { single: "Single", album: "Album" } as const;

/** The release's prices: one per variant (a download, a vinyl…), one of them the default, each fixed or pay-what-you-want. */
function VariantPrices({
  draft,
  problems,
  onChange,
}: {
  readonly draft: ReleaseDraft;
  readonly problems: Readonly<Record<string, string>>;
  onChange(changes: Partial<ReleaseDraft>): void;
}) {
  const setVariant = (key: string, changes: Partial<VariantDraft>) =>
    onChange({ variants: draft.variants.map((variant) => (variant.key === key ? { ...variant, ...changes } : variant)) });
  const several = draft.variants.length > 1;
  return (
    <fieldset className="studio-admin__benefits">
      <legend>Price</legend>
      {draft.variants.map((variant, index) => (
        <div key={variant.key} className="studio-admin__inline">
          <AdminField
            label={several ? `Price of variant ${index + 1} ($)` : "Price ($)"}
            value={variant.price}
            placeholder="0"
            onChange={(price) => setVariant(variant.key, { price })}
            {...(problems[variant.key] ? { problem: problems[variant.key] } : {})}
          />
          <label>
            <input
              type="checkbox"
              checked={variant.payWhatYouWant}
              onChange={(event) => setVariant(variant.key, { payWhatYouWant: event.target.checked })}
            />{" "}
            Pay what you want (the price is the minimum)
          </label>
          {several ? (
            <>
              <label>
                <input
                  type="radio"
                  name="default-variant"
                  checked={draft.defaultKey === variant.key}
                  onChange={() => onChange({ defaultKey: variant.key })}
                />{" "}
                Default
              </label>
              <button
                type="button"
                aria-label={`Remove variant ${index + 1}`}
                disabled={draft.defaultKey === variant.key}
                onClick={() => onChange({ variants: draft.variants.filter((other) => other.key !== variant.key) })}
              >
                Remove
              </button>
            </>
          ) : null}
        </div>
      ))}
      <button
        type="button"
        disabled={draft.variants.length >= 20}
        onClick={() => onChange({ variants: [...draft.variants, emptyVariant()] })}
      >
        Add variant
      </button>
    </fieldset>
  );
}

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
 * see it (draft, published, archived). Not saved while a track is still uploading.
 */
export function ReleaseForm({
  initial,
  heading,
  onSave,
  onCancel,
  pickImage,
  uploadTrack,
}: {
  readonly initial: ReleaseDraft;
  readonly heading: string;
  onSave(input: ReleaseInput): Promise<string | null>;
  onCancel(): void;
  pickImage(): Promise<string | null>;
  uploadTrack(file: File, onProgress: (fraction: number) => void): Promise<TrackAudio>;
}) {
  const [draft, setDraft] = useState(initial);
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
  const check = (checked: ReleaseDraft) =>
    uploading ? { ok: false as const, problems: { tracks: "Wait for the uploads to finish before saving." } } : releaseInputOf(checked);

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
          />
          {problems.tracks ? (
            <p className="studio-field-error" role="alert">
              {problems.tracks}
            </p>
          ) : null}
        </>
      )}
    </AdminForm>
  );
}
