import { join } from "node:path";
import { endPreview, startPreview } from "../data/audioPreviews";
import { type AudioWorkDeps, asAttempt, NoFfmpegError } from "./processMaster";
import { copyFromStorage, copyToStorage, withScratchFolder } from "./scratchFiles";
import { makePreviewClip, STREAMING_COPY } from "./streamingCopy";

export interface PreviewWindow {
  readonly masterKey: string;
  readonly startSeconds: number;
  readonly lengthSeconds: number;
}

/**
 * Cuts a preview clip from its master, as a job (issue 32): the only audio of a preview-only track
 * a visitor ever receives. Retried as a master's processing is; safe to run twice.
 */
export async function processPreview(deps: AudioWorkDeps, window: PreviewWindow): Promise<void> {
  if (!deps.ffmpeg) throw new NoFfmpegError();
  const ffmpeg = deps.ffmpeg;
  const preview = await startPreview(deps.db, window.masterKey, window.startSeconds, window.lengthSeconds);
  if (!preview) return;
  const fail = (problem: string, final: boolean) => endPreview(deps.db, preview, { state: final ? "failed" : "queued", problem });
  await asAttempt(preview.attempts, fail, async () => {
    await withScratchFolder(async (folder) => {
      const source = join(folder, "master");
      if (!(await copyFromStorage(deps.storage, preview.masterKey, source))) throw new Error("The uploaded file is no longer in storage.");
      const clip = join(folder, `preview.${STREAMING_COPY.extension}`);
      await makePreviewClip(ffmpeg, source, clip, preview.startSeconds, preview.lengthSeconds);
      await copyToStorage(deps.storage, clip, preview.storageKey, STREAMING_COPY.contentType);
    });
    await endPreview(deps.db, preview, { state: "ready" });
  });
}
