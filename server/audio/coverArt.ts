import { open, readFile } from "node:fs/promises";

/**
 * Cover art for downloads, where FFmpeg 4.1 (the bundled static build) cannot put it itself: its
 * MP4 muxer writes a picture as a video track rather than an iTunes `covr` atom, and its Ogg muxer
 * takes no picture stream. These helpers read the picture's kind and size, build the FLAC picture
 * block that Ogg Vorbis carries as a METADATA_BLOCK_PICTURE comment, and add `covr` to an M4A file.
 */
export interface CoverImage {
  readonly mime: "image/jpeg" | "image/png";
  readonly width: number;
  readonly height: number;
  /** Bits per pixel. */
  readonly depth: number;
  readonly data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The JPEG or PNG at `path`, with its size; any other file is refused, naming the path. */
export async function readCoverImage(path: string): Promise<CoverImage> {
  const data = await readFile(path);
  const image = coverImageOf(data);
  if (!image) throw new Error(`The cover ${path} is neither a JPEG nor a PNG picture.`);
  return image;
}

/** What `data` is as a cover picture, or undefined when it is not a JPEG or PNG that can be read. */
export function coverImageOf(data: Buffer): CoverImage | undefined {
  if (data.length >= 26 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.toString("latin1", 12, 16) === "IHDR") {
    const channels = PNG_CHANNELS[data[25] ?? -1];
    if (channels === undefined) return undefined;
    return { mime: "image/png", width: data.readUInt32BE(16), height: data.readUInt32BE(20), depth: (data[24] ?? 8) * channels, data };
  }
  if (data[0] === 0xff && data[1] === 0xd8) {
    const frame = jpegFrame(data);
    return frame && { mime: "image/jpeg", ...frame, data };
  }
  return undefined;
}

/** Size and depth from a JPEG's start-of-frame segment (SOF0 to SOF15, less the DHT, JPG and DAC markers that share the range). */
function jpegFrame(data: Buffer): { width: number; height: number; depth: number } | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7), depth: (data[at + 4] ?? 8) * (data[at + 9] ?? 3) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** FLAC's picture type for the front cover (ID3's APIC uses the same numbers). */
const FRONT_COVER = 3;

/**
 * The FLAC picture block (format spec, METADATA_BLOCK_PICTURE) of `image` as the front cover,
 * base64 encoded: the value of the Vorbis comment that Ogg players read as cover art.
 */
export function flacPictureComment(image: CoverImage, description = "Cover (front)"): string {
  const mime = Buffer.from(image.mime, "ascii");
  const text = Buffer.from(description, "utf8");
  const head = Buffer.alloc(8 + mime.length + 4 + text.length + 20);
  let at = head.writeUInt32BE(FRONT_COVER, 0);
  at = head.writeUInt32BE(mime.length, at);
  at += mime.copy(head, at);
  at = head.writeUInt32BE(text.length, at);
  at += text.copy(head, at);
  at = head.writeUInt32BE(image.width, at);
  at = head.writeUInt32BE(image.height, at);
  at = head.writeUInt32BE(image.depth, at);
  at = head.writeUInt32BE(0, at); // colours: 0 for pictures that are not indexed
  head.writeUInt32BE(image.data.length, at);
  return Buffer.concat([head, image.data]).toString("base64");
}

/** The `data` atom's type codes for a picture (Apple's well-known types). */
const COVR_TYPE = { "image/jpeg": 13, "image/png": 14 } as const;

interface BoxHeader {
  readonly type: string;
  readonly offset: number;
  readonly size: number;
  /** 8, or 16 when the size is in a 64-bit field. */
  readonly headerSize: number;
}

