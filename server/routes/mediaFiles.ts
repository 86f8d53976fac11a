import { mediaFileParamsSchema, mediaFileQuerySchema, mediaFileResponseSchema } from "../../schema/api/uploads";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { sendStoredFile } from "../media/sendStoredFile";
import { SizedImages } from "../media/sizedImages";
import { checkMediaLink } from "../security/mediaSignature";
import { isPrivateKey } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

/**
 * Names carry the upload's random id, so a file never changes and a public one may be cached for
 * a year; a private one only by the browser it was sent to, until its link expires.
 */
const PUBLIC_CACHING = "public, max-age=31536000, immutable";

/** Why a private file's link opens nothing, as the catalogue says it. */
const LINK_REFUSALS = {
  missing: () => httpError("media_link_missing", "members"),
  invalid: () => httpError("media_link_invalid", "invalid"),
  expired: () => httpError("media_link_expired", "expired"),
} as const;

/**
 * GET /media/{profileId}/{file}: uploaded files, outside /api, with byte ranges for players that
 * seek, public photos at the widths of `srcset` (`?w=`), and a logo's square icons (`?icon=`). Private files (`/media/private/…`) only through a link the server signed after checking
 * who asked (403 otherwise), and never into a shared cache. A store that presigns downloads (S3)
 * serves a private file's bytes itself: a GET whose link passed is sent there, by a presigned URL
 * that expires with the link, so a long video does not stream through this server.
 */
export const mediaFileRoutes: RoutePlugin = async (app, { context: { storage, config, clock } }) => {
  const sizedImages = new SizedImages(storage);
  app.route({
    method: ["GET", "HEAD"],
    url: "/media/*",
    // Audio and images are compressed already, and byte ranges count the stored bytes.
    compress: false,
    schema: {
      tags: ["media"],
      params: mediaFileParamsSchema,
      querystring: mediaFileQuerySchema,
      response: {
        200: mediaFileResponseSchema,
        206: mediaFileResponseSchema,
        302: { description: "A private file, from a store that serves it by a presigned URL (S3).", type: "null" },
        ...errorResponses(403, 404, 416),
      },
    },
    handler: async (request, reply) => {
      const key = request.params["*"];
      let caching = PUBLIC_CACHING;
      if (isPrivateKey(key)) {
        const link = checkMediaLink(config.uploadSecret, key, request.query, clock.now());
        if (!link.ok) throw LINK_REFUSALS[link.reason]();
        caching = `private, max-age=${link.secondsLeft}`;
        // A HEAD is answered here: a presigned URL is signed for GET only.
        if (storage.presignDownload && request.method === "GET") {
          const location = await storage.presignDownload(key, { expiresInSeconds: link.secondsLeft });
          return reply.header("cache-control", caching).redirect(location, 302);
        }
      }
      // A public photo asked for at a width (`srcset`): its copy of that size, in the best format
      // the browser takes, so caches keep one per format.
      const { w: width, icon } = request.query;
      if (icon !== undefined && !isPrivateKey(key)) {
        const iconKey = await sizedImages.iconKeyFor(key, icon);
        return sendStoredFile(request, reply, storage, iconKey ?? key, caching);
      }
      const sized = width !== undefined && !isPrivateKey(key) ? await sizedImages.keyFor(key, width, request.headers.accept) : null;
      if (sized) reply.header("vary", "accept");
      return sendStoredFile(request, reply, storage, sized ?? key, caching);
    },
  });
};
