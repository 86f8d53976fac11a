import type { Readable } from "node:stream";
import { errorMessage } from "../../schema/errors";

export interface StoredFile {
  readonly stream: Readable;
  readonly size: number;
  readonly contentType: string;
}

/**
 * Where uploaded media lives. The embedded default keeps files on disk (diskStorage.ts); an
 * S3-compatible store can implement the same interface for a deployment behind a CDN.
 */
export interface Storage {
  /** Stores `body` under `key`, refusing it past `maxBytes`. Resolves to the size written. */
  put(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<number>;
  /** The file under `key`, or null. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Deletes what interrupted writes left behind (uploads no longer under way, by key); how many went. Optional. */
  removeStalePartials?(stillWriting: (key: string) => Promise<boolean>): Promise<number>;
}

/** A file over its size limit; the part written is removed. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(errorMessage("body_too_large", "file", maxBytes));
    this.name = "FileTooLargeError";
  }
}
