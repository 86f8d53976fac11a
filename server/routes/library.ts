import { profileQuerySchema } from "../../schema/api/common";
import { librarySchema } from "../../schema/api/library";
import { DOWNLOAD_FORMATS } from "../audio/downloadFormats";
import { formatsGiven } from "../audio/releaseDownloads";
import { ownAnswer } from "../cache/ownAnswers";
import { findAudioFiles } from "../data/audioFiles";
import { listOwnedProducts } from "../data/library";
import type { Queryable } from "../db/database";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { requestProfile } from "../http/profile";
import { privateMediaLinker } from "../media/privateMediaLinks";
import { isLockedUntilRelease, preOrderDateOf } from "../orders/preOrderLocks";
import { signedMediaUrl } from "../security/mediaSignature";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404);

/**
 * The fan's library (issue 18): every release they bought or claimed as a gift, each track with a
 * link to its streaming copy (issue 32; never the master), signed for this answer and expiring:
 * only an answer that checked the purchase hands one out. Downloads are asked for apart
 * (routes/downloads.ts), in the formats listed per release. A refunded order's
 * releases are gone from it, gifts included.
 */
/** The releases a fan owns and the masters of their tracks (as entries: the cache sizes values by their JSON). */
async function ownedReleases(db: Queryable, profileId: string, accountId: string) {
  const products = await listOwnedProducts(db, profileId, accountId);
  const masterKeys = products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.tracks.flatMap((track) =>
        track.media.filter((item) => item.type === "audio").map((item) => storageKeyOfMediaUrl(item.url) ?? ""),
      ),
    ),
  );
  return { products, masters: [...(await findAudioFiles(db, profileId, masterKeys))] };
}

export const libraryRoutes: RoutePlugin = async (app, { context: { db, config, clock, releaseClock } }) => {
  app.get(
    "/public/library",
    { schema: { tags: ["checkout"], querystring: profileQuerySchema, response: { 200: librarySchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const link = privateMediaLinker(config.uploadSecret, clock.now());
      // The fan's own releases and masters, kept for them alone for a second (cache/ownAnswers.ts); links signed per answer.
      const owned = await ownAnswer(db, fan.id, JSON.stringify(["library", profile.id]), () => ownedReleases(db, profile.id, fan.id));
      const { products } = owned;
      const masters = new Map(owned.masters);
      const streamOf = (url: string) => {
        const master = masters.get(storageKeyOfMediaUrl(url) ?? "");
        return master?.state === "ready" && master.streamKey ? signedMediaUrl(config.uploadSecret, master.streamKey, clock.now()) : null;
      };
      // Every track's master is in `masters` (the default edition's among them): no query a release.
      const formats = products.map((product) => formatsGiven(product, masters));
      return {
        releases: products.map((product, index) => {
          const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
          const cover = product.media.find((item) => item.type === "image");
          // A pre-order (issue 36): its date, and no streaming link to a track that waits for it.
          const preOrderDate = preOrderDateOf(product, releaseClock.now());
          const locked = (trackId: string) => isLockedUntilRelease(product, trackId, releaseClock.now());
          return {
            productId: product.id,
            title: product.title,
            artist: product.artist,
            coverImage: cover ? link(cover.url) : null,
            ...(preOrderDate ? { preOrderDate } : {}),
            formats: (formats[index] ?? []).map((id) => ({ id, label: DOWNLOAD_FORMATS[id].label })),
            tracks: (variant?.tracks ?? []).map((track) => {
              const audio = track.media.find((item) => item.type === "audio");
              return {
                id: track.id,
                title: track.title,
                durationSeconds: track.durationSeconds ?? null,
                url: audio && !locked(track.id) ? streamOf(audio.url) : null,
                fileName: audio?.name ?? track.title,
                ...(locked(track.id) ? { locked: true } : {}),
              };
            }),
          };
        }),
      };
    },
  );
};
