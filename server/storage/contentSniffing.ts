import { UPLOAD_CONTENT_TYPES, type UploadContentType } from "../../schema/api/uploads";

/** The upload type a `Content-Type` header names (parameters and case ignored), or null for any other. */
export function uploadContentTypeOf(header: string | undefined): UploadContentType | null {
  const type = (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return Object.hasOwn(UPLOAD_CONTENT_TYPES, type) ? (type as UploadContentType) : null;
}

/** How many of a file's first bytes `matchesContentType` looks at. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString("latin1");

/** The brands of an ISO base media file's leading `ftyp` box (MP4, AVIF), or null when it has none. */
function isoBrands(head: Buffer): string[] | null {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return null;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

/** Brands of still images in an ISO container (AVIF, HEIC): not an MP4 video. */
const HEIF_IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "mif1", "msf1"]);

/** SVG is text: optional BOM and whitespace, then XML (a declaration, comment or doctype) with an `<svg` element early on. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^<(?:\?xml|!--|!DOCTYPE\s+svg|svg)[\s>]/i.test(text) && /<svg[\s>]/i.test(text);
}

/** An ID3v2 tag's length with its header, or 0 when the file does not start with one (MP3s, some AAC and FLAC files). */
function id3Length(head: Buffer): number {
  if (head.length < 10 || ascii(head, 0, 3) !== "ID3") return 0;
  const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  return 10 + size;
}

/** MPEG audio's frame sync (11 set bits) with a layer: MP3, or AAC's ADTS frames (layer bits 00). */
function isMpegAudioFrame(head: Buffer, at: number, adts: boolean): boolean {
  const first = head[at];
  const second = head[at + 1];
  if (first !== 0xff || second === undefined || (second & 0xe0) !== 0xe0) return false;
  const layer = (second >> 1) & 0x03;
  return adts ? (second & 0xf6) === 0xf0 : layer !== 0;
}

/**
 * Whether the start looks like audio of this family. An ID3 tag in front is skipped when the head
 * holds its end; a tag longer than the head (a large cover picture) is taken on trust here, since
 * the upload is then read whole by the metadata parser, which refuses what is not audio.
 */
function looksLikeAudio(contentType: AudioContentType, head: Buffer): boolean {
  const tag = id3Length(head);
  if (tag > 0 && tag + 4 > head.length) return true;
  switch (contentType) {
    case "audio/wav":
    case "audio/x-wav":
    case "audio/wave":
    case "audio/vnd.wave":
      return ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WAVE";
    case "audio/mpeg":
    case "audio/mp3":
      return isMpegAudioFrame(head, tag, false);
    case "audio/flac":
    case "audio/x-flac":
      return ascii(head, tag, tag + 4) === "fLaC";
    case "audio/aac":
      return isMpegAudioFrame(head, tag, true);
    case "audio/mp4":
    case "audio/x-m4a":
      return isoBrands(head) !== null;
    case "audio/ogg":
      return ascii(head, 0, 4) === "OggS";
  }
}

type AudioContentType = Extract<UploadContentType, `audio/${string}`>;

/**
 * Whether a file's first bytes are what its declared type says (its magic number), so a script
 * or page cannot be stored as an "image". `head` holds up to SNIFF_BYTES of the file.
 */
export function matchesContentType(contentType: UploadContentType, head: Buffer): boolean {
  switch (contentType) {
    case "image/png":
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a";
    case "image/webp":
      return ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP";
    case "image/avif":
      return isoBrands(head)?.some((brand) => brand === "avif" || brand === "avis") ?? false;
    case "video/mp4": {
      const brands = isoBrands(head);
      return brands !== null && !brands.some((brand) => HEIF_IMAGE_BRANDS.has(brand));
    }
    case "image/svg+xml":
      return looksLikeSvg(head);
    case "application/pdf":
      return ascii(head, 0, 5) === "%PDF-";
    default:
      return looksLikeAudio(contentType, head);
  }
}
