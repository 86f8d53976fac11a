import type { ServerConfig } from "../config";
import { diskStorage, mediaRoot } from "./diskStorage";
import { s3Storage } from "./s3Storage";
import type { Storage } from "./storage";

/** The media store the settings name: the S3 bucket of S3_BUCKET, or else files under DATA_DIR. */
export async function openStorage(config: ServerConfig): Promise<Storage> {
  return config.s3 ? s3Storage(config.s3) : diskStorage(mediaRoot(config.dataDir));
}