function boxAt(buffer: Buffer, offset: number, end: number): BoxHeader | undefined {
  if (offset + 8 > end) return undefined;
  const size32 = buffer.readUInt32BE(offset);
  const type = buffer.toString("latin1", offset + 4, offset + 8);
  if (size32 === 1) {
    if (offset + 16 > end) return undefined;
    return { type, offset, size: Number(buffer.readBigUInt64BE(offset + 8)), headerSize: 16 };
  }
  return { type, offset, size: size32 === 0 ? end - offset : size32, headerSize: 8 };
}

function childNamed(buffer: Buffer, parent: BoxHeader, type: string, skip = 0): BoxHeader | undefined {
  const end = parent.offset + parent.size;
  for (let at = parent.offset + parent.headerSize + skip; at < end; ) {
    const box = boxAt(buffer, at, end);
    if (!box || box.size < box.headerSize) return undefined;
    if (box.type === type) return box;
    at += box.size;
  }
  return undefined;
}

function growBox(buffer: Buffer, box: BoxHeader, by: number): void {
  if (box.headerSize === 16) buffer.writeBigUInt64BE(BigInt(box.size + by), box.offset + 8);
  else buffer.writeUInt32BE(box.size + by, box.offset);
}

/**
 * Adds `image` as the iTunes cover (`moov/udta/meta/ilst/covr`) of the M4A file at `path`, in place.
 * WARNING: the `moov` box must be the file's last box (FFmpeg's MP4 muxers without `+faststart`
 * put it there): growing it then moves no audio, so the chunk offsets in it stay right. The file
 * must have iTunes tags already (`ilst`), which every download has (its title at least).
 */
export async function addM4aCover(path: string, image: CoverImage): Promise<void> {
  const file = await open(path, "r+");
  try {
    const { size: fileSize } = await file.stat();
    const header = Buffer.alloc(16);
    let moov: BoxHeader | undefined;
    for (let at = 0; at < fileSize; ) {
      const { bytesRead } = await file.read(header, 0, 16, at);
      const read = boxAt(header, 0, bytesRead);
      // A size of 0 means "to the end of the file", which boxAt can only know from the whole file.
      const box = read && header.readUInt32BE(0) === 0 ? { ...read, size: fileSize - at } : read;
      if (!box || box.size < box.headerSize) throw new Error(`${path} is not an MP4 file FFmpeg wrote (the box at ${at} is broken).`);
      if (box.type === "moov") moov = { ...box, offset: at };
      at += box.size;
    }
    if (!moov || moov.offset + moov.size !== fileSize) throw new Error(`${path} has no moov box at its end, where the cover can be added.`);
    const box = Buffer.alloc(moov.size);
    await file.read(box, 0, moov.size, moov.offset);
    const root: BoxHeader = { ...moov, offset: 0 };
    const udta = childNamed(box, root, "udta");
    // `meta` is a full box: 4 bytes of version and flags before its children.
    const meta = udta && childNamed(box, udta, "meta");
    const ilst = meta && childNamed(box, meta, "ilst", 4);
    if (!udta || !meta || !ilst) throw new Error(`${path} has no iTunes tags (moov/udta/meta/ilst) to add the cover to.`);

    const dataSize = 16 + image.data.length;
    const covr = Buffer.alloc(8 + 16);
    covr.writeUInt32BE(8 + dataSize, 0);
    covr.write("covr", 4, "latin1");
    covr.writeUInt32BE(dataSize, 8);
    covr.write("data", 12, "latin1");
    covr.writeUInt32BE(COVR_TYPE[image.mime], 16);
    covr.writeUInt32BE(0, 20); // locale
    const added = covr.length + image.data.length;
    for (const parent of [root, udta, meta, ilst]) growBox(box, parent, added);
    const ilstEnd = ilst.offset + ilst.size;
    const grown = Buffer.concat([box.subarray(0, ilstEnd), covr, image.data, box.subarray(ilstEnd)]);
    if (root.headerSize === 8 && grown.length > 0xffffffff) throw new Error(`${path}: the cover makes moov too large.`);
    await file.write(grown, 0, grown.length, moov.offset);
  } finally {
    await file.close();
  }
}
