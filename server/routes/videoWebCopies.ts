import { profileParamsSchema } from "../../schema/api/common";
import { UPLOAD_CONTENT_TYPES } from "../../schema/api/uploads";
import { type VideoWebCopy, videoWebCopyQuerySchema, videoWebCopyRequestSchema, videoWebCopySchema } from "../../schema/api/videos";
import { findUploadByKey } from "../data/uploads";
import { findVideoFile, requestVideoWebCopy, type VideoFile } from "../data/videoFiles";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { uploadContentTypeOf } from "../storage/contentSniffing";
import { isPrivateKey, mediaUrlOf, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/** The storage key of a video the artist uploaded here, public (a page's video is public media); refused otherwise. */
async function ownVideoKey(db: Queryable, profileId: string, url: string): Promise<string> {
  const key = storageKeyOfMediaUrl(url);
  if (key === null || isPrivateKey(key)) throw httpError("bad_request", "notUploadedHere");
  const upload = await findUploadByKey(db, profileId, key);
  if (!upload?.completed) throw httpError("bad_request", "notUploadedHere");
  const type = uploadContentTypeOf(upload.contentType ?? undefined);
  if (!type || UPLOAD_CONTENT_TYPES[type].kind !== "video") throw httpError("bad_request", "notAVideo");
  return key;
}

const answer = (video: VideoFile): VideoWebCopy => ({
  state: video.state,
  problem: video.problem,
  webCopy: video.state === "ready" && video.webKey ? mediaUrlOf(video.webKey) : null,
  poster: video.state === "ready" && video.posterKey ? mediaUrlOf(video.posterKey) : null,
});

/**
 * Videos' web copies from the studio (issue 39): asked for once per upload (the job makes it, one
 * transcode at a time, never in the request), then read until ready. Only the artist's own uploads.
 */
export const videoWebCopyRoutes: RoutePlugin = async (app, { context: { db, video } }) => {
  app.post(
    "/videos/web-copy",
    {
      schema: {
        tags: ["media"],
        params: profileParamsSchema,
        body: videoWebCopyRequestSchema,
        response: { 200: videoWebCopySchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const key = await ownVideoKey(db, profileId, request.body.video);
      const requested = await requestVideoWebCopy(db, profileId, key, request.body.retry ?? false);
      if (requested.queued) await video.makeWebCopy(key);
      return answer(requested.video);
    },
  );

  app.get(
    "/videos/web-copy",
    {
      schema: {
        tags: ["media"],
        params: profileParamsSchema,
        querystring: videoWebCopyQuerySchema,
        response: { 200: videoWebCopySchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const key = await ownVideoKey(db, profileId, request.query.video);
      const found = await findVideoFile(db, key);
      if (!found || found.profileId !== profileId) throw httpError("not_found", "videoWebCopy");
      return answer(found);
    },
  );
};
