import type { ReleaseInput, StudioRelease, TrackInput } from "../../schema/api/releases";
import { PREVIEW_DEFAULTS } from "../../schema/entities/catalogue";
import { type OptionsProblem, optionsProblem } from "../../schema/rules/productOptions";
import { findAudioFiles } from "../data/audioFiles";
import { isOwnMusicRelease } from "../data/preOrders";
import type { NewMedia, NewTrack, NewVariant } from "../data/productVariants";
import type { ReleaseWrite } from "../data/studioReleases";
import { findUploadByKey } from "../data/uploads";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";
import { isWebAddress } from "../media/webAddress";
import { isPrivateKey, storageKeyOfMediaUrl } from "../storage/mediaKeys";

/** An id sent back is kept when it was this release's own and not already taken in this write; any other gets a new one. */
function idKeeper(owned: ReadonlySet<string>): (id: string | undefined) => string | undefined {
  const used = new Set<string>();
  return (id) => {
    if (id === undefined || !owned.has(id) || used.has(id)) return undefined;
    used.add(id);
    return id;
  };
}

/** A picture of the release: a file uploaded to this artist, or an http(s) address elsewhere. */
async function checkImage(db: Queryable, profileId: string, url: string): Promise<void> {
  const key = storageKeyOfMediaUrl(url);
  if (key === null) {
    if (!isWebAddress(url)) throw httpError("bad_request", "mediaAddress");
    return;
  }
  if (isPrivateKey(key) || !(await findUploadByKey(db, profileId, key))) throw httpError("bad_request", "notUploadedHere");
}

/** The audio each track may name: files read by POST track-audio, or the one it already had. */
interface AudioKnown {
  readonly read: ReadonlyMap<string, number>;
  readonly current: ReadonlyMap<string, number | null>;
}

async function knownAudio(db: Queryable, profileId: string, input: ReleaseInput, existing: StudioRelease | null): Promise<AudioKnown> {
  const sent = input.variants.flatMap((variant) => variant.tracks.flatMap((track) => track.media.map((item) => item.url)));
  const keys = sent.map(storageKeyOfMediaUrl).filter((key): key is string => key !== null && isPrivateKey(key));
  const files = await findAudioFiles(db, profileId, keys);
  const read = new Map([...files.values()].map((file) => [`/media/${file.storageKey}`, file.durationSeconds]));
  const current = new Map<string, number | null>();
  for (const track of existing?.variants.flatMap((variant) => variant.tracks) ?? []) {
    for (const item of track.media) current.set(item.url, track.durationSeconds ?? null);
  }
  return { read, current };
}

/** A track's audio and length: from what the server read of its file, never from the request. */
function trackAudio(track: TrackInput, audio: AudioKnown): { media: NewMedia[]; durationSeconds: number | null } {
  const [item] = track.media;
  if (!item) return { media: [], durationSeconds: null };
  const read = audio.read.get(item.url);
  if (read !== undefined) return { media: [item], durationSeconds: read };
  if (audio.current.has(item.url)) return { media: [item], durationSeconds: audio.current.get(item.url) ?? null };
  const key = storageKeyOfMediaUrl(item.url);
  throw httpError("bad_request", key !== null && isPrivateKey(key) ? "trackAudioUnread" : "trackAudioAddress");
}

/**
 * A release is published only once each of its tracks has a playable copy (issue 32): the first
 * track that has none is named, with where its audio stands.
 */
async function checkPlayable(db: Queryable, profileId: string, variants: readonly NewVariant[]): Promise<void> {
  const tracks = variants.flatMap((variant) => variant.tracks ?? []);
  const keyOf = (track: NewTrack) => {
    const url = track.media?.find((item) => item.type === "audio")?.url;
    return url ? storageKeyOfMediaUrl(url) : null;
  };
  const files = await findAudioFiles(
    db,
    profileId,
    tracks.map(keyOf).filter((key): key is string => key !== null),
  );
  for (const track of tracks) {
    const key = keyOf(track);
    const file = key === null ? undefined : files.get(key);
    if (key === null || file?.state === "ready") continue;
    if (file?.state === "failed") throw httpError("bad_request", "trackAudioFailed", track.title, file.problem ?? "");
    throw httpError("bad_request", "trackAudioProcessing", track.title);
  }
}

/**
 * Checks a release the studio sent and resolves it for writing: a music release has its type,
 * pictures are this artist's uploads (or http(s) addresses) or ones it already has, each track's
 * audio is a file the server has read (its length comes from there), and ids are kept only where
 * they were its own.
 */
