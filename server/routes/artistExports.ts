import type { FastifyReply } from "fastify";
import {
  type ArtistExportSummary,
  artistExportListSchema,
  artistExportParamsSchema,
  artistExportSummarySchema,
} from "../../schema/api/artistExports";
import { profileParamsSchema } from "../../schema/api/common";
import { findArtistExport, listArtistExports, requestArtistExport } from "../data/artistExports";
import { actorName } from "../data/auditLog";
import { findProfileSlug } from "../data/profiles";
import { attachmentNamed } from "../http/attachment";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import type { StoredFile } from "../storage/storage";
import type { RoutePlugin } from "./plugin";

/** The stored zip as the answer, streamed from the store (the studio scope already keeps it out of caches). */
function sendZip(reply: FastifyReply, file: StoredFile, fileName: string): FastifyReply {
  return reply
    .header("content-type", "application/zip")
    .header("content-length", String(file.size))
    .header("content-disposition", attachmentNamed(fileName))
    .send(file.stream);
}

/**
 * The studio's export of everything of the artist (issue 40, item 1), owners only: the zip holds
 * every fan's address and order. Asking starts a job (one at a time); the list shows each export's
 * progress, then its download until it expires (410 `artist_export_expired` after).
 */
export const artistExportRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock, storage, artistExports } = context;
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

  app.get(
    "/artist-exports/:exportId/download",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["exports"],
        params: artistExportParamsSchema,
        // The zip is streamed past the serializer: only the refusals are described here.
        response: errorResponses(404, 409, 410),
      },
    },
    async (request, reply) => {
      const { profileId, exportId } = request.params;
      const found = await findArtistExport(db, profileId, exportId, now());
      if (!found) throw httpError("not_found", "artistExport");
      if (found.summary.expired) throw httpError("artist_export_expired", "expired");
      if (found.summary.status !== "ready" || !found.storageKey) throw httpError("artist_export_busy", "notReady");
      const file = await storage.get(found.storageKey);
      // Deleted by the maintenance at its expiry: the same answer as past it.
      if (!file) throw httpError("artist_export_expired", "expired");
      const slug = (await findProfileSlug(db, profileId)) ?? "artist";
      const day = (found.summary.finishedAt ?? found.summary.createdAt).slice(0, 10);
      return sendZip(reply, file, `${slug} export ${day}.zip`);
    },
  );
};
