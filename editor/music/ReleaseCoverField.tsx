import type { ReleaseDraft } from "./releaseDraft";

/** The release's cover: one picture of the media library, chosen with the media picker. */
export function ReleaseCoverField({
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
