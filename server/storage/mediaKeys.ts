/**
 * Where uploaded files live: public ones at storage key `{profileId}/{uploadId}-{name}`, served at
 * `/media/{key}` to anyone; private ones (the media of locked posts, purchased downloads) at
 * `private/{profileId}/{random id}-{name}`, served only through signed, short-lived links.
 */

const MEDIA_PREFIX = "/media/";
const PRIVATE_PREFIX = "private/";
/** The keys this server writes (diskStorage refuses anything else). */
const KEY_PATTERN = /^(?:private\/)?[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/;
const MAX_NAME_LENGTH = 100;

/**
 * A file name that is safe in a path and a URL: its last segment, accents dropped, everything but
 * letters, digits, `.`, `-` and `_` turned into `-`, no `..`, at most 100 characters (keeping the extension).
 *
 * @example safeFileName("../Café del Mar (live).MP4") // "Cafe-del-Mar-live.MP4"
 */
export function safeFileName(fileName: string): string {
  const trim = (name: string) => name.replace(/^[.-]+|[.-]+$/g, "");
  const last = fileName.split(/[\\/]/).pop() ?? "";
  let name = trim(
    last
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/\.{2,}/g, ".")
      .replace(/-*\.-*/g, ".")
      .replace(/-{2,}/g, "-"),
  );
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf(".");
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = trim(name.slice(0, MAX_NAME_LENGTH - extension.length) + extension);
  }
  return name || "file";
}

export function storageKeyFor(profileId: string, uploadId: string, fileName: string): string {
  return `${profileId}/${uploadId}-${safeFileName(fileName)}`;
}

/** A private file's key: its id is random, never derived from a post's or a product's id, so no one can build its address. */
export function privateStorageKeyFor(profileId: string, fileId: string, fileName: string): string {
  return `${PRIVATE_PREFIX}${profileId}/${fileId}-${safeFileName(fileName)}`;
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

/** The path a stored file is served at. */
export function mediaUrlOf(storageKey: string): string {
  return `${MEDIA_PREFIX}${storageKey}`;
}

/** The storage key behind a `/media/…` path of this server, or null for any other address. */
export function storageKeyOfMediaUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return KEY_PATTERN.test(key) && !key.includes("..") ? key : null;
}
