import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyContentTypeParser } from "fastify";
import { importArtistQuerySchema, importArtistResponseSchema, MAX_ARTIST_ZIP_BYTES } from "../../schema/api/operator";
import { importArtistZip } from "../artistImport/importArtist";
import { ArtistImportRefusal } from "../artistImport/importRefusal";
import { sendTeamLinks, type TeamLink } from "../artistImport/teamLinks";
import { artistAddresses } from "../artists/artistLinks";
import { reachedAsPublicUrl } from "../artists/artistOrigin";
import { errorResponses } from "../http/errorResponses";
import { HttpError } from "../http/httpError";
import { requestReachedAs } from "../http/siteOrigin";
import { checkOperator } from "./operator";
import type { RoutePlugin } from "./plugin";

const passStream: FastifyContentTypeParser = (_request, payload, done) => done(null, payload);

/**
 * POST /operator/artists/import (issue 40, item 2): `backline import` over HTTP, for a server that
 * runs (its embedded database is the server's alone). The body is the export's zip, written to a
 * temporary file (the import reads it twice: its checksums, then its records) and deleted after.
 */
export const operatorImportRoutes: RoutePlugin = async (app, { context: { db, storage, config, mail, audio } }) => {
  // Only in this scope: every other route keeps the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/zip", passStream);

  app.post(
    "/operator/artists/import",
    {
      bodyLimit: MAX_ARTIST_ZIP_BYTES,
      onRequest: async (request) => checkOperator(request, config.operatorToken),
      schema: {
        tags: ["operator"],
        security: [{ bearer: [] }],
        querystring: importArtistQuerySchema,
        response: { 201: importArtistResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const folder = await mkdtemp(join(tmpdir(), "backline-import-"));
      try {
        const zipPath = join(folder, "artist.zip");
        await pipeline(request.body instanceof Readable ? request.body : Readable.from([]), createWriteStream(zipPath));
        const summary = await importArtistZip({ db, storage }, zipPath, request.query).catch((error: unknown) => {
          if (error instanceof ArtistImportRefusal) throw new HttpError(error.code, error.reason, error.message);
          throw error;
        });
        // Fans hear the music once its streaming copies are made, as after an upload.
        for (const key of summary.audioMasterKeys) await audio.processMaster(key);
        const addresses = artistAddresses(config, reachedAsPublicUrl(config) ?? requestReachedAs(request), {
          slug: summary.profile.slug,
          domain: null,
        });
        const team = await sendTeamLinks(mail, summary, addresses);
        // The links are in the team's order: the owner's is at the owner's place.
        const owner = team[summary.team.indexOf(summary.owner)] as TeamLink;
        return reply.code(201).send({
          profileId: summary.profile.id,
          name: summary.profile.name,
          slug: summary.profile.slug,
          domain: null,
          ownerEmail: summary.owner.email,
          siteUrl: addresses.site,
          studioUrl: addresses.studio,
          passwordLink: owner.passwordLink,
          passwordLinkExpiresAt: owner.passwordLinkExpiresAt,
          team,
          teamElsewhere: summary.teamElsewhere,
          counts: summary.counts,
          filesCopied: summary.filesCopied,
          filesMissing: [...summary.filesMissing],
          fansLinked: summary.fansLinked,
          fansElsewhere: summary.fansElsewhere,
        });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
};
