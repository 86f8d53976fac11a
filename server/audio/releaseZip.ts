import { createReadStream, type ReadStream } from "node:fs";
import { PassThrough, Readable } from "node:stream";
import archiver from "archiver";

/**
 * One file in the zip: its name there (`01 Artist - Title.flac`) and where it is on disk, or how
 * to open it (a file in storage, which may be S3), opened only when the zip reaches it.
 */
export type ZipEntry = { readonly name: string; readonly path: string } | { readonly name: string; readonly open: () => Promise<Readable> };

/** Reads of 256 KiB: archiver's work per chunk made Node's 64 KiB reads about half as fast as `zip -0` (bench/releaseZip.ts); larger ones gain nothing more. */
const READ_CHUNK_BYTES = 256 * 1024;

/**
 * A file read only when the zip reaches it, so a 30-track release holds one file open at a time,
 * and closed by `destroy` wherever it is: a buyer who leaves mid-download leaves no file open.
 */
class LazyFile extends Readable {
  #source: Readable | undefined;
  #opening = false;

  constructor(readonly entry: ZipEntry) {
    super({ highWaterMark: READ_CHUNK_BYTES });
  }

  override _read(): void {
    if (this.#source) {
      this.#source.resume();
      return;
    }
    if (this.#opening) return;
    this.#opening = true;
    const { entry } = this;
    const opened: Promise<Readable> =
      "path" in entry ? Promise.resolve(createReadStream(entry.path, { highWaterMark: READ_CHUNK_BYTES }) as ReadStream) : entry.open();
    opened.then(
      (source) => {
        if (this.destroyed) {
          source.destroy();
          return;
        }
        this.#source = source;
        source.on("data", (chunk) => {
          if (!this.push(chunk)) source.pause();
        });
        source.on("end", () => this.push(null));
        source.on("error", (error) => this.destroy(error));
      },
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#source?.destroy();
    callback(error);
  }
}

/**
 * A release's downloads as one zip, streamed while it is built: the first bytes leave before the
 * last file is read, and nothing is written to disk. Every entry is stored, not deflated: FLAC, MP3,
 * AAC, Vorbis and JPEG are compressed already and PCM shrinks by a few per cent for a lot of CPU.
 * The cover, when given, is one more entry. An error reading any file destroys the stream with
 * that error (a truncated zip is never ended as if whole); destroying the stream stops the zip and
 * closes its files.
 *
 * @example reply.type("application/zip").send(zipRelease(tracks.map((t) => ({ name: t.fileName, path: t.path })), { name: "cover.jpg", path: coverPath }))
 */
export function zipRelease(entries: readonly ZipEntry[], cover?: ZipEntry): Readable {
  const all = cover ? [...entries, cover] : [...entries];
  const names = new Set<string>();
  for (const { name } of all) {
    if (names.has(name)) throw new Error(`Two files in the zip are named ${name}: unzipping would keep only one.`);
    names.add(name);
  }

  const archive = archiver("zip", { store: true });
  const output = new PassThrough();
  const sources: LazyFile[] = [];
  let settled = false;
  const stop = (error?: Error) => {
    if (settled) return;
    settled = true;
    // The output goes first: aborting the archive ends it, and a reader must see the error, not a short zip.
    archive.unpipe(output);
    if (error) output.destroy(error);
    archive.abort();
    for (const source of sources) source.destroy();
  };
  archive.on("error", stop);
  // archiver only warns when a file it was given cannot be found, and leaves it out: here that is an error.
  archive.on("warning", stop);
  archive.on("end", () => {
    settled = true;
  });
  // The reader went away before the end (a buyer closing the tab): stop reading files.
  output.on("close", () => stop());
  archive.pipe(output);

  for (const entry of all) {
    const source = new LazyFile(entry);
    source.on("error", (error) => stop(new Error(`Could not read ${entry.name} for the zip: ${error.message}`, { cause: error })));
    sources.push(source);
    archive.append(source, { name: entry.name, store: true });
  }
  archive.finalize().catch(stop);
  return output;
}
