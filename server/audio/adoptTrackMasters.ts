import type { ServerContext } from "../context";
import { recordAudioFile } from "../data/audioFiles";
import { isMediaUrlInUse } from "../data/media";
import { listUnreadTrackAudio, moveTrackAudio } from "../data/unreadTrackAudio";
import { newId } from "../security/tokens";
import { isPrivateKey, mediaUrlOf, privateStorageKeyFor, storageKeyOfMediaUrl } from "../storage/mediaKeys";

const FORMATS: Readonly<Record<string, { format: string; lossless: boolean }>> = {
  wav: { format: "WAV", lossless: true },
  flac: { format: "FLAC", lossless: true },
  mp3: { format: "MP3", lossless: false },
  m4a: { format: "AAC", lossless: false },
  aac: { format: "AAC", lossless: false },
  ogg: { format: "Ogg Vorbis", lossless: false },
};

/**
 * Brings track audio stored before the pipeline (issue 32) into it, at start: a master still in
 * public storage (the demo's, before) is moved to a private key, so its old address answers 404,
 * and every such master is recorded, queued for its streaming copy (resumeAudioWork queues the
 * jobs). An ALAC file in M4A counts as lossy here: only the lossy formats are offered for it.
 * Returns how many masters were adopted.
 */
export async function adoptTrackMasters(context: Pick<ServerContext, "db" | "storage">): Promise<number> {
  const { db, storage } = context;
  let adopted = 0;
  for (const track of await listUnreadTrackAudio(db)) {
    let key = storageKeyOfMediaUrl(track.url);
    if (key === null) continue;
    const file = await storage.get(key);
    if (!file) continue;
    if (!isPrivateKey(key)) {
      const privateKey = privateStorageKeyFor(track.profileId, newId(), key.split("/").pop() ?? "audio");
      await storage.put(privateKey, file.stream, { contentType: file.contentType, maxBytes: file.size });
      await moveTrackAudio(db, track.url, mediaUrlOf(privateKey));
      if (!(await isMediaUrlInUse(db, track.url))) await storage.delete(key);
      key = privateKey;
    } else file.stream.destroy();
    const known = FORMATS[key.split(".").pop()?.toLowerCase() ?? ""] ?? { format: "Audio", lossless: false };
    await recordAudioFile(db, track.profileId, {
      storageKey: key,
      format: known.format,
      durationSeconds: track.durationSeconds ?? 0,
      size: file.size,
      lossless: known.lossless,
    });
    adopted++;
  }
  return adopted;
}
