import type { S3Settings } from "../config";

/** The settings of an S3 store, which the store (`s3Storage.ts`) and its bucket operations (`s3Bucket.ts`) are both built from. */
export interface S3StorageOptions extends S3Settings {
  /** The clock presigned URLs are signed by and arrivals aged by; tests move it to make a link expire at once. */
  readonly now?: () => Date;
}
