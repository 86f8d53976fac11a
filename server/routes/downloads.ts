import {
  type DownloadStatus,
  downloadRequestSchema,
  downloadStatusSchema,
  downloadTokenParamsSchema,
  releaseDownloadParamsSchema,
} from "../../schema/api/downloads";
import type { Product } from "../../schema/entities/catalogue";
import { releaseDateWords } from "../../schema/rules/releaseDates";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "../audio/downloadFormats";
import { formatsOfRelease, planDownload, prepareDownload } from "../audio/releaseDownloads";
import { serveDownload } from "../audio/serveDownload";
import { findOwnedRelease } from "../data/library";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { isLockedUntilRelease } from "../orders/preOrderLocks";
import { DOWNLOAD_LINK_SECONDS, downloadToken, readDownloadToken } from "../security/downloadLinks";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409, 410);

/** A zip's name: the release's artist and title, made safe the way track files are. */
const zipNameOf = (artist: string, title: string, format: DownloadFormat) =>
  `${`${artist} - ${title}`.replace(/[\\/:*?"<>|]|\p{Cc}/gu, "_").slice(0, 150)} (${DOWNLOAD_FORMATS[format].label}).zip`;

/**
 * Buyers' downloads (issue 32): the release as a zip or one track, in the format they choose,
 * prepared by jobs (made once, shared by every buyer) and handed out through a link bound to the
 * buyer, checked again at each use, so a refund ends it.
 */
export const downloadRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, clock, audio, storage, releaseClock } = context;
  /** A pre-order's tracks other than its 'instant grat' ones wait for the release date (issue 36, item 5). */
  const refuseBeforeRelease = (product: Product, trackId: string | null) => {
    if (isLockedUntilRelease(product, trackId, releaseClock.now()))
      throw httpError("not_released_yet", "release", releaseDateWords(product.releasedAt ?? ""));
  };

  app.post(
    "/public/library/:productId/downloads",
    {
      schema: {
        tags: ["checkout"],
        params: releaseDownloadParamsSchema,
        body: downloadRequestSchema,
        response: { 200: downloadStatusSchema, ...errors },
      },
    },
    async (request, reply): Promise<DownloadStatus> => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      reply.header("cache-control", "private, no-store");
      const owned = await findOwnedRelease(db, profile.id, fan.id, request.params.productId);
      if (!owned) throw httpError("not_found", "product");
      const { format, trackId } = request.body;
      refuseBeforeRelease(owned.product, trackId ?? null);
      if (!(await formatsOfRelease(db, profile.id, owned.product)).includes(format)) {
        throw httpError("bad_request", "formatNotOffered", DOWNLOAD_FORMATS[format].label);
      }
      const files = planDownload(owned.product, owned.year, format, trackId ?? null);
      if (files.length === 0) throw httpError("bad_request", "notInRelease");
      const rows = await prepareDownload(db, audio, files);
      const ready = rows.filter((row) => row.state === "ready").length;
      const state = rows.some((row) => row.state === "failed") ? "failed" : ready === rows.length ? "ready" : "preparing";
      const grant = {
        accountId: fan.id,
        productId: owned.product.id,
        trackId: trackId ?? null,
        format,
        expires: Math.floor(clock.now() / 1000) + DOWNLOAD_LINK_SECONDS,
      };
      return {
        format,
        state,
        ready,
        total: rows.length,
        url: state === "ready" ? `/api/public/downloads/${downloadToken(config.uploadSecret, grant)}` : null,
        fileName: trackId ? (files[0]?.fileName ?? "") : zipNameOf(owned.product.artist, owned.product.title, format),
      };
    },
  );

  app.get(
    "/public/downloads/:token",
    { schema: { tags: ["checkout"], params: downloadTokenParamsSchema, response: errors } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const check = readDownloadToken(config.uploadSecret, request.params.token, clock.now());
      if (!check.ok)
        throw check.reason === "expired" ? httpError("download_link_expired", "expired") : httpError("download_link_invalid", "invalid");
      const { grant } = check;
      // Asked again now: a refund since the link was made ends it.
      const owned = await findOwnedRelease(db, profile.id, grant.accountId, grant.productId);
      if (!owned) throw httpError("download_revoked", "refunded");
      refuseBeforeRelease(owned.product, grant.trackId);
      const files = planDownload(owned.product, owned.year, grant.format, grant.trackId);
      return serveDownload(
        reply,
        { db, storage },
        {
          files,
          oneTrack: grant.trackId !== null,
          zipName: zipNameOf(owned.product.artist, owned.product.title, grant.format),
          product: owned.product,
        },
      );
    },
  );
};
