import { profileParamsSchema } from "../../schema/api/common";
import { trackAudioBodySchema, trackAudioRetrySchema, trackAudioStatesBodySchema, trackAudioStatesSchema } from "../../schema/api/releases";
import { findAudioFiles, retryAudioFile } from "../data/audioFiles";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { isPrivateKey, mediaUrlOf, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

const refusals = errorResponses(400);
const retryRefusals = { ...refusals, ...errorResponses(404, 409) };

/** The private storage keys among addresses, each once, in their order. */
function privateKeysOf(urls: readonly string[]): string[] {
  const keys = urls.map(storageKeyOfMediaUrl).filter((key): key is string => key !== null && isPrivateKey(key));
  return [...new Set(keys)];
}

/**
 * Where a track's audio stands and what the studio may do about it (issue 32). States: where the
 * artist's masters named by address stand, saved in a release or only uploaded into an open form;
 * an address naming none of them (another artist's, or no master) is left out. Retry: a failed
 * master queued again with fresh tries and its job asked for. Audio of another artist, or none, is
 * 404; audio that has not failed (queued, processing, ready) is 409, since retrying it would do nothing.
 */
export const trackAudioStateRoutes: RoutePlugin = async (app, { context }) => {
  const { db, audio } = context;
  app.post(
    "/track-audio/states",
    {
      // A read sent as a POST, for its list of tracks.
      config: { studioRole: "viewer" },
      schema: {
        tags: ["releases"],
        params: profileParamsSchema,
        body: trackAudioStatesBodySchema,
        response: { 200: trackAudioStatesSchema, ...refusals },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const keys = privateKeysOf(request.body.urls);
      const files = await findAudioFiles(db, profileId, keys);
      const states = keys.flatMap((key) => {
        const file = files.get(key);
        return file ? [{ url: mediaUrlOf(key), state: file.state, problem: file.problem }] : [];
      });
      return { states };
    },
  );

  app.post(
    "/track-audio/retry",
    {
      schema: {
        tags: ["releases"],
        params: profileParamsSchema,
        body: trackAudioBodySchema,
        response: { 200: trackAudioRetrySchema, ...retryRefusals },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const key = storageKeyOfMediaUrl(request.body.url);
      if (key === null || !isPrivateKey(key)) throw httpError("not_found", "trackAudio");
      const file = (await findAudioFiles(db, profileId, [key])).get(key);
      if (!file) throw httpError("not_found", "trackAudio");
      // The update checks the state itself: a retry racing another leaves one of them refused.
      if (!(await retryAudioFile(db, profileId, key))) throw httpError("conflict", "trackAudioNotFailed");
      await audio.processMaster(key);
      return { state: "queued" as const };
    },
  );
};
