import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3StorageOptions } from "./s3StorageOptions";

/** Keys are our own (`profileId/id-name.ext`, `private/…`), as diskStorage takes them. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+$/;
/**
 * Where direct uploads land before they are checked: outside the keys `get` serves, so a file
 * sent to a presigned URL is never served as media until this server has accepted it.
 */
export const INCOMING = "incoming/";

/** A key the store serves and writes: one of ours, never an arrival waiting under `incoming/`. */
export const isStoredKey = (key: string) => SAFE_KEY.test(key) && !key.includes("..") && !key.startsWith(INCOMING);

/** The key, once it is known to be a stored one (anything else is a bug upstream, so it throws). */
export function storedKey(key: string): string {
  if (!isStoredKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const isNotFound = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The SDK's client for the settings (the bucket and the clock are ours, not its). */
function s3Client({ bucket: _bucket, now: _now, credentials, ...settings }: S3StorageOptions): S3Client {
  return new S3Client({
    ...settings,
    ...(credentials ? { credentials: { ...credentials } } : {}),
    // Since early 2025 the SDK sends bodies as aws-chunked with trailing checksums by default,
    // which some S3-compatible servers (s3rver among them) store as they come or refuse.
    // Checksums only where an operation requires one works with every store.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * The bucket's few operations the store is built from, over one client and clock: signing a URL,
 * an object's head (null when absent), its body (or a range of it, of one version), deleting it.
 */
export function s3Bucket(options: S3StorageOptions) {
  const { bucket, now = () => new Date() } = options;
  const client = s3Client(options);
  const presign = (command: PutObjectCommand | GetObjectCommand, expiresInSeconds: number) =>
    getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: now() });

  const headOf = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
  const bodyOf = async (key: string, options: { range?: string; version?: string } = {}): Promise<Readable> => {
    const { Body } = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(options.range ? { Range: options.range } : {}),
        ...(options.version ? { IfMatch: options.version } : {}),
      }),
    );
    if (!(Body instanceof Readable)) throw new Error(`No body for ${key}`);
    return Body;
  };
  const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).then(() => undefined);

  return { bucket, client, now, presign, headOf, bodyOf, remove };
}

export type S3Bucket = ReturnType<typeof s3Bucket>;
