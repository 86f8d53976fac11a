import { extname } from "node:path";
import { UPLOAD_CONTENT_TYPES, type UploadContentType } from "../../schema/api/uploads";
import type { ExportRecord } from "../../schema/artistExport/records";
import { readUploadBody } from "../http/uploadBody";
import { matchesContentType, SNIFF_BYTES } from "../storage/contentSniffing";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { Storage } from "../storage/storage";
import { type IdMap, mapStorageKey } from "./idMap";
import type { ZipFile } from "./zipFile";

/** The upload types by the extensions their files are saved with. */
const TYPE_OF_EXTENSION: Readonly<Record<string, UploadContentType>> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".flac": "audio/flac",
  ".aac": "audio/aac",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
  ".pdf": "application/pdf",
};

/** Files kept as bytes only: a file whose contents are not what its name says is never served as that type. */
const UNKNOWN_TYPE = "application/octet-stream";
const MAX_FILE_BYTES = Math.max(...Object.values(UPLOAD_CONTENT_TYPES).map((type) => type.maxBytes));

/** Each file of the zip the media library and the audio masters name, and the storage key it goes to here. */
function filesToCopy(map: IdMap, media: readonly ExportRecord[], masters: readonly ExportRecord[]) {
  const files = new Map<string, string>();
  const wanted: { key: string | null; file: unknown }[] = [
    ...media.map((item) => ({ key: storageKeyOfMediaUrl(String(item.url)), file: item.file })),
    ...masters.map((master) => ({ key: String(master.storageKey), file: master.file })),
  ];
  const ownPrefixes = [`${map.profile.from}/`, `private/${map.profile.from}/`];
  const missing: string[] = [];
  for (const { key, file } of wanted) {
    // A record naming another server's or another artist's file has nothing here to copy.
    if (key === null || !ownPrefixes.some((prefix) => key.startsWith(prefix))) continue;
    const path = typeof file === "string" ? file : `media/${key}`;
    files.set(path, mapStorageKey(map, key));
    if (typeof file !== "string") missing.push(path);
  }
  return { files, missing };
}

/**
 * Copies the artist's media files and audio masters from the zip into this server's store, under
 * the new artist's folder. The zip's checksums were checked before (readArtistZip.ts). A file is
 * stored with the type its name says only when its first bytes agree, as an upload is checked.
 * A file the records name but the zip lacks is listed as missing, not refused: the export had none.
 * Each key is added to `written` before its file goes in, so a failed import can take them all back.
 * Resolves to the missing files' paths in the zip.
 */
export async function copyMedia(
  zip: ZipFile,
  storage: Storage,
  map: IdMap,
  records: { media: readonly ExportRecord[]; audioMasters: readonly ExportRecord[] },
  written: string[],
): Promise<string[]> {
  const { files, missing } = filesToCopy(map, records.media, records.audioMasters);
  for (const [path, key] of files) {
    const source = zip.read(path);
    if (!source) {
      if (!missing.includes(path)) missing.push(path);
      continue;
    }
    const { head, stream } = await readUploadBody(source, SNIFF_BYTES);
    const named = TYPE_OF_EXTENSION[extname(path).toLowerCase()];
    const contentType = named && matchesContentType(named, head) ? named : UNKNOWN_TYPE;
    written.push(key);
    await storage.put(key, stream, { contentType, maxBytes: MAX_FILE_BYTES });
  }
  return missing;
}
