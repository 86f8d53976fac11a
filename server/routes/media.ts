import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import {
  createMediaBodySchema,
  mediaItemParamsSchema,
  mediaListSchema,
  mediaQuerySchema,
  mediaUsagesSchema,
  presignedUrlBodySchema,
  presignedUrlResponseSchema,
  updateMediaBodySchema,
} from "../../schema/api/media";
import { UPLOAD_CONTENT_TYPES, UPLOAD_LINK_SECONDS } from "../../schema/api/uploads";
import { mediaItemSchema } from "../../schema/entities/media";
import { createMediaItem, findMediaItem, listMedia, type NewMediaItem, updateMediaItem } from "../data/media";
import { deleteMediaItem, mediaUsages, usageName } from "../data/mediaUsages";
import { createUpload, findUploadByKey } from "../data/uploads";
import type { Queryable } from "../db/database";
import { apiKeyGate, apiKeyOf } from "../http/apiKeyAuth";
import { UPLOAD_API_KEY_SCOPE } from "../http/apiKeyScopes";
import { requireEditor } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { requireRole } from "../http/studioRoles";
import { deleteUnusedFiles } from "../media/deleteUnusedFiles";
import { isWebAddress } from "../media/webAddress";
import { newId } from "../security/tokens";
import { signUpload } from "../security/uploadSignature";
import { uploadContentTypeOf } from "../storage/contentSniffing";
import { mediaUrlOf, privateStorageKeyFor, storageKeyFor, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import { DIRECT_UPLOAD_FINISH_SECONDS, type Storage } from "../storage/storage";
import type { RoutePlugin } from "./plugin";
import { finishDirectUpload, uploadRoutes } from "./uploads";

const errors = errorResponses(400);

/**
 * The media item to store: a file uploaded to this artist (its real size and kind), or an http(s)
 * address elsewhere. Anything else (`javascript:`, another artist's upload, a path) is refused.
 * A file sent straight to the store (S3) is checked and finished here, when it is first used.
 */
async function checkedMediaItem(db: Queryable, storage: Storage, profileId: string, body: NewMediaItem): Promise<NewMediaItem> {
  const key = storageKeyOfMediaUrl(body.url);
  if (key !== null) {
    const slot = await findUploadByKey(db, profileId, key);
    if (!slot) throw httpError("bad_request", "notUploadedHere");
    const upload = slot.completed ? slot : await finishDirectUpload({ db, storage }, slot);
    const type = uploadContentTypeOf(upload.contentType ?? undefined);
    const kind = type ? UPLOAD_CONTENT_TYPES[type].kind : body.type;
    if (kind !== body.type) throw httpError("bad_request", "wrongMediaKind", kind, body.type);
    return { ...body, size: upload.size ?? body.size };
  }
  if (!isWebAddress(body.url)) throw httpError("bad_request", "mediaAddress");
  return body;
}

/** The media library (SPEC §7 profiles/{id}/media), in the studio scope. */
export const mediaRoutes: RoutePlugin = async (app, { context }) => {
  const { db, storage } = context;

  app.get(
    "/media",
    {
      schema: {
        tags: ["media"],
        params: profileParamsSchema,
        querystring: mediaQuerySchema,
        response: { 200: mediaListSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      return listMedia(db, profileId, request.query);
    },
  );

  app.post(
    "/media",
    {
      schema: {
        tags: ["media"],
        params: profileParamsSchema,
        body: createMediaBodySchema,
        // 409, 413 and 415: a file sent straight to the store, refused as it is finished.
        response: { 201: mediaItemSchema, ...errors, ...errorResponses(409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      const item = await checkedMediaItem(db, storage, profileId, request.body);
      return reply.code(201).send(await createMediaItem(db, profileId, item));
    },
  );

  app.patch(
    "/media/:mediaId",
    {
      schema: {
        tags: ["media"],
        params: mediaItemParamsSchema,
        body: updateMediaBodySchema,
        response: { 200: mediaItemSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request) => {
      const { profileId, mediaId } = request.params;
      const updated = await updateMediaItem(db, profileId, mediaId, request.body);
      if (!updated) throw httpError("not_found", "mediaItem");
      return updated;
    },
  );

  app.get(
    "/media/:mediaId/usages",
    {
      schema: { tags: ["media"], params: mediaItemParamsSchema, response: { 200: mediaUsagesSchema, ...errorResponses(404), ...errors } },
    },
    async (request) => {
      const { profileId, mediaId } = request.params;
      const item = await findMediaItem(db, profileId, mediaId);
      if (!item) throw httpError("not_found", "mediaItem");
      return { usages: await mediaUsages(db, profileId, item.url) };
    },
  );

  app.delete(
    "/media/:mediaId",
    {
      schema: {
        tags: ["media"],
        params: mediaItemParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(404, 409), ...errors },
      },
    },
    async (request) => {
      const { profileId, mediaId } = request.params;
      const item = await findMediaItem(db, profileId, mediaId);
      if (!item) throw httpError("not_found", "mediaItem");
      const usages = await mediaUsages(db, profileId, item.url);
      if (usages.length > 0) throw httpError("conflict", "mediaInUse", usages.map(usageName).join(", "));
      const url = await deleteMediaItem(db, profileId, mediaId);
      // The file goes too, with what was made of it (a video's web copy and poster), unless something else (another library item) still names it.
      if (url !== null) await deleteUnusedFiles(db, storage, [url]);
      return { ok: true as const };
    },
  );
};

/**
 * Presigned uploads: an editor asks for a link, named by the body's `profileId` (it is not under
 * the studio's path, so it checks the editor itself), and the file is sent to that link. An API
 * key with `documents:write` may ask too (issue 40, item 5), acting as the owner who made it.
 */
export const mediaUploadRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, storage } = context;
  const apiKeys = apiKeyGate(db, context.clock);

  app.post(
    "/uploads/presigned-url",
    {
      config: { caller: "editor", apiKeyScope: UPLOAD_API_KEY_SCOPE },
      schema: {
        tags: ["media"],
        security: [{ bearer: [] }, { apiKey: [UPLOAD_API_KEY_SCOPE] }],
        body: presignedUrlBodySchema,
        response: { 200: presignedUrlResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { profileId, fileName, private: isPrivate } = request.body;
      const key = apiKeyOf(request);
      const editor = key ? await apiKeys.check(key, profileId, UPLOAD_API_KEY_SCOPE) : await requireEditor(request, db, profileId);
      // An upload is a change: a viewer's is refused as any of their changes is.
      requireRole(editor.role, "editor");
      await limitRate(request, context, "upload", { profileId, account: editor.id });
      const uploadId = newId();
      const storageKey = isPrivate ? privateStorageKeyFor(profileId, uploadId, fileName) : storageKeyFor(profileId, uploadId, fileName);
      const remoteUrl = mediaUrlOf(storageKey);
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_LINK_SECONDS;
      const direct = storage.directUploads;
      // A direct upload is finished after its PUT, which may end after the URL has expired.
      const slotExpires = direct ? expires + DIRECT_UPLOAD_FINISH_SECONDS : expires;
      await createUpload(db, { id: uploadId, profileId, storageKey, fileName, expiresAt: new Date(slotExpires * 1000) });
      if (direct) return { presignedUrl: await direct.presignUpload(storageKey, { expiresInSeconds: UPLOAD_LINK_SECONDS }), remoteUrl };
      const signature = signUpload(config.uploadSecret, { profileId, uploadId, expires });
      const query = new URLSearchParams({ profileId, expires: String(expires), signature });
      return {
        presignedUrl: `${await siteOriginOf(request, db, config)}${app.prefix}/uploads/${uploadId}?${query}`,
        remoteUrl,
      };
    },
  );

  await app.register(uploadRoutes, { context });
};
