import { errorResponseSchema, profileQuerySchema } from "../../schema/api/common";
import { librarySchema } from "../../schema/api/library";
import { listOwnedProducts } from "../data/library";
import { requireFan } from "../http/caller";
import { requestProfile } from "../http/profile";
import { privateMediaLinker } from "../media/privateMediaLinks";
import type { RoutePlugin } from "./plugin";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * The fan's library (issue 18): every release they bought or claimed as a gift, each track with a
 * link to its original file, signed for this answer and expiring (the private media of the
 * hardening issue): only an answer that checked the purchase hands one out. A refunded order's
 * releases are gone from it, gifts included.
 */
export const libraryRoutes: RoutePlugin = async (app, { context: { db, config, clock } }) => {
  app.get(
    "/public/library",
    { schema: { tags: ["checkout"], querystring: profileQuerySchema, response: { 200: librarySchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const link = privateMediaLinker(config.uploadSecret, clock.now());
      const products = await listOwnedProducts(db, profile.id, fan.id);
      return {
        releases: products.map((product) => {
          const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
          const cover = product.media.find((item) => item.type === "image");
          return {
            productId: product.id,
            title: product.title,
            artist: product.artist,
            coverImage: cover ? link(cover.url) : null,
            tracks: (variant?.tracks ?? []).map((track) => {
              const audio = track.media.find((item) => item.type === "audio");
              return {
                id: track.id,
                title: track.title,
                durationSeconds: track.durationSeconds ?? null,
                url: audio ? link(audio.url) : null,
                fileName: audio?.name ?? track.title,
              };
            }),
          };
        }),
      };
    },
  );
};
