import {
  type ArtistExportLink,
  type ArtistExportSummary,
  artistExportFileParamsSchema,
  artistExportLinkSchema,
  artistExportListSchema,
  artistExportParamsSchema,
  artistExportSummarySchema,
} from "../../schema/api/artistExports";
import { profileParamsSchema } from "../../schema/api/common";
import { mediaFileResponseSchema } from "../../schema/api/uploads";
import { findArtistExport, listArtistExports, requestArtistExport } from "../data/artistExports";
import { actorName } from "../data/auditLog";
import { findEditor } from "../data/editors";
import { findProfileSlug } from "../data/profiles";
import type { Queryable } from "../db/database";
import { attachmentNamed } from "../http/attachment";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { PRIVATE_ANSWER } from "../http/securityHeaders";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import { sendStoredFile } from "../media/sendStoredFile";
import { ARTIST_EXPORT_LINK_SECONDS, artistExportToken, readArtistExportToken } from "../security/artistExportLinks";
import type { RoutePlugin } from "./plugin";

/** The export, if it is the artist's, made, and not past its days: 404, 409 and 410 otherwise. */
async function readyExport(db: Queryable, profileId: string, exportId: string, at: Date) {
  const found = await findArtistExport(db, profileId, exportId, at);
  if (!found) throw httpError("not_found", "artistExport");
  if (found.summary.expired) throw httpError("artist_export_expired", "expired");
  if (found.summary.status !== "ready" || !found.storageKey) throw httpError("artist_export_busy", "notReady");
  return { ...found, storageKey: found.storageKey };
}

/**
 * The studio's export of everything of the artist (issue 40, item 1), owners only: the zip holds
 * every fan's address and order. Asking starts a job (one at a time); the list shows each export's
 * progress, then its download until it expires (410 `artist_export_expired` after).
 */
export const artistExportRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock, config, artistExports } = context;
  const now = () => new Date(clock.now());

  app.post(
    "/artist-exports",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["exports"],
        params: profileParamsSchema,
        response: { 202: artistExportSummarySchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply): Promise<ArtistExportSummary> => {
      const { profileId } = request.params;
      const exportId = await requestArtistExport(db, profileId, actorName(studioOf(request).editor), now());
      if (!exportId) throw httpError("artist_export_busy", "underWay");
      await auditStudio(request, db, "artist_exported", "Everything");
      // Made by a job: the answer comes at once, and the studio asks the list for progress.
      await artistExports.build(exportId);
      const found = await findArtistExport(db, profileId, exportId, now());
      if (!found) throw httpError("not_found", "artistExport");
      reply.code(202);
      return found.summary;
    },
  );

  app.get(
    "/artist-exports",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["exports"], params: profileParamsSchema, response: { 200: artistExportListSchema, ...errorResponses(404) } },
    },
    async (request) => listArtistExports(db, request.params.profileId, now()),
  );

  app.post(
    "/artist-exports/:exportId/link",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["exports"],
        params: artistExportParamsSchema,
        response: { 200: artistExportLinkSchema, ...errorResponses(404, 409, 410) },
      },
    },
    async (request): Promise<ArtistExportLink> => {
      const { profileId, exportId } = request.params;
      await readyExport(db, profileId, exportId, now());
      const expires = Math.floor(clock.now() / 1000) + ARTIST_EXPORT_LINK_SECONDS;
      const token = artistExportToken(config.uploadSecret, { profileId, exportId, editorId: studioOf(request).editor.id, expires });
      return { url: `/api/public/artist-exports/${token}`, expiresAt: new Date(expires * 1000).toISOString() };
    },
  );
};

/**
 * An export's zip through its link (artistExportLinkSchema): outside the studio's scope, as the
 * browser follows it with no session header; the link's grant is checked instead, and again that
 * whoever asked for it is still the artist's owner. Byte ranges are answered, so a download the
 * browser resumes goes on where it stopped.
 */
export const artistExportFileRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock, config, storage } = context;
  app.get(
    "/public/artist-exports/:token",
    {
      schema: {
        tags: ["exports"],
        params: artistExportFileParamsSchema,
        response: { 200: mediaFileResponseSchema, 206: mediaFileResponseSchema, ...errorResponses(400, 404, 409, 410, 416) },
      },
      // A zip is compressed already, and byte ranges count the stored bytes.
      compress: false,
    },
    async (request, reply) => {
      // Never kept by a cache, as every studio answer: refusals included.
      reply.header("cache-control", PRIVATE_ANSWER);
      const check = readArtistExportToken(config.uploadSecret, request.params.token, clock.now());
      if (!check.ok)
        throw check.reason === "expired" ? httpError("artist_export_expired", "linkExpired") : httpError("not_found", "artistExportLink");
      const { profileId, exportId, editorId } = check.grant;
      const asker = await findEditor(db, profileId, editorId);
      if (asker?.role !== "owner") throw httpError("not_found", "artistExportLink");
      const found = await readyExport(db, profileId, exportId, new Date(clock.now()));
      const slug = (await findProfileSlug(db, profileId)) ?? "artist";
      const day = (found.summary.finishedAt ?? found.summary.createdAt).slice(0, 10);
      reply.header("content-disposition", attachmentNamed(`${slug} export ${day}.zip`));
      return sendStoredFile(request, reply, storage, found.storageKey, PRIVATE_ANSWER);
    },
  );
};
