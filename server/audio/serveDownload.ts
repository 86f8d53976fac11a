import type { FastifyReply } from "fastify";
import type { Product } from "../../schema/entities/catalogue";
import { findDownload } from "../data/audioDownloads";
import type { Queryable } from "../db/database";
import { attachmentNamed } from "../http/attachment";
import { httpError } from "../http/httpError";
import type { Storage } from "../storage/storage";
import { coverKeyOf, type PlannedFile } from "./releaseDownloads";
import { type ZipEntry, zipRelease } from "./releaseZip";

/** How long a store's own link to a download lives: the redirect is followed at once. */
const PRESIGNED_SECONDS = 5 * 60;

/**
 * Sends a buyer what their checked link grants (issue 32): one file, or the release as a zip
 * streamed while it is built, with the cover. Every file must be made already (the library asks
 * for the link only then). An S3 store hands a single file out itself, through a short-lived link.
 */
export async function serveDownload(
  reply: FastifyReply,
  { db, storage }: { db: Queryable; storage: Storage },
  grant: { files: readonly PlannedFile[]; oneTrack: boolean; zipName: string; product: Product },
) {
  const { files, oneTrack, zipName, product } = grant;
  const rows = await Promise.all(files.map((file) => findDownload(db, file.id)));
  if (files.length === 0 || rows.some((row) => row?.state !== "ready")) throw httpError("download_not_ready", "preparing");
  const keys = rows.map((row) => row?.storageKey as string);
  reply.header("cache-control", "private, no-store");
  // A grant of one track is a single file; of a release, a zip even when it has one track.
  if (oneTrack && files.length === 1) {
    const [file] = files as [PlannedFile];
    const [key] = keys as [string];
    if (storage.presignDownload)
      return reply.redirect(await storage.presignDownload(key, { expiresInSeconds: PRESIGNED_SECONDS, fileName: file.fileName }));
    const stored = await storage.get(key);
    if (!stored) throw httpError("download_not_ready", "preparing");
    return reply
      .type(stored.contentType)
      .header("content-length", stored.size)
      .header("content-disposition", attachmentNamed(file.fileName))
      .send(stored.stream);
  }
  const open = (key: string) => async () => {
    const stored = await storage.get(key);
    if (!stored) throw new Error("A file of the download is no longer in storage.");
    return stored.stream;
  };
  const entries: ZipEntry[] = files.map((file, index) => ({ name: file.fileName, open: open(keys[index] as string) }));
  const coverKey = coverKeyOf(product);
  const cover: ZipEntry | undefined = coverKey ? { name: `cover.${coverKey.split(".").pop()}`, open: open(coverKey) } : undefined;
  return reply.type("application/zip").header("content-disposition", attachmentNamed(zipName)).send(zipRelease(entries, cover));
}
