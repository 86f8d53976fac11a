import { join } from "node:path";
import { type DownloadId, endDownload, startDownload } from "../data/audioDownloads";
import { DOWNLOAD_FORMATS } from "./downloadFormats";
import { makeDownload } from "./makeDownload";
import { type AudioWorkDeps, asAttempt, NoFfmpegError } from "./processMaster";
import { copyFromStorage, copyToStorage, withScratchFolder } from "./scratchFiles";

/** Covers FFmpeg can embed: a release's SVG cover goes into the zip beside the files, not into them. */
const EMBEDDABLE_COVER = /\.(jpe?g|png)$/i;

/**
 * Makes one download file (issue 32): the master in a buyer's format, tagged, with the cover
 * embedded where the format holds one; stored once, shared by every buyer. Retried as the other
 * audio jobs are; safe to run twice.
 */
export async function processDownload(deps: AudioWorkDeps, id: DownloadId): Promise<void> {
  if (!deps.ffmpeg) throw new NoFfmpegError();
  const ffmpeg = deps.ffmpeg;
  const download = await startDownload(deps.db, id);
  if (!download) return;
  const fail = (problem: string, final: boolean) => endDownload(deps.db, download, { state: final ? "failed" : "queued", problem });
  await asAttempt(download.attempts, fail, async () => {
    const size = await withScratchFolder(async (folder) => {
      const master = join(folder, "master");
      if (!(await copyFromStorage(deps.storage, download.masterKey, master))) throw new Error("The uploaded file is no longer in storage.");
      let cover: string | undefined;
      if (download.coverKey && EMBEDDABLE_COVER.test(download.coverKey)) {
        const path = join(folder, `cover.${download.coverKey.split(".").pop()}`);
        if (await copyFromStorage(deps.storage, download.coverKey, path)) cover = path;
      }
      const info = DOWNLOAD_FORMATS[download.format];
      const output = join(folder, `download.${info.extension}`);
      await makeDownload(ffmpeg, { master, output, format: download.format, tags: download.tags, ...(cover ? { cover } : {}) });
      return copyToStorage(deps.storage, output, download.storageKey, info.contentType);
    });
    await endDownload(deps.db, download, { state: "ready", size });
  });
}
