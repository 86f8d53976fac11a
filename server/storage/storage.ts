import type { Readable } from "node:stream";
import { errorMessage } from "../../schema/errors";
import type { ByteRange } from "../http/byteRange";

export interface StoredFile {
  /** The whole file. */
  readonly stream: Readable;
  readonly size: number;
  readonly contentType: string;
  /**
   * The bytes of `range`, read by the store itself (S3 takes a Range header), so a player seeking
   * near the end of a video does not read all that comes before. Without it, `stream` is sliced.
   */
  readonly readRange?: (range: ByteRange) => Readable;
}

/**
 * Where uploaded media lives. The embedded default keeps files on disk (diskStorage.ts); an
 * S3-compatible store (s3Storage.ts) serves a deployment of several servers, or behind a CDN.
 */
export interface Storage {
  /** Stores `body` under `key`, refusing it past `maxBytes`. Resolves to the size written. */
  put(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<number>;
  /** The file under `key`, or null. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written (the readiness probe, /readyz). Optional. */
  check?(): Promise<void>;
  /** Deletes what interrupted writes left behind (uploads no longer under way, by key); how many went. Optional. */
  removeStalePartials?(stillWriting: (key: string) => Promise<boolean>): Promise<number>;
  /** Uploads sent by the browser straight to the store. Without it, files come through PUT /api/uploads. */
  readonly directUploads?: DirectUploads;
  /**
   * A short-lived address of the store itself for `key`, for a file this server has already
   * decided to hand out (a private file behind a checked link). Without it, files are served here.
   */
  presignDownload?(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string>;
}

/** What arrived for a direct upload: its size, the type its PUT declared, its first bytes, and which version of it was read. */
export interface ArrivedUpload {
  readonly size: number;
  readonly contentType: string;
  readonly head: Buffer;
  /** The store's tag of the bytes read (an ETag), so the file accepted is the one checked, not one sent again since. */
  readonly version: string;
}

/**
 * Uploads that do not pass through this server (S3's presigned PUT URLs). The file lands apart
 * from `key`, where nothing is served, until the server has checked it as PUT /api/uploads checks
 * a file on its way in, and accepts it (or discards it).
 */
export interface DirectUploads {
  /** Where browsers send the files: the studio's Content-Security-Policy lets it connect there. */
  readonly origin: string;
  /**
   * A URL that takes a PUT of the file for `key` until it expires. A presigned PUT bounds neither
   * the size nor the type, and may be used again until it expires: the check on arrival does both,
   * and the upload slot in the database is what is used once.
   */
  presignUpload(key: string, options: { expiresInSeconds: number }): Promise<string>;
  /** The file PUT for `key`, with up to `headBytes` of its start; null when none arrived. */
  arrived(key: string, headBytes: number): Promise<ArrivedUpload | null>;
  /** Moves the file that arrived for `key` (that `version` of it) to `key`, with `contentType`, where it is served. */
  accept(key: string, upload: { contentType: string; version: string }): Promise<void>;
  /** Deletes what arrived for `key`. */
  discard(key: string): Promise<void>;
}

/**
 * How long after its URL expires a direct upload may still be finished: a PUT of a large video
 * begun just before the expiry still counts.
 */
export const DIRECT_UPLOAD_FINISH_SECONDS = 15 * 60;

/** A file over its size limit; the part written is removed. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(errorMessage("body_too_large", "file", maxBytes));
    this.name = "FileTooLargeError";
  }
}
