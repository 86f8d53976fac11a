import { siteBlocks } from "../../blocks/registry";
import { parseDocument } from "../../runtime/parse";
import { errorResponseSchema, okResponseSchema, profileParamsSchema, profileQuerySchema } from "../../schema/api/common";
import {
  documentListSchema,
  documentParamsSchema,
  publicPageQuerySchema,
  publicPageResponseSchema,
  publicSiteResponseSchema,
  publishDocumentBodySchema,
  saveDocumentBodySchema,
  storedDocumentSchema,
} from "../../schema/api/documents";
import { reservedPathMessage } from "../../schema/rules/sitePaths";
import {
  deleteDocument,
  documentIdOf,
  findDocument,
  findPublishedPage,
  findPublishedSite,
  listDocuments,
  publishDocument,
  SITE_DOCUMENT_ID,
  saveDocument,
} from "../data/documents";
import { requireEditor } from "../http/caller";
import { HttpError, httpErrors } from "../http/httpError";
import { requestProfile } from "../http/profile";
import type { RoutePlugin } from "./plugin";

export const DOCUMENT_MESSAGES = {
  stale: "Someone else saved this document since you loaded it.",
  exists: "This document already exists. Load it and save it with its version.",
  deleted: "Someone deleted this document since you loaded it.",
  site: "The site document cannot be deleted.",
  home: "The home page cannot be deleted. Give another page the path / first.",
  notPublished: "This site is not published yet.",
  pageNotFound: "Page not found.",
} as const;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** `/music/` is `/music`; `/` stays. */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Site and page documents: editors save drafts and publish them; fans read what is published. */
export const documentRoutes: RoutePlugin<{ onPublishedChange?: (profileId: string) => void }> = async (
  app,
  { context: { db }, onPublishedChange = () => {} },
) => {
  app.get(
    "/profiles/:profileId/documents",
    { schema: { tags: ["documents"], params: profileParamsSchema, response: { 200: documentListSchema, ...errors } } },
    async (request) => {
      await requireEditor(request, db, request.params.profileId);
      return listDocuments(db, request.params.profileId);
    },
  );

  app.get(
    "/profiles/:profileId/documents/:documentId",
    { schema: { tags: ["documents"], params: documentParamsSchema, response: { 200: storedDocumentSchema, ...errors } } },
    async (request) => {
      const { profileId, documentId } = request.params;
      await requireEditor(request, db, profileId);
      const document = await findDocument(db, profileId, documentId);
      if (!document) throw httpErrors.notFound("Document");
      return document;
    },
  );

  app.put(
    "/profiles/:profileId/documents/:documentId",
    {
      schema: {
        tags: ["documents"],
        params: documentParamsSchema,
        body: saveDocumentBodySchema,
        response: { 200: storedDocumentSchema, 201: storedDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId, documentId } = request.params;
      await requireEditor(request, db, profileId);
      const parsed = parseDocument(request.body.document, { registry: siteBlocks });
      if (!parsed.ok) {
        throw httpErrors.badRequest(`The document is not valid: ${parsed.errors[0]?.message ?? "it has errors."}`, {
          code: "invalid_document",
          errors: parsed.errors,
        });
      }
      const document = parsed.value;
      if (document.kind === "site" && documentId !== SITE_DOCUMENT_ID) {
        throw httpErrors.badRequest(`The site document is saved under the id "${SITE_DOCUMENT_ID}", not "${documentId}".`);
      }
      const reserved = document.kind === "page" ? reservedPathMessage(document.path) : null;
      if (reserved) {
        throw httpErrors.badRequest(reserved, {
          code: "reserved_path",
          errors: [{ pointer: "/path", rule: "reservedPath", message: reserved }],
        });
      }
      if (document.kind === "page" && documentId === SITE_DOCUMENT_ID) {
        throw httpErrors.badRequest(`A page cannot use the id "${SITE_DOCUMENT_ID}": it is the site document's.`);
      }
      if (documentIdOf(document) !== documentId) {
        throw httpErrors.badRequest(`The document's id "${documentIdOf(document)}" is not the id in the address, "${documentId}".`);
      }
      const saved = await saveDocument(db, profileId, document, { baseVersion: request.body.baseVersion });
      if (saved.ok) return reply.code(saved.created ? 201 : 200).send(saved.document);
      switch (saved.reason) {
        case "stale":
          throw httpErrors.conflict(DOCUMENT_MESSAGES.stale, { code: "document_conflict", current: saved.current });
        case "exists":
          throw httpErrors.conflict(DOCUMENT_MESSAGES.exists, { code: "document_conflict", current: saved.current });
        case "missing":
          throw httpErrors.conflict(DOCUMENT_MESSAGES.deleted);
        case "path-taken":
          throw httpErrors.conflict(`Another page ("${saved.takenBy.title}") already uses the path ${saved.path}.`);
      }
    },
  );

  app.post(
    "/profiles/:profileId/documents/:documentId/publish",
    {
      schema: {
        tags: ["documents"],
        params: documentParamsSchema,
        body: publishDocumentBodySchema,
        response: { 200: storedDocumentSchema, ...errors },
      },
      // Publishing the current draft needs no body at all.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const { profileId, documentId } = request.params;
      await requireEditor(request, db, profileId);
      const published = await publishDocument(db, profileId, documentId, request.body.version);
      if (published.ok) {
        onPublishedChange(profileId);
        return published.document;
      }
      if (published.reason === "missing") throw httpErrors.notFound("Document");
      throw httpErrors.conflict(DOCUMENT_MESSAGES.stale, { current: published.current });
    },
  );

  app.delete(
    "/profiles/:profileId/documents/:documentId",
    { schema: { tags: ["documents"], params: documentParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { profileId, documentId } = request.params;
      await requireEditor(request, db, profileId);
      const deleted = await deleteDocument(db, profileId, documentId);
      if (deleted.ok) {
        onPublishedChange(profileId);
        return { ok: true as const };
      }
      if (deleted.reason === "missing") throw httpErrors.notFound("Document");
      throw httpErrors.conflict(DOCUMENT_MESSAGES[deleted.reason]);
    },
  );

  app.get(
    "/public/site",
    {
      schema: {
        tags: ["documents"],
        querystring: profileQuerySchema,
        response: { 200: publicSiteResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const site = await findPublishedSite(db, profile.id);
      if (!site) throw new HttpError(404, DOCUMENT_MESSAGES.notPublished);
      return { profile: { id: profile.id, name: profile.name }, site };
    },
  );

  app.get(
    "/public/pages",
    {
      schema: {
        tags: ["documents"],
        querystring: publicPageQuerySchema,
        response: { 200: publicPageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const page = await findPublishedPage(db, profile.id, normalizePath(request.query.path));
      if (!page) throw new HttpError(404, DOCUMENT_MESSAGES.pageNotFound);
      return page;
    },
  );
};
