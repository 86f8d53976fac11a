import { createHash } from "node:crypto";
import type { Product } from "../../schema/entities/catalogue";
import { type AudioDownload, type DownloadId, findDownload, requestDownload } from "../data/audioDownloads";
import { findAudioFiles } from "../data/audioFiles";
import type { Queryable } from "../db/database";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { AudioDispatch } from "./audioWork";
import { DOWNLOAD_FORMATS, type DownloadFormat, formatsForMaster } from "./downloadFormats";
import { type DownloadTags, downloadFileName } from "./makeDownload";

/** One file of a release's download: which track, its file name, and the download row's id and tags. */
export interface PlannedFile {
  readonly trackId: string;
  readonly fileName: string;
  readonly id: DownloadId;
  readonly tags: DownloadTags;
  readonly coverKey: string | null;
}

/** The tracks a buyer downloads: the default edition's, as the library lists them. */
function tracksOf(product: Product) {
  const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
  return variant?.tracks ?? [];
}

/** The release's cover in storage (an address elsewhere is not ours to fetch), or null. */
export function coverKeyOf(product: Product): string | null {
  const cover = product.media.find((item) => item.type === "image");
  return cover ? storageKeyOfMediaUrl(cover.url) : null;
}

/** The storage keys of the masters a release's download is made of (its default edition's tracks with audio). */
function masterKeysOf(product: Product): string[] {
  return tracksOf(product).flatMap((track) => {
    const url = track.media.find((item) => item.type === "audio")?.url;
    const key = url ? storageKeyOfMediaUrl(url) : null;
    return key ? [key] : [];
  });
}

/** The formats a release may be downloaded in: lossless ones only when every master is lossless. */
export async function formatsOfRelease(db: Queryable, profileId: string, product: Product): Promise<DownloadFormat[]> {
  const keys = masterKeysOf(product);
  if (keys.length === 0) return [];
  return formatsGiven(product, await findAudioFiles(db, profileId, keys));
}

/**
 * formatsOfRelease with the masters already read (the library reads every track's at once);
 * `masters` must hold every key of the release's default edition that has a row.
 */
export function formatsGiven(product: Product, masters: ReadonlyMap<string, { readonly lossless: boolean }>): DownloadFormat[] {
  const keys = masterKeysOf(product);
  if (keys.length === 0) return [];
  return formatsForMaster(keys.every((key) => masters.get(key)?.lossless === true));
}

/**
 * The files a download of `product` in `format` is made of (one track's, or every track's with
 * audio): tagged with the track's title and artist, the release's title, the track's number and
 * the release's year, the cover; the tags' hash names the file, so a renamed track is made again.
 */
export function planDownload(product: Product, year: number, format: DownloadFormat, trackId: string | null): PlannedFile[] {
  const tracks = tracksOf(product);
  const coverKey = coverKeyOf(product);
  return tracks.flatMap((track, index) => {
    if (trackId !== null && track.id !== trackId) return [];
    const url = track.media.find((item) => item.type === "audio")?.url;
    const masterKey = url ? storageKeyOfMediaUrl(url) : null;
    if (!masterKey) return [];
    const tags: DownloadTags = {
      title: track.title,
      artist: track.artist || product.artist,
      album: product.title,
      trackNumber: index + 1,
      trackCount: tracks.length,
      year,
    };
    const tagsHash = createHash("sha256")
      .update(JSON.stringify([tags, coverKey]))
      .digest("base64url")
      .slice(0, 16);
    return [
      {
        trackId: track.id,
        fileName: downloadFileName({ trackNumber: index + 1, artist: tags.artist, title: track.title }, format),
        id: { masterKey, format, tagsHash },
        tags,
        coverKey,
      },
    ];
  });
}

/** Where a download file is stored: beside its master, private, named by format and tags. */
export const downloadKeyOf = (id: DownloadId): string =>
  `${id.masterKey}.${id.format}-${id.tagsHash}.${DOWNLOAD_FORMATS[id.format].extension}`;

/** Asks for every planned file not made yet (a job each), and says where each stands. */
export async function prepareDownload(db: Queryable, audio: AudioDispatch, files: readonly PlannedFile[]): Promise<AudioDownload[]> {
  const rows: AudioDownload[] = [];
  for (const file of files) {
    const known = await findDownload(db, file.id);
    if (known && known.state !== "failed") {
      rows.push(known);
      continue;
    }
    const row = await requestDownload(db, { ...file.id, tags: file.tags, coverKey: file.coverKey, storageKey: downloadKeyOf(file.id) });
    if (row.state === "queued") await audio.makeDownload(file.id);
    rows.push(row);
  }
  return rows;
}
