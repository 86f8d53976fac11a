import { Readable } from "node:stream";
import type { FastifyContentTypeParser } from "fastify";
import { errorResponseSchema } from "../../schema/api/common";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  type UploadContentType,
  uploadParamsSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from "../../schema/api/uploads";
import {
  claimUpload,
  completeUpload,
  findUpload,
  releaseUpload,
  renewUploadLease,
  secondsUntilReleased,
  UPLOAD_LEASE_SECONDS,
} from "../data/uploads";
import type { Queryable } from "../db/database";
import { HttpError } from "../http/httpError";
import { readUploadBody, UploadInterruptedError } from "../http/uploadBody";
import { verifyUploadSignature } from "../security/uploadSignature";
import { matchesContentType, SNIFF_BYTES, uploadContentTypeOf } from "../storage/contentSniffing";
import { mediaUrlOf } from "../storage/mediaKeys";
import { FileTooLargeError } from "../storage/storage";
import type { RoutePlugin } from "./plugin";

export const UPLOAD_MESSAGES = {
  invalid: "This upload link is not valid.",
  expired: "This upload link has expired.",
  used: "This upload link was already used.",
  inUse: "This upload link is in use. If an upload was cut off, try again in a moment.",
  unsupported: "Only images and MP4 videos can be uploaded.",
  mismatch: "The file's contents do not match its type.",
} as const;

/**
 * A refusal sent before the body was read: the connection closes after the answer, so the server
 * does not read (up to 200 MB of) a file it has already refused.
 */
function refuse(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message, {}, { connection: "close" });
}

/** The body of an upload is the file's bytes, passed on as a stream (never buffered whole). */
const passStream: FastifyContentTypeParser = (_request, payload, done) => done(null, payload);

/** Why a slot could not be taken: unknown (403), expired (403), already used (409), or in use (409 with Retry-After). */
async function refusalFor(db: Queryable, profileId: string, uploadId: string, now: Date): Promise<HttpError> {
  const upload = await findUpload(db, profileId, uploadId);
  if (!upload) return refuse(403, UPLOAD_MESSAGES.invalid);
  if (upload.completed) return refuse(409, UPLOAD_MESSAGES.used);
  if (upload.expiresAt <= now) return refuse(403, UPLOAD_MESSAGES.expired);
  const wait = Math.max(1, await secondsUntilReleased(db, profileId, uploadId));
  return new HttpError(409, UPLOAD_MESSAGES.inUse, { code: "upload_in_use" }, { connection: "close", "retry-after": String(wait) });
}

/**
 * PUT /uploads/{uploadId}: receives the file of a presigned URL (embedded storage). The link is
 * checked first (signature, expiry, one use), then the type (declared and by its first bytes),
 * then the size while the file streams to storage. Nothing is stored when a check fails.
 */
export const uploadRoutes: RoutePlugin = async (app, { context: { db, storage, config } }) => {
  // Only in this scope: every other route keeps the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(UPLOAD_CONTENT_TYPES), passStream);

  app.put(
    "/uploads/:uploadId",
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      // Before the body is parsed: any other type (or none) is refused in the product's words.
      onRequest: async (request) => {
        if (!uploadContentTypeOf(request.headers["content-type"])) throw refuse(415, UPLOAD_MESSAGES.unsupported);
      },
      schema: {
        tags: ["media"],
        consumes: Object.keys(UPLOAD_CONTENT_TYPES),
        params: uploadParamsSchema,
        querystring: uploadQuerySchema,
        response: {
          200: uploadResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { uploadId } = request.params;
      const { profileId, expires, signature } = request.query;
      if (!verifyUploadSignature(config.uploadSecret, { profileId, uploadId, expires }, signature))
        throw refuse(403, UPLOAD_MESSAGES.invalid);
      const now = new Date();
      if (expires * 1000 <= now.getTime()) throw refuse(403, UPLOAD_MESSAGES.expired);
      const contentType: UploadContentType | null = uploadContentTypeOf(request.headers["content-type"]);
      if (!contentType) throw refuse(415, UPLOAD_MESSAGES.unsupported);
      const { maxBytes } = UPLOAD_CONTENT_TYPES[contentType];
      if (Number(request.headers["content-length"]) > maxBytes) throw refuse(413, new FileTooLargeError(maxBytes).message);

      const slot = await claimUpload(db, profileId, uploadId, contentType, now);
      if (!slot) throw await refusalFor(db, profileId, uploadId, now);
      try {
        const body = request.body instanceof Readable ? request.body : Readable.from([]);
        const { head, stream } = await readUploadBody(body, SNIFF_BYTES);
        if (!matchesContentType(contentType, head)) throw refuse(415, UPLOAD_MESSAGES.mismatch);
        // The slot stays this PUT's while the file streams in; if this server dies, the lease runs out.
        const lease = setInterval(
          () => void renewUploadLease(db, profileId, uploadId).catch(() => undefined),
          (UPLOAD_LEASE_SECONDS * 1000) / 3,
        );
        const size = await storage.put(slot.storageKey, stream, { contentType, maxBytes }).finally(() => clearInterval(lease));
        await completeUpload(db, profileId, uploadId, size).catch(async (error: unknown) => {
          await storage.delete(slot.storageKey);
          throw error;
        });
      } catch (error) {
        await releaseUpload(db, profileId, uploadId).catch(() => undefined);
        if (error instanceof FileTooLargeError) throw refuse(413, error.message);
        if (error instanceof UploadInterruptedError) throw refuse(400, error.message);
        throw error;
      }
      return { url: mediaUrlOf(slot.storageKey) };
    },
  );
};
