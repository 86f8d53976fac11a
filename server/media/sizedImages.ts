import { Readable } from "node:stream";
import sharp from "sharp";
import { type IconSize, type ImageWidth, UPLOAD_CONTENT_TYPES } from "../../schema/api/uploads";
import { BoundedCache } from "../cache/boundedCache";
import { isPrivateKey } from "../storage/mediaKeys";
import type { Storage } from "../storage/storage";
import { readAll } from "./readAll";
import { iconKey, type SizedFormat, sizedKey } from "./storedFileSizes";

// One thread per resize, and no cache of decoded images: two cores also answer pages, and each
// size is made once and stored.
sharp.concurrency(1);
sharp.cache(false);

const FORMATS: Readonly<
  Record<SizedFormat, { contentType: string; options: sharp.AvifOptions & sharp.WebpOptions & sharp.JpegOptions & sharp.PngOptions }>
> = {
  avif: { contentType: "image/avif", options: { quality: 55, effort: 2 } },
  webp: { contentType: "image/webp", options: { quality: 78, effort: 4 } },
  jpeg: { contentType: "image/jpeg", options: { quality: 80, mozjpeg: true } },
  png: { contentType: "image/png", options: { compressionLevel: 9, palette: false } },
};

type ImageFormat = SizedFormat;

/** The photos the server resizes, by their extension; GIFs and SVGs are sent as they are. */
const ORIGINAL_FORMATS: Readonly<Record<string, ImageFormat>> = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", avif: "avif" };

/** Logos the server makes icons of: photos, and SVGs and GIFs (their first frame) too. */
const ICON_SOURCE = /\.(?:jpe?g|png|webp|avif|svg|gif)$/i;

/** A photo larger than this (in pixels) is not decoded: a small file can claim enormous dimensions. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Resizes waiting past this many are not queued: the visitor gets the original at once. */
const MAX_WAITING = 32;

/**
 * The format to send a browser that sent `accept`: AVIF, then WebP, when it takes them (Chromium,
 * Firefox and Safari say so in their image requests); otherwise the upload's own format, or JPEG
 * for an upload in a format it does not take.
 */
export function formatFor(accept: string | undefined, original: ImageFormat): ImageFormat {
  const takes = (type: string) => accept?.includes(type) ?? false;
  if (takes("image/avif")) return "avif";
  if (takes("image/webp")) return "webp";
  return original === "avif" || original === "webp" ? "jpeg" : original;
}

function originalFormatOf(key: string): ImageFormat | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return ORIGINAL_FORMATS[extension];
}

/** A size's key, or null for the original; `remember` false when only a busy moment said so. */
interface Found {
  readonly key: string | null;
  readonly remember: boolean;
}

/**
 * The smaller copies of public photos (issue 39, item 2): made when first asked for, stored beside
 * the uploads, and named by width and format so each is made once. A copy is never wider than the
 * upload. A photo that cannot be resized (damaged, too many pixels, a busy server) is answered by
 * its original, so a page never misses an image.
 */
export class SizedImages {
  /** Which sizes exist (or could not be made), so a request for one asks the store nothing. */
  private readonly known = new BoundedCache<Found>({
    name: "sized_images",
    maxEntries: 20_000,
    maxBytes: 4_000_000,
    ttlMs: 60 * 60_000,
    keep: (found) => found.remember,
  });
  private running = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly storage: Storage) {}

  /**
   * The key of `key` at `width` in the format for `accept`, made now if needed; null when the
   * original should be sent instead (not a photo, private, missing, or not resizable now).
   */
  async keyFor(key: string, width: ImageWidth, accept: string | undefined): Promise<string | null> {
    const original = originalFormatOf(key);
    if (!original || isPrivateKey(key)) return null;
    const format = formatFor(accept, original);
    const made = { key: sizedKey(key, width, format), contentType: FORMATS[format].contentType };
    return (await this.known.get(made.key, () => this.findOrMake(key, made, (bytes) => resize(bytes, width, format)))).key;
  }

  /**
   * The key of the square PNG icon of `key` (a logo: a photo, an SVG or a GIF) at `size` pixels,
   * the picture whole and centred on a clear ground; null when the original should be sent instead.
   */
  async iconKeyFor(key: string, size: IconSize): Promise<string | null> {
    if (!ICON_SOURCE.test(key) || isPrivateKey(key)) return null;
    const made = { key: iconKey(key, size), contentType: "image/png" };
    return (await this.known.get(made.key, () => this.findOrMake(key, made, (bytes) => squareIcon(bytes, size)))).key;
  }

  private async findOrMake(
    key: string,
    made: { readonly key: string; readonly contentType: string },
    make: (bytes: Buffer) => Promise<Buffer>,
  ): Promise<Found> {
    const target = made.key;
    const stored = await this.storage.get(target);
    if (stored) {
      stored.stream.destroy();
      return { key: target, remember: true };
    }
    // The original is read only once this resize's turn comes: those waiting hold no bytes.
    if (!(await this.turnTaken())) return { key: null, remember: false };
    const resized = await this.readAndMake(key, make).finally(() => this.turnDone());
    if (resized === "missing") return { key: null, remember: false };
    // A damaged photo, or one with too many pixels, is not tried again for a while.
    if (!resized) return { key: null, remember: true };
    await this.storage.put(target, Readable.from([resized]), { contentType: made.contentType, maxBytes: resized.length });
    // The upload may have been deleted, or made private with its post, while this copy was made.
    const still = await this.storage.get(key);
    if (!still) {
      await this.storage.delete(target);
      return { key: null, remember: false };
    }
    still.stream.destroy();
    return { key: target, remember: true };
  }

  /** What `make` makes of the upload; null when it cannot, "missing" when the upload is gone. */
  private async readAndMake(key: string, make: (bytes: Buffer) => Promise<Buffer>): Promise<Buffer | null | "missing"> {
    const source = await this.storage.get(key);
    if (!source) return "missing";
    const bytes = await readAll(source.stream, UPLOAD_CONTENT_TYPES["image/jpeg"].maxBytes);
    return bytes ? make(bytes).catch(() => null) : null;
  }

  /** Waits for this resize's turn (one at a time); false at once when too many already wait. */
  private async turnTaken(): Promise<boolean> {
    if (!this.running) {
      this.running = true;
      return true;
    }
    if (this.waiting.length >= MAX_WAITING) return false;
    // The turn is handed over by `turnDone`, never left free in between.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return true;
  }

  private turnDone(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running = false;
  }
}

function squareIcon(bytes: Buffer, size: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 300 })
    .rotate()
    .resize({ width: size, height: size, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

function resize(bytes: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, FORMATS[format].options)
    .toBuffer();
}
