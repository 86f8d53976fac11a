import { Readable } from "node:stream";
import { GetObjectCommand, HeadBucketCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { UPLOAD_LINK_SECONDS } from "../../schema/api/uploads";
import { attachmentNamed } from "../http/attachment";
import { INCOMING, isStoredKey, s3Bucket, storedKey } from "./s3Bucket";
import { s3DirectUploads } from "./s3DirectUploads";
import type { S3StorageOptions } from "./s3StorageOptions";
import { DIRECT_UPLOAD_FINISH_SECONDS, FileTooLargeError, type Storage } from "./storage";

/** What arrived longer ago than this belongs to an upload slot that can no longer be finished. */
const INCOMING_LIFETIME_MS = (UPLOAD_LINK_SECONDS + DIRECT_UPLOAD_FINISH_SECONDS) * 2 * 1000;
/** Parts of a streamed upload in flight at once: bounds the memory one upload holds (parts are 5 MB). */
const PARTS_AT_ONCE = 2;

/** A Storage with everything an S3 store adds: direct uploads, presigned downloads, clean-up of arrivals. */
export type S3Storage = Storage & Required<Pick<Storage, "directUploads" | "presignDownload" | "removeStalePartials" | "check">>;

/** A stream that makes its request only once read: a HEAD answer, or a range, destroys it unopened for free. */
function openedOnFirstRead(open: () => Promise<Readable>): Readable {
  return Readable.from(
    (async function* () {
      yield* await open();
    })(),
    { objectMode: false },
  );
}

/**
 * Media in an S3-compatible bucket (AWS, MinIO, R2, s3rver), for servers that share one store.
 *
 * Every object is private, public media included: covers and site images are served through this
 * server at the same `/media/…` addresses as from disk (cached a year by browsers and any CDN in
 * front), so documents do not change with the store. Public-read objects are not portable: new AWS
 * buckets refuse ACLs, and MinIO and R2 make buckets public by policy or setting, not per object.
 * Private media is read through presigned GET URLs only after this server has checked the viewer's link.
 *
 * Resolves once it has signed a first URL, which proves the credentials load and gives the
 * address browsers upload to (the SDK's own endpoint rules, not a copy of them).
 */
export async function s3Storage(options: S3StorageOptions): Promise<S3Storage> {
  const store = s3Bucket(options);
  const { bucket, client, now, presign, headOf, bodyOf, remove } = store;
  const directUploads = await s3DirectUploads(store);
  return {
    async put(key, body, { contentType, maxBytes }) {
      let written = 0;
      // What went wrong with the body itself (too large, cut off), rather than the abort after it.
      let bodyError: unknown;
      const limited = async function* () {
        try {
          for await (const chunk of body) {
            written += (chunk as Buffer).length;
            if (written > maxBytes) throw new FileTooLargeError(maxBytes);
            yield chunk as Buffer;
          }
        } catch (error) {
          bodyError = error;
          throw error;
        }
      };
      // Of unknown length, so in parts; a failed upload's parts are aborted, and a file of one part is
      // sent only once whole. Either way nothing appears under `key` unless the whole file fitted.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: storedKey(key), Body: Readable.from(limited(), { objectMode: false }), ContentType: contentType },
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw bodyError ?? error;
      }
      return written;
    },

    async get(key) {
      if (!isStoredKey(key)) return null;
      const info = await headOf(key);
      if (!info) return null;
      return {
        size: info.ContentLength ?? 0,
        contentType: info.ContentType ?? "application/octet-stream",
        stream: openedOnFirstRead(() => bodyOf(key)),
        readRange: ({ start, end }) => openedOnFirstRead(() => bodyOf(key, { range: `bytes=${start}-${end}` })),
      };
    },

    delete: (key) => remove(storedKey(key)),

    /**
     * Deletes direct uploads that arrived but were never finished, once no slot can finish them.
     * The parts of a multipart upload cut off by a dying server are the bucket's to expire (an
     * AbortIncompleteMultipartUpload lifecycle rule): not every S3-compatible server lists them.
     */
    async removeStalePartials(stillWriting) {
      const before = now().getTime() - INCOMING_LIFETIME_MS;
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: INCOMING, ...(token ? { ContinuationToken: token } : {}) }),
        );
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (!Key || !LastModified || LastModified.getTime() > before) continue;
          if (await stillWriting(Key.slice(INCOMING.length))) continue;
          await remove(Key);
          removed++;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },

    directUploads,

    /** The bucket answers and this server's keys may use it (HeadBucket: no object is read). */
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    presignDownload: (key, { expiresInSeconds, fileName }) =>
      presign(
        new GetObjectCommand({
          Bucket: bucket,
          Key: storedKey(key),
          ...(fileName ? { ResponseContentDisposition: attachmentNamed(fileName) } : {}),
        }),
        expiresInSeconds,
      ),
  };
}