export async function resolveReleaseInput(
  db: Queryable,
  profileId: string,
  input: ReleaseInput,
  existing: StudioRelease | null,
): Promise<ReleaseWrite> {
  if (input.category === "Music" && !input.releaseType) throw httpError("bad_request", "releaseTypeRequired");
  const options = (input.options ?? []).map((option) => ({ name: option.name.trim(), values: option.values.map((value) => value.trim()) }));
  const problem = optionsProblem(options, input.variants);
  if (problem) throw optionsRefusal(problem);
  // Money is kept in cents: a third decimal would be rounded away unseen.
  if (input.variants.some((variant) => Math.abs(variant.price * 100 - Math.round(variant.price * 100)) > 1e-6)) {
    throw httpError("bad_request", "priceCents");
  }
  const media = input.media ?? [];
  const images = [...media, ...input.variants.flatMap((variant) => variant.media ?? [])];
  // A picture the release already has is kept as it is, as a track's audio is: the demo's covers,
  // for one, were never uploads, so no demo release could be saved in the studio.
  const pictures = [...(existing?.media ?? []), ...(existing?.variants.flatMap((variant) => variant.media) ?? [])];
  const kept = new Set(pictures.map((item) => item.url));
  for (const image of images) if (!kept.has(image.url)) await checkImage(db, profileId, image.url);
  const audio = await knownAudio(db, profileId, input, existing);
  const variantIds = idKeeper(new Set(existing?.variants.map((variant) => variant.id)));
  const trackIds = idKeeper(new Set(existing?.variants.flatMap((variant) => variant.tracks.map((track) => track.id))));
  const mediaIds = idKeeper(
    new Set(
      [
        ...(existing?.media ?? []),
        ...(existing?.variants.flatMap((variant) => [...variant.media, ...variant.tracks.flatMap((track) => track.media)]) ?? []),
      ].map((item) => item.id),
    ),
  );
  const keepMediaId = <Item extends NewMedia>(item: Item): NewMedia => {
    const id = mediaIds(item.id);
    return { type: item.type, url: item.url, name: item.name, ...(id ? { id } : {}) };
  };
  const variants: NewVariant[] = input.variants.map((variant) => {
    const id = variantIds(variant.id);
    const tracks: NewTrack[] = variant.tracks.map((track) => {
      const trackId = trackIds(track.id);
      const { media: trackMedia, durationSeconds } = trackAudio(track, audio);
      return {
        ...(trackId ? { id: trackId } : {}),
        title: track.title.trim(),
        artist: track.artist?.trim() || input.artist.trim(),
        description: track.description ?? "",
        hasExplicitContent: track.hasExplicitContent ?? false,
        isFeatured: track.isFeatured ?? false,
        media: trackMedia.map(keepMediaId),
        durationSeconds,
        listen: track.listen ?? "full",
        previewStartSeconds: track.previewStartSeconds ?? PREVIEW_DEFAULTS.startSeconds,
        previewSeconds: track.previewSeconds ?? PREVIEW_DEFAULTS.seconds,
        instantGrat: track.instantGrat ?? false,
      };
    });
    return {
      ...(id ? { id } : {}),
      isDefault: variant.isDefault ?? false,
      price: variant.price,
      payWhatYouWant: variant.payWhatYouWant ?? false,
      media: (variant.media ?? []).map(keepMediaId),
      tracks,
      optionValues: variant.optionValues ?? [],
      sku: variant.sku?.trim() ?? "",
      stock: variant.stock ?? null,
      ...(variant.stockSeen === undefined ? {} : { stockSeen: variant.stockSeen }),
    };
  });
  if ((input.status ?? "draft") === "published") await checkPlayable(db, profileId, variants);
  return {
    title: input.title.trim(),
    artist: input.artist.trim(),
    description: input.description ?? "",
    credits: input.credits ?? "",
    category: input.category,
    releaseType: input.category === "Music" ? (input.releaseType ?? null) : null,
    isFeatured: input.isFeatured ?? false,
    normalizeLoudness: input.normalizeLoudness ?? true,
    status: input.status ?? "draft",
    media: media.map(keepMediaId),
    options,
    lowStockThreshold: input.lowStockThreshold ?? null,
    variants,
    includesProductId: await includedRelease(db, profileId, input, existing),
    releasedAt: input.releasedAt ? new Date(input.releasedAt).toISOString() : null,
  };
}

/** The release a merch item includes the download of (issue 36, item 5): one of this artist's own music releases, never itself. */
async function includedRelease(
  db: Queryable,
  profileId: string,
  input: ReleaseInput,
  existing: StudioRelease | null,
): Promise<string | null> {
  const id = input.includesProductId ?? null;
  if (id === null) return null;
  if (input.category !== "Merch") throw httpError("bad_request", "bundleOnlyMerch");
  if (id === existing?.id || !(await isOwnMusicRelease(db, profileId, id))) throw httpError("bad_request", "bundleNotOwnRelease");
  return id;
}

function optionsRefusal(problem: OptionsProblem) {
  switch (problem.kind) {
    case "optionNamesRepeat":
      return httpError("bad_request", "optionNamesRepeat", problem.name);
    case "variantOptionCount":
      return httpError("bad_request", "variantOptionCount", problem.position, problem.expected);
    case "variantOptionValue":
      return httpError("bad_request", "variantOptionValue", problem.position, problem.value, problem.option);
    case "variantRepeats":
      return httpError("bad_request", "variantRepeats", problem.combination);
  }
}
