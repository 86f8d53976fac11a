import { useCallback, useMemo, useState } from "react";
import type { ReleaseInput, ReleaseStatus, StudioRelease } from "../../schema/api/releases";
import { studioApi } from "../api/studioApi";
import { trackAudioApi } from "../api/trackAudioApi";
import { useMediaPicker } from "../media/MediaPicker";
import { PagedTable } from "../shell/PagedTable";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { ReleaseAnnouncementPanel } from "./ReleaseAnnouncementPanel";
import { ReleaseFilters } from "./ReleaseFilters";
import { ReleaseForm } from "./ReleaseForm";
import { ReleaseRow } from "./ReleaseRow";
import { draftOfRelease, emptyReleaseDraft } from "./releaseDraft";
import { uploadTrack } from "./uploadTrack";
import type { TrackAudioPort } from "./useReleaseProcessing";

const PAGE_SIZE = 25;

export type ReleasesApi = Pick<typeof studioApi, "listReleases" | "createRelease" | "updateRelease" | "deleteRelease"> &
  Pick<typeof trackAudioApi, "trackAudioStates" | "retryTrackAudio">;

/** One object made once: the list's loading depends on it. */
const RELEASES_API: ReleasesApi = { ...studioApi, ...trackAudioApi };

/** What Delete asks first: the release's tracks' files go with it. */
const deleteQuestion = (release: StudioRelease) => ({
  title: "Delete this release?",
  message: `Delete "${release.title}"? Its tracks' files are deleted with it. This cannot be undone.`,
  confirmLabel: "Delete release",
  danger: true,
});

type Editing = { readonly mode: "closed" } | { readonly mode: "new" } | { readonly mode: "edit"; readonly release: StudioRelease };

/** Why a release with orders was archived, not deleted. */
const archivedInstead = (title: string) =>
  `"${title}" has orders, so it was archived instead: fans no longer see it, and its buyers keep it.`;

/** The artist's music releases a merch item may include (issue 36): the newest hundred. */
async function musicReleaseChoices(api: ReleasesApi, profileId: string) {
  const { data } = await api.listReleases(profileId, { search: "", offset: 0, limit: 100 });
  return data.filter((release) => release.category === "Music").map((release) => ({ id: release.id, title: release.title }));
}

/**
 * The studio's Music section (issue 17): the artist's releases and merch in every state, found by
 * title or artist, filtered by status, 25 to a page; each made, changed (its tracks uploaded and
 * ordered) and deleted after a confirmation. Drafts and archived releases never reach fans. While
 * the open form's audio (saved or just uploaded) is being prepared, where it stands is asked again
 * so its tracks' states move without a save or a reload (issue 32).
 */
/** The releases' table's header cells. */
const RELEASE_COLUMNS = (
  <>
    <th scope="col">Release</th>
    <th scope="col">Kind</th>
    <th scope="col">Status</th>
    <th scope="col">
      <span className="studio-visually-hidden">Actions</span>
    </th>
  </>
);

export function MusicWorkspace(props: StudioSectionProps & { readonly api?: ReleasesApi; readonly upload?: typeof uploadTrack }) {
  const { profile, api = RELEASES_API, upload = uploadTrack } = props;
  const { confirm, dialog } = useConfirmDialog();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ReleaseStatus | "">("");
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [notice, setNotice] = useState<string | null>(null);
  const media = useMediaPicker(profile.id);
  const load = useCallback(
    () => api.listReleases(profile.id, { search, offset, limit: PAGE_SIZE, ...(status ? { status } : {}) }),
    [api, profile.id, search, status, offset],
  );
  const { list, refresh } = useLoadedList("The releases", load);
  const { problem, attempt, change, toast } = useListChanges(refresh);
  // One object per artist: the form's asking is timed by it.
  const trackAudio = useMemo<TrackAudioPort>(
    () => ({ states: (urls) => api.trackAudioStates(profile.id, urls), retry: (url) => api.retryTrackAudio(profile.id, url) }),
    [api, profile.id],
  );

  const save = async (input: ReleaseInput) => {
    const refused = await attempt(
      () => (editing.mode === "edit" ? api.updateRelease(profile.id, editing.release.id, input) : api.createRelease(profile.id, input)),
      "The release was not saved",
      editing.mode === "edit" ? "Release saved" : "Release added",
    );
    if (refused === null) setEditing({ mode: "closed" });
    return refused;
  };

  const remove = async (release: StudioRelease) => {
    if (!(await confirm(deleteQuestion(release)))) return;
    setNotice(null);
    void change(async () => {
      const { outcome } = await api.deleteRelease(profile.id, release.id);
      if (outcome === "archived") setNotice(archivedInstead(release.title));
      else toast(`“${release.title}” deleted`);
    }, "The release was not deleted");
  };

  const filtering = search.trim() !== "" || status !== "";
  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-music-heading">
        <div className="studio-admin__head">
          <h1 id="studio-music-heading">Music</h1>
          {editing.mode === "closed" ? (
            <button type="button" onClick={() => setEditing({ mode: "new" })}>
              New release
            </button>
          ) : null}
        </div>
        {editing.mode !== "closed" ? (
          <ReleaseForm
            key={editing.mode === "edit" ? editing.release.id : "new"}
            heading={editing.mode === "edit" ? `Edit ${editing.release.title}` : "New release"}
            initial={editing.mode === "edit" ? draftOfRelease(editing.release) : emptyReleaseDraft(profile.name)}
            onSave={save}
            onCancel={() => setEditing({ mode: "closed" })}
            pickImage={() => media.pickMedia("image")}
            uploadTrack={(file, onProgress) => upload(profile.id, file, onProgress)}
            trackAudio={trackAudio}
            loadReleases={() => musicReleaseChoices(api, profile.id)}
          />
        ) : null}
        {editing.mode === "edit" && editing.release.category === "Music" ? (
          <ReleaseAnnouncementPanel profileId={profile.id} releaseId={editing.release.id} />
        ) : null}
        {editing.mode !== "closed" ? null : (
          <>
            <ReleaseFilters
              search={search}
              status={status}
              onSearch={(value) => {
                setSearch(value);
                setOffset(0);
              }}
              onStatus={(value) => {
                setStatus(value);
                setOffset(0);
              }}
            />
            {notice ? (
              <p className="studio-hint" role="status">
                {notice}
              </p>
            ) : null}
            <PagedTable
              page={list}
              problem={problem}
              loading="Loading the releases…"
              empty={filtering ? "No release matches." : "No releases yet. Make your first: a single, an album or merch."}
              offset={offset}
              pageSize={PAGE_SIZE}
              onOffset={setOffset}
              columns={RELEASE_COLUMNS}
            >
              {(release) => (
                <ReleaseRow
                  key={release.id}
                  release={release}
                  onEdit={() => setEditing({ mode: "edit", release })}
                  onDelete={() => void remove(release)}
                />
              )}
            </PagedTable>
          </>
        )}
      </main>
      {media.element}
      {dialog}
    </div>
  );
}
