import { errorResponseSchema, profileParamsSchema } from "../../schema/api/common";
import { trackAudioBodySchema, trackAudioRetrySchema } from "../../schema/api/releases";
import { findAudioFiles, retryAudioFile } from "../data/audioFiles";
import { requireEditor } from "../http/caller";
import { httpError } from "../http/httpError";
import { isPrivateKey, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The studio's Retry of a track whose audio could not be prepared (issue 32): the failed master is
 * queued again with fresh tries and its job asked for. Audio of another artist, or none, is 404;
 * audio that has not failed (queued, processing, ready) is 409, since retrying it would do nothing.
 */
export const trackAudioRetryRoutes: RoutePlugin = async (app, { context }) => {
  const { db, audio } = context;
  app.post(
    "/profiles/:profileId/track-audio/retry",
    {
      schema: {
        tags: ["releases"],
        params: profileParamsSchema,
        body: trackAudioBodySchema,
        response: { 200: trackAudioRetrySchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      await requireEditor(request, db, profileId);
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
