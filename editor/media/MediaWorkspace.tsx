import { useCallback, useState } from "react";
import type { MediaItem, MediaType } from "../../schema/entities/media";
import { errorMessageOf } from "../../schema/errors";
import { studioApi } from "../api/studioApi";
import { FileDropZone } from "../shell/FileDropZone";
import { SearchedList } from "../shell/SearchedList";
import { SectionList } from "../shell/SectionList";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { MediaFilePanel, type Usages } from "./MediaFilePanel";
import { sizeText } from "./sizeText";
import { ACCEPT_BY_TYPE, uploadMedia, uploadProblem } from "./uploadMedia";

/** A file is found by its title, its file name or its alt text. */
const mediaMatches = (item: MediaItem, search: string) =>
  [item.title, item.name, item.alt].some((text) => (text ?? "").toLowerCase().includes(search));

/**
 * The studio's Media section (issue 17): every uploaded image or video with its title, alt text
 * and size; uploads with progress; where a file is used; deleting one used nowhere (the server
 * names the places of one still in use).
 */
export function MediaWorkspace(props: StudioSectionProps) {
  const { profile } = props;
  const { confirm, dialog } = useConfirmDialog();
  const [type, setType] = useState<MediaType>("image");
  const load = useCallback(() => studioApi.listMedia(profile.id, type), [profile.id, type]);
  const { list, refresh } = useLoadedList("The media", load);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [usages, setUsages] = useState<Usages>({ state: "idle" });
  const { problem, setProblem, change, toast } = useListChanges(refresh);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const items = list.state === "ready" ? list.value : [];
  const selected: MediaItem | undefined = items.find((item) => item.id === selectedId);

  const select = (item: MediaItem) => {
    setSelectedId(item.id);
    setUsages({ state: "idle" });
  };

  const startUpload = async (file: File | undefined) => {
    if (!file) return;
    const refused = uploadProblem(file, type);
    if (refused) {
      setProblem(refused);
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      const created = await uploadMedia(profile.id, file, type, (fraction) =>
        setUpload({ name: file.name, percent: Math.round(fraction * 100) }),
      );
      setProblem(null);
      toast(`${file.name} uploaded`);
      await refresh();
      setSelectedId(created.id);
    } catch (error) {
      setProblem(`${file.name} was not uploaded: ${errorMessageOf(error, "the server did not answer")}`);
    } finally {
      setUpload(null);
    }
  };

  const showUsages = async (item: MediaItem) => {
    setUsages({ state: "loading" });
    try {
      setUsages({ state: "ready", usages: (await studioApi.mediaUsages(profile.id, item.id)).usages });
    } catch (error) {
      setUsages({ state: "idle" });
      setProblem(`Where it is used could not be found: ${errorMessageOf(error, "the server did not answer")}`);
    }
  };

  const remove = async (item: MediaItem) => {
    const name = item.title || item.name;
    const message = `Delete "${name}" from the media library? This cannot be undone.`;
    if (!(await confirm({ title: `Delete "${name}"?`, message, confirmLabel: "Delete file", danger: true }))) return;
    await change(
      async () => {
        await studioApi.deleteMedia(profile.id, item.id);
        setSelectedId(null);
      },
      "The file was not deleted",
      `“${name}” deleted`,
    );
  };

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-media-heading">
        <div className="studio-admin__head">
          <h1 id="studio-media-heading">Media</h1>
          <nav className="studio-admin__actions" aria-label="Media type">
            {(["image", "video"] as const).map((kind) => (
              <button key={kind} type="button" aria-pressed={type === kind} onClick={() => setType(kind)}>
                {kind === "image" ? "Images" : "Videos"}
              </button>
            ))}
          </nav>
        </div>
        <FileDropZone
          key={type}
          label={`Upload ${type === "image" ? "an image" : "a video"}`}
          accept={ACCEPT_BY_TYPE[type]}
          disabled={upload !== null}
          progress={upload ? { label: `Uploading ${upload.name}`, percent: upload.percent } : null}
          onFiles={([file]) => void startUpload(file)}
        />
        <SectionList list={list} problem={problem} loading="Loading the media…" empty="Nothing uploaded yet.">
          {(items) => (
            <SearchedList items={items} label="Find a file" matches={mediaMatches} noMatch="No file matches." pageSize={48}>
              {(shown) => (
                <ul className="studio-admin__grid" aria-label="Your media">
                  {shown.map((item) => (
                    <li key={item.id}>
                      <button type="button" aria-pressed={item.id === selectedId} onClick={() => select(item)}>
                        {item.type === "image" ? <img src={item.url} alt="" loading="lazy" /> : <span aria-hidden="true">▶</span>}
                        <span>{item.title || item.name}</span>
                        <span className="studio-hint">{sizeText(item.size)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </SearchedList>
          )}
        </SectionList>
        {selected ? (
          <MediaFilePanel
            profileId={profile.id}
            item={selected}
            usages={usages}
            onSaved={() => void refresh()}
            onShowUsages={() => void showUsages(selected)}
            onDelete={() => void remove(selected)}
          />
        ) : null}
      </main>
      {dialog}
    </div>
  );
}
