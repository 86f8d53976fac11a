import { Readable } from "node:stream";
import type { FastifyContentTypeParser } from "fastify";
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
  type UploadSlot,
} from "../data/uploads";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { type HttpError, httpError } from "../http/httpError";
import { readUploadBody, UploadInterruptedError } from "../http/uploadBody";
import { verifyUploadSignature } from "../security/uploadSignature";
import { matchesContentType, SNIFF_BYTES, uploadContentTypeOf } from "../storage/contentSniffing";
import { mediaUrlOf } from "../storage/mediaKeys";
import { FileTooLargeError, type Storage } from "../storage/storage";
import type { RoutePlugin } from "./plugin";

/**
 * A refusal sent before the body was read: the connection closes after the answer, so the server
 * does not read (up to 500 MB of) a file it has already refused.
 */
function refuse(error: HttpError): HttpError {
  return error.withHeaders({ connection: "close" });
}

/** The body of an upload is the file's bytes, passed on as a stream (never buffered whole). */
const passStream: FastifyContentTypeParser = (_request, payload, done) => done(null, payload);

/** Why a slot could not be taken: unknown (403), expired (403), already used (409), or in use (409 with Retry-After). */
async function refusalFor(db: Queryable, profileId: string, uploadId: string, now: Date): Promise<HttpError> {
  const upload = await findUpload(db, profileId, uploadId);
  if (!upload) return httpError("forbidden", "uploadLinkInvalid");
  if (upload.completed) return httpError("conflict", "uploadLinkUsed");
  if (upload.expiresAt <= now) return httpError("forbidden", "uploadLinkExpired");
  const wait = Math.max(1, await secondsUntilReleased(db, profileId, uploadId));
  return httpError("upload_in_use", "inUse").withHeaders({ "retry-after": String(wait) });
}

/** Keeps a claimed slot while its file is still being written; call the answer to let go of it. */
function holdLease(db: Queryable, profileId: string, uploadId: string): () => void {
  const lease = setInterval(() => void renewUploadLease(db, profileId, uploadId).catch(() => undefined), (UPLOAD_LEASE_SECONDS * 1000) / 3);
  return () => clearInterval(lease);
}

/**
 * Finishes an upload the browser sent straight to the store (S3's presigned PUT): the file that
 * arrived gets the checks PUT /uploads gives a file on its way in (its type, declared and by its
 * first bytes, and its size), then is moved to where it is served and the slot is used; or it is
 * deleted and refused, and the slot can take another try while it lasts. Resolves to what was stored.
 * A store without direct uploads (disk) has nothing to finish: its uploads are done by their PUT.
 */
export async function finishDirectUpload(
  { db, storage }: { db: Queryable; storage: Storage },
  slot: UploadSlot,
): Promise<{ contentType: string; size: number }> {
  const { profileId, id: uploadId, storageKey } = slot;
  const direct = storage.directUploads;
  const arrived = direct ? await direct.arrived(storageKey, SNIFF_BYTES) : null;
  if (!direct || !arrived) throw httpError("bad_request", "notUploadedHere");
  const contentType = uploadContentTypeOf(arrived.contentType);
  const now = new Date();
  // One finisher at a time: the checks run once the slot is this request's, so a refusal deletes
  // a file no one else is finishing.
  const claimed = await claimUpload(db, profileId, uploadId, contentType ?? "application/octet-stream", now);
  if (!claimed) {
    const current = await findUpload(db, profileId, uploadId);
    // Another request finished it meanwhile.
    if (current?.completed && current.contentType !== null && current.size !== null)
      return { contentType: current.contentType, size: current.size };
    throw await refusalFor(db, profileId, uploadId, now);
  }
  const letGo = holdLease(db, profileId, uploadId);
  try {
    if (!contentType) throw httpError("unsupported_media_type", "uploadType");
    const { maxBytes } = UPLOAD_CONTENT_TYPES[contentType];
    if (arrived.size > maxBytes) throw httpError("body_too_large", "file", maxBytes);
    if (!matchesContentType(contentType, arrived.head)) throw httpError("unsupported_media_type", "uploadContents");
    await direct.accept(storageKey, { contentType, version: arrived.version });
    await completeUpload(db, profileId, uploadId, arrived.size).catch(async (error: unknown) => {
      await storage.delete(storageKey);
      throw error;
    });
    return { contentType, size: arrived.size };
  } catch (error) {
    await direct.discard(storageKey).catch(() => undefined);
    await releaseUpload(db, profileId, uploadId).catch(() => undefined);
    throw error;
  } finally {
    letGo();
  }
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
        if (!uploadContentTypeOf(request.headers["content-type"])) throw refuse(httpError("unsupported_media_type", "uploadType"));
      },
      schema: {
        tags: ["media"],
        consumes: Object.keys(UPLOAD_CONTENT_TYPES),
        params: uploadParamsSchema,
        querystring: uploadQuerySchema,
        response: {
          200: uploadResponseSchema,
          ...errorResponses(400, 403, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const { uploadId } = request.params;
      const { profileId, expires, signature } = request.query;
      if (!verifyUploadSignature(config.uploadSecret, { profileId, uploadId, expires }, signature))
        throw refuse(httpError("forbidden", "uploadLinkInvalid"));
      const now = new Date();
      if (expires * 1000 <= now.getTime()) throw refuse(httpError("forbidden", "uploadLinkExpired"));
      const contentType: UploadContentType | null = uploadContentTypeOf(request.headers["content-type"]);
      if (!contentType) throw refuse(httpError("unsupported_media_type", "uploadType"));
      const { maxBytes } = UPLOAD_CONTENT_TYPES[contentType];
      if (Number(request.headers["content-length"]) > maxBytes) throw refuse(httpError("body_too_large", "file", maxBytes));

      const slot = await claimUpload(db, profileId, uploadId, contentType, now);
      if (!slot) throw refuse(await refusalFor(db, profileId, uploadId, now));
      try {
        const body = request.body instanceof Readable ? request.body : Readable.from([]);
        const { head, stream } = await readUploadBody(body, SNIFF_BYTES);
        if (!matchesContentType(contentType, head)) throw refuse(httpError("unsupported_media_type", "uploadContents"));
        // The slot stays this PUT's while the file streams in; if this server dies, the lease runs out.
        const letGo = holdLease(db, profileId, uploadId);
        const size = await storage.put(slot.storageKey, stream, { contentType, maxBytes }).finally(letGo);
        await completeUpload(db, profileId, uploadId, size).catch(async (error: unknown) => {
          await storage.delete(slot.storageKey);
          throw error;
        });
      } catch (error) {
        await releaseUpload(db, profileId, uploadId).catch(() => undefined);
        if (error instanceof FileTooLargeError) throw refuse(httpError("body_too_large", "file", error.maxBytes));
        if (error instanceof UploadInterruptedError) throw refuse(httpError("bad_request", "uploadInterrupted"));
        throw error;
      }
      return { url: mediaUrlOf(slot.storageKey) };
    },
  );
};
