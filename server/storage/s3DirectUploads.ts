import { CopyObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { INCOMING, type S3Bucket, storedKey } from "./s3Bucket";
import type { DirectUploads } from "./storage";

/**
 * Direct uploads to the bucket: the browser PUTs to a presigned URL under `incoming/`, this server
 * reads what arrived (its size, type and first bytes), then copies exactly that version to its key
 * or discards it. Resolves once it has signed a first URL, whose origin is where browsers upload.
 */
export async function s3DirectUploads({ bucket, client, presign, headOf, bodyOf, remove }: S3Bucket): Promise<DirectUploads> {
  return {
    origin: new URL(await presign(new PutObjectCommand({ Bucket: bucket, Key: `${INCOMING}origin` }), 60)).origin,

    presignUpload: (key, { expiresInSeconds }) =>
      presign(new PutObjectCommand({ Bucket: bucket, Key: INCOMING + storedKey(key) }), expiresInSeconds),

    async arrived(key, headBytes) {
      const incoming = INCOMING + storedKey(key);
      const info = await headOf(incoming);
      if (!info) return null;
      const size = info.ContentLength ?? 0;
      const version = info.ETag ?? "";
      let head = Buffer.alloc(0);
      if (size > 0 && headBytes > 0) {
        const body = await bodyOf(incoming, { range: `bytes=0-${Math.min(size, headBytes) - 1}`, version });
        head = Buffer.concat(await body.toArray());
      }
      return { size, contentType: info.ContentType ?? "", head, version };
    },

    async accept(key, { contentType, version }) {
      const incoming = INCOMING + storedKey(key);
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: key,
          CopySource: `${bucket}/${incoming}`,
          // The bytes checked, not others PUT to the same URL since.
          ...(version ? { CopySourceIfMatch: version } : {}),
          ContentType: contentType,
          MetadataDirective: "REPLACE",
        }),
      );
      await remove(incoming);
    },

    discard: (key) => remove(INCOMING + storedKey(key)),
  };
}
