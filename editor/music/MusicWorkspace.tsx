import { type ComponentProps, useCallback, useMemo, useState } from "react";
import type { ReleaseInput, ReleaseStatus, StudioRelease } from "../../schema/api/releases";
import { followsApi } from "../api/followsApi";
import { studioApi } from "../api/studioApi";
import { trackAudioApi } from "../api/trackAudioApi";
import { useMediaPicker } from "../media/MediaPicker";
import { PagedTable } from "../shell/PagedTable";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { useAnnounceOnPublish } from "./AnnounceOnPublish";
import { type AnnouncementApi, ReleaseAnnouncementPanel } from "./ReleaseAnnouncementPanel";
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

/** The releases' page as found: by title or artist, by status, 25 to a page; a new search or status starts from the first page. */
function useReleaseListing(api: ReleasesApi, profileId: string) {
  const [search, setSearchText] = useState("");
  const [status, setStatusChoice] = useState<ReleaseStatus | "">("");
  const [offset, setOffset] = useState(0);
  const load = useCallback(
    () => api.listReleases(profileId, { search, offset, limit: PAGE_SIZE, ...(status ? { status } : {}) }),
    [api, profileId, search, status, offset],
  );
  const { list, refresh } = useLoadedList("The releases", load);
  const setSearch = (value: string) => {
    setSearchText(value);
    setOffset(0);
  };
  const setStatus = (value: ReleaseStatus | "") => {
    setStatusChoice(value);
    setOffset(0);
  };
  return { search, status, offset, setOffset, setSearch, setStatus, list, refresh };
}

/** The release open in its form (new or saved); a saved music release has its announcement beside it. */
function OpenRelease({
  editing,
  profile,
  announcementApi,
  ...form
}: Omit<ComponentProps<typeof ReleaseForm>, "heading" | "initial"> & {
  readonly editing: Exclude<Editing, { mode: "closed" }>;
  readonly profile: StudioSectionProps["profile"];
  readonly announcementApi: AnnouncementApi;
}) {
  const saved = editing.mode === "edit" ? editing.release : null;
  return (
    <>
      <ReleaseForm
        key={saved?.id ?? "new"}
        heading={saved ? `Edit ${saved.title}` : "New release"}
        initial={saved ? draftOfRelease(saved) : emptyReleaseDraft(profile.name)}
        {...form}
      />
      {saved?.category === "Music" ? <ReleaseAnnouncementPanel profileId={profile.id} releaseId={saved.id} api={announcementApi} /> : null}
    </>
  );
}

export function MusicWorkspace(
  props: StudioSectionProps & {
    readonly api?: ReleasesApi;
    readonly upload?: typeof uploadTrack;
    readonly announcementApi?: AnnouncementApi;
  },
) {
  const { profile, api = RELEASES_API, upload = uploadTrack, announcementApi = followsApi } = props;
  const { confirm, dialog } = useConfirmDialog();
  const { search, status, offset, setOffset, setSearch, setStatus, list, refresh } = useReleaseListing(api, profile.id);
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [notice, setNotice] = useState<string | null>(null);
  const announcing = useAnnounceOnPublish(profile.id, announcementApi);
  const media = useMediaPicker(profile.id);
  const { problem, attempt, change, toast } = useListChanges(refresh);
  // One object per artist: the form's asking is timed by it.
  const trackAudio = useMemo<TrackAudioPort>(
    () => ({ states: (urls) => api.trackAudioStates(profile.id, urls), retry: (url) => api.retryTrackAudio(profile.id, url) }),
    [api, profile.id],
  );

  const save = async (input: ReleaseInput) => {
    const before = editing.mode === "edit" ? editing.release : null;
    const result: { saved?: StudioRelease } = {};
    const refused = await attempt(
      async () => {
        result.saved = await (before ? api.updateRelease(profile.id, before.id, input) : api.createRelease(profile.id, input));
      },
      "The release was not saved",
      before ? "Release saved" : "Release added",
    );
    if (refused !== null) return refused;
    setEditing({ mode: "closed" });
    // The moment of publishing music is the moment to tell its fans (issue 37, item 2).
    if (result.saved) announcing.offer(result.saved, before?.status === "published");
    return null;
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
          <OpenRelease
            editing={editing}
            profile={profile}
            onSave={save}
            onCancel={() => setEditing({ mode: "closed" })}
            pickImage={() => media.pickMedia("image")}
            uploadTrack={(file, onProgress) => upload(profile.id, file, onProgress)}
            trackAudio={trackAudio}
            loadReleases={() => musicReleaseChoices(api, profile.id)}
            announcementApi={announcementApi}
          />
        ) : null}
        {editing.mode !== "closed" ? null : (
          <>
            <ReleaseFilters search={search} status={status} onSearch={setSearch} onStatus={setStatus} />
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
      {announcing.element}
    </div>
  );
}
