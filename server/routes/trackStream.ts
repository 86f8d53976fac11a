import type { TrackStream } from "../../schema/api/listening";
import { trackParamsSchema, trackStreamSchema } from "../../schema/api/listening";
import { peaksOfWindow, playbackGainDb } from "../audio/playbackGain";
import { previewWindowOf } from "../audio/previewWindow";
import { findAudioFile, findAudioPeaks } from "../data/audioFiles";
import { findPreview, requestPreview } from "../data/audioPreviews";
import { ownsProduct } from "../data/library";
import { findTrackForListening, type TrackForListening } from "../data/trackListening";
import { callerOf } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { signedMediaUrl } from "../security/mediaSignature";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 403, 404, 409);

/**
 * What the player may play of a track (issue 32), decided per request for whoever asks: the
 * artist's editors and the release's buyers (asked again each time, so a refund ends it) hear the
 * whole streaming copy; anyone else what the artist allows (all of it, the preview clip, or
 * nothing). Answers carry a short-lived link to a copy, never to the master, and are never cached
 * by anyone but the asker.
 */
export const trackStreamRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, clock, audio, releaseClock } = context;

  /**
   * Whether the caller hears everything: the artist's own editor, or a fan who owns the release
   * (a pre-order's buyer, before the release date, only its 'instant grat' tracks: issue 36).
   */
  async function hearsAll(request: Parameters<typeof callerOf>[0], profileId: string, track: TrackForListening, out: boolean) {
    const caller = await callerOf(request, db);
    if (caller.kind === "editor") return caller.editor.profileId === profileId;
    if (caller.kind === "fan" && caller.account.profileId === profileId && (out || track.instantGrat))
      return ownsProduct(db, profileId, caller.account.id, track.productId);
    return false;
  }

  app.get(
    "/public/tracks/:trackId/stream",
    { schema: { tags: ["catalogue"], params: trackParamsSchema, response: { 200: trackStreamSchema, ...errors } } },
    async (request, reply): Promise<TrackStream> => {
      const profile = await requestProfile(request, db);
      reply.header("cache-control", "private, no-store");
      const track = await findTrackForListening(db, profile.id, request.params.trackId);
      const masterKey = track?.masterUrl ? storageKeyOfMediaUrl(track.masterUrl) : null;
      if (!track || !masterKey) throw httpError("not_found", "track");
      const out = track.releasedAt.getTime() <= releaseClock.now();
      const all = await hearsAll(request, profile.id, track, out);
      // A draft's or an archived release's tracks exist only for those who hear everything.
      if (track.releaseStatus !== "published" && !all) throw httpError("not_found", "track");
      // Before its date, a release plays in full for no visitor but its 'instant grat' tracks.
      const listen = !out && !track.instantGrat && track.listen === "full" ? "preview" : track.listen;
      const kind = all || listen === "full" ? "full" : listen === "preview" ? "preview" : null;
      if (!kind) throw httpError("buyers_only", "track");
      const master = await findAudioFile(db, masterKey);
      if (!master || master.state === "failed") throw httpError("audio_not_ready", master ? "failed" : "stream");
      if (master.state !== "ready" || !master.streamKey) throw httpError("audio_not_ready", "stream");
      const peaks = (await findAudioPeaks(db, profile.id, masterKey)) ?? new Uint8Array();
      const gainDb = playbackGainDb({ lufs: master.loudnessLufs, truePeakDbtp: master.truePeakDbtp }, track.normalizeLoudness);
      const now = clock.now();
      if (kind === "full") {
        return {
          url: signedMediaUrl(config.uploadSecret, master.streamKey, now),
          kind,
          gainDb,
          durationSeconds: master.durationSeconds,
          startSeconds: 0,
          peaks: [...peaks],
        };
      }
      const window = previewWindowOf(master.durationSeconds, {
        startSeconds: track.previewStartSeconds,
        lengthSeconds: track.previewSeconds,
      });
      const preview = await findPreview(db, masterKey, window.startSeconds, window.lengthSeconds);
      if (preview?.state !== "ready") {
        // Asked for now if no job made it (settings changed after the copy was made): ready in seconds.
        if (!preview || preview.state === "failed") {
          await requestPreview(db, masterKey, window.startSeconds, window.lengthSeconds);
          await audio.makePreview({ masterKey, ...window });
        }
        throw httpError("audio_not_ready", "stream");
      }
      return {
        url: signedMediaUrl(config.uploadSecret, preview.storageKey, now),
        kind,
        gainDb,
        durationSeconds: window.lengthSeconds,
        startSeconds: window.startSeconds,
        peaks: peaksOfWindow(peaks, master.durationSeconds, window.startSeconds, window.lengthSeconds),
      };
    },
  );
};
