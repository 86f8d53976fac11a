import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "../config";

export interface LocalBucket {
  /** Settings that reach the server's one bucket, as S3_* would give them. */
  readonly settings: S3Settings;
  /** A client of the server, to look at the bucket behind the storage's back. */
  readonly client: S3Client;
  /** Stops the server and deletes its files. */
  readonly close: () => Promise<void>;
}

/** s3rver's built-in account: it takes no other keys. */
const S3RVER_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver: pure JavaScript, files in a temporary folder) on a free
 * port of localhost, with an empty bucket. Close it in `afterAll`.
 *
 * WARNING: s3rver checks a presigned URL's expiry but not its signature, so a test passing here
 * does not prove a signature right; the AWS SDK's presigner makes those.
 */
export async function startLocalBucket(bucket = "media"): Promise<LocalBucket> {
  const directory = await mkdtemp(join(tmpdir(), "backline-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    credentials: S3RVER_KEYS,
    forcePathStyle: true,
  };
  const client = new S3Client({ ...settings, credentials: S3RVER_KEYS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
