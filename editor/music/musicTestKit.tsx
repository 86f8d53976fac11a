import { render } from "@testing-library/react";
import { vi } from "vitest";
import type { AnnouncementChoice, AnnouncementState } from "../../schema/api/releaseAnnouncements";
import type { ReleaseInput, StudioRelease, TrackAudio, TrackProcessing } from "../../schema/api/releases";
import { PREVIEW_DEFAULTS } from "../../schema/entities/catalogue";
import { MusicWorkspace, type ReleasesApi } from "./MusicWorkspace";
import type { AnnouncementApi } from "./ReleaseAnnouncementPanel";

const profile = { id: "artist", name: "Salt & Static" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

const READY: TrackProcessing = { state: "ready", problem: null };

/** Where the fake server's masters stand, by address: ready unless a test says otherwise. */
export type AudioStates = Map<string, TrackProcessing>;

/** A release as the server answers it, made of what the studio sent. */
export const releaseOf = (id: string, input: ReleaseInput, version = 1, audio: AudioStates = new Map()): StudioRelease => ({
  id,
  title: input.title,
  artist: input.artist,
  description: input.description ?? "",
  credits: input.credits ?? "",
  category: input.category,
  ...(input.releaseType ? { releaseType: input.releaseType } : {}),
  isFeatured: input.isFeatured ?? false,
  normalizeLoudness: input.normalizeLoudness ?? true,
  ...(input.options && input.options.length > 0 ? { options: input.options } : {}),
  lowStockThreshold: input.lowStockThreshold ?? null,
  status: input.status ?? "draft",
  version,
  updatedAt: "2026-11-27T10:00:00.000Z",
  media: (input.media ?? []).map((item, index) => ({ id: item.id ?? `${id}-m${index}`, ...item })),
  variants: input.variants.map((variant, index) => ({
    id: variant.id ?? `${id}-v${index}`,
    isDefault: variant.isDefault ?? index === 0,
    price: variant.price,
    payWhatYouWant: variant.payWhatYouWant ?? false,
    media: [],
    ...(variant.optionValues && variant.optionValues.length > 0 ? { optionValues: variant.optionValues } : {}),
    ...(variant.sku ? { sku: variant.sku } : {}),
    stock: variant.stock ?? null,
    reserved: 0,
    tracks: variant.tracks.map((track, trackIndex) => ({
      id: track.id ?? `${id}-t${trackIndex}`,
      title: track.title,
      artist: track.artist ?? input.artist,
      description: "",
      hasExplicitContent: track.hasExplicitContent ?? false,
      isFeatured: track.isFeatured ?? false,
      media: track.media.map((item, mediaIndex) => ({ id: item.id ?? `${id}-a${trackIndex}-${mediaIndex}`, ...item })),
      durationSeconds: 60,
      ...(track.media[0]
        ? {
            processing: audio.get(track.media[0].url) ?? READY,
            listen: track.listen ?? "full",
            previewStartSeconds: track.previewStartSeconds ?? PREVIEW_DEFAULTS.startSeconds,
            previewSeconds: track.previewSeconds ?? PREVIEW_DEFAULTS.seconds,
          }
        : {}),
    })),
  })),
});

/** The release with its masters' states as they are now. */
function withAudio(release: StudioRelease, audio: AudioStates): StudioRelease {
  return {
    ...release,
    variants: release.variants.map((variant) => ({
      ...variant,
      tracks: variant.tracks.map((track) => {
        const now = track.media[0] ? audio.get(track.media[0].url) : undefined;
        return now ? { ...track, processing: now } : track;
      }),
    })),
  };
}

/**
 * A releases API in memory, searched by title as the server does; `audio` holds where masters
 * stand (a test changes it, as the pipeline would), saved in a release or only uploaded, and a
 * retry queues a failed one.
 */
export function fakeReleases(initial: StudioRelease[] = [], audio: AudioStates = new Map()) {
  let releases = [...initial];
  const api: ReleasesApi = {
    listReleases: vi.fn(async (_profileId, query) => {
      const found = releases.filter(
        (release) => release.title.toLowerCase().includes(query.search.toLowerCase()) && (!query.status || release.status === query.status),
      );
      return { total: found.length, data: found.slice(query.offset, query.offset + query.limit).map((one) => withAudio(one, audio)) };
    }),
    // As the server: 1 to 100 addresses; those naming none of the artist's masters are left out.
    trackAudioStates: vi.fn(async (_profileId: string, urls: readonly string[]) => {
      if (urls.length < 1 || urls.length > 100) throw new Error("A list in the body holds more than 100 elements.");
      const ours = [...new Set(urls)].filter((url) => url.startsWith("/media/private/artist/"));
      return { states: ours.map((url) => ({ url, ...(audio.get(url) ?? READY) })) };
    }),
    createRelease: vi.fn(async (_profileId: string, input: ReleaseInput) => {
      const release = releaseOf(`r${releases.length + 1}`, input, 1, audio);
      releases.push(release);
      return release;
    }),
    updateRelease: vi.fn(async (_profileId: string, id: string, input: ReleaseInput) => {
      const release = releaseOf(id, input, (input.version ?? 1) + 1, audio);
      releases = releases.map((candidate) => (candidate.id === id ? release : candidate));
      return release;
    }),
    // A release named "Sold…" has orders: it is archived, as the server does.
    deleteRelease: vi.fn(async (_profileId: string, id: string) => {
      const sold = releases.find((release) => release.id === id)?.title.startsWith("Sold") ?? false;
      releases = sold
        ? releases.map((release) => (release.id === id ? { ...release, status: "archived" as const } : release))
        : releases.filter((release) => release.id !== id);
      return { ok: true as const, outcome: sold ? ("archived" as const) : ("deleted" as const) };
    }),
    retryTrackAudio: vi.fn(async (_profileId: string, url: string) => {
      if (audio.get(url)?.state !== "failed") throw new Error("This track's audio is not waiting for a retry.");
      audio.set(url, { state: "queued", problem: null });
      return { state: "queued" as const };
    }),
  };
  return api;
}

export const audioFile = (name: string) => new File([new Uint8Array(16)], name, { type: "audio/wav" });

/** Uploads that finish when told, reporting progress first; a file named "bad…" is refused as the server refuses it. */
export function fakeUploads() {
  const pending: (() => void)[] = [];
  const upload = vi.fn(
    (_profileId: string, file: File, onProgress: (fraction: number) => void) =>
      new Promise<TrackAudio>((resolve, reject) => {
        onProgress(0.5);
        pending.push(() =>
          file.name.startsWith("bad")
            ? reject(new Error("This file is not audio that can be played: it holds no sound."))
            : resolve({
                url: `/media/private/artist/x-${file.name}`,
                format: "WAV",
                durationSeconds: 125,
                size: 16,
                title: null,
                artist: null,
              }),
        );
      }),
  );
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { upload, finishAll };
}

/** An announcement as sent: 12 recipients, 9 sent, 2 waiting, 1 skipped. */
export const ANNOUNCED: AnnouncementState = {
  choice: { followers: true, buyers: true, emailListIds: [] },
  send: {
    id: "s1",
    status: "sending",
    sendAt: "2026-11-30T00:00:00.000Z",
    counts: { total: 12, queued: 2, sent: 9, failed: 0, skipped: 1 },
  },
  documentId: null,
};

/**
 * The server's release announcements, faked: `state` as it stands; a choice reaches 10 followers,
 * 2 buyers and 5 a list; announcing answers ANNOUNCED; the email made to edit is `announce-<id>`.
 */
export function fakeAnnouncements(state: AnnouncementState = { choice: null, send: null, documentId: null }) {
  return {
    announcement: vi.fn(async () => state),
    announcementAudience: vi.fn(async (_profileId: string, _releaseId: string, choice: AnnouncementChoice) => ({
      name: "",
      recipients: (choice.followers ? 10 : 0) + (choice.buyers ? 2 : 0) + 5 * choice.emailListIds.length,
    })),
    announce: vi.fn(async () => ANNOUNCED),
    cancelAnnouncement: vi.fn(async () => ({ choice: null, send: null, documentId: state.documentId })),
    makeAnnouncementEmail: vi.fn(async (_profileId: string, releaseId: string) => ({ ...state, documentId: `announce-${releaseId}` })),
  } satisfies AnnouncementApi;
}

export function renderMusic(api: ReleasesApi, upload = fakeUploads().upload, announcementApi: AnnouncementApi = fakeAnnouncements()) {
  render(
    <MusicWorkspace
      profile={profile}
      editor={editor}
      logOut={() => {}}
      setBeforeLeave={() => {}}
      api={api}
      upload={upload}
      announcementApi={announcementApi}
    />,
  );
}
