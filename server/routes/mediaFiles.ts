import { type Readable, Transform } from "node:stream";
import type { FastifyReply } from "fastify";
import { mediaFileParamsSchema, mediaFileQuerySchema, mediaFileResponseSchema } from "../../schema/api/uploads";
import { type ByteRange, parseByteRange } from "../http/byteRange";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { checkMediaLink } from "../security/mediaSignature";
import { isPrivateKey } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

/**
 * Sent with every stored file. Names carry the upload's random id, so a file never changes and a
 * public one may be cached for a year; a private one only by the browser it was sent to, until its
 * link expires. The policy only matters when a file is opened as a page (an SVG): it then runs no
 * script and loads nothing.
 */
const PUBLIC_CACHING = "public, max-age=31536000, immutable";
const FILE_HEADERS = {
  "x-content-type-options": "nosniff",
  "accept-ranges": "bytes",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * The bytes `range` of `stream`, for a store that hands out whole files (disk; S3 reads the range
 * itself): the bytes before the range are skipped and the source closed after its end.
 */
function sliceStream(stream: Readable, { start, end }: ByteRange): Readable {
  let position = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, start - position);
      const to = Math.min(chunk.length, end + 1 - position);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > end) {
        this.push(null);
        stream.unpipe(slice);
        stream.destroy();
      }
      callback();
    },
  });
  stream.on("error", (error) => slice.destroy(error));
  return stream.pipe(slice);
}

/** Sends a file's bytes (or, for HEAD, only its headers); the schema's `binary` string describes them for OpenAPI. */
function sendBytes(reply: FastifyReply, bytes?: Readable): FastifyReply {
  return reply.send(bytes);
}

/** Why a private file's link opens nothing, as the catalogue says it. */
const LINK_REFUSALS = {
  missing: () => httpError("media_link_missing", "members"),
  invalid: () => httpError("media_link_invalid", "invalid"),
  expired: () => httpError("media_link_expired", "expired"),
} as const;

/**
 * GET /media/{profileId}/{file}: uploaded files, outside /api, with byte ranges for players that
 * seek. Private files (`/media/private/…`) only through a link the server signed after checking
 * who asked (403 otherwise), and never into a shared cache. A store that presigns downloads (S3)
 * serves a private file's bytes itself: a GET whose link passed is sent there, by a presigned URL
 * that expires with the link, so a long video does not stream through this server.
 */
export const mediaFileRoutes: RoutePlugin = async (app, { context: { storage, config, clock } }) => {
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
      const file = await storage.get(key);
      if (!file) throw httpError("not_found", "file");
      const range = parseByteRange(request.headers.range, file.size);
      if (range === "unsatisfiable") {
        file.stream.destroy();
        throw httpError("range_not_satisfiable", "notInFile").withHeaders({ "content-range": `bytes */${file.size}` });
      }
      reply.headers(FILE_HEADERS).header("cache-control", caching).header("content-type", file.contentType);
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      if (range) reply.code(206).header("content-range", `bytes ${start}-${end}/${file.size}`);
      reply.header("content-length", String(Math.max(0, end - start + 1)));
      if (request.method === "HEAD") {
        file.stream.destroy();
        return sendBytes(reply);
      }
      if (!range) return sendBytes(reply, file.stream);
      if (!file.readRange) return sendBytes(reply, sliceStream(file.stream, range));
      // The whole file's stream was never read, so it opened nothing.
      file.stream.destroy();
      return sendBytes(reply, file.readRange(range));
    },
  });
};
