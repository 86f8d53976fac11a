import { siteBlocks } from "../../blocks/registry";
import { emailParsing } from "../../email/registry";
import { parseDocument } from "../../runtime/parse";
import { okResponseSchema, profileParamsSchema, profileQuerySchema } from "../../schema/api/common";
import {
  documentListSchema,
  documentParamsSchema,
  publicPageQuerySchema,
  publicPageResponseSchema,
  publicSiteResponseSchema,
  publishDocumentBodySchema,
  type StoredDocument,
  saveDocumentBodySchema,
  storedDocumentSchema,
} from "../../schema/api/documents";
import { SITE_DOCUMENT_ID } from "../../schema/rules/documents";
import { reservedPathMessage } from "../../schema/rules/sitePaths";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import {
  deleteDocument,
  documentIdOf,
  findDocument,
  findPublishedPage,
  findPublishedSite,
  listDocuments,
  logFailedMigrations,
  publishDocument,
  saveDocument,
} from "../data/documents";
import { artistSellsMerch } from "../data/products";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { auditStudio } from "../http/studioAudit";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/** `/music/` is `/music`; `/` stays. */
function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The largest draft a save takes. Beyond the server's default (2 MB): one Text may hold SPEC §3's
 * largest table, 500 rows by 50 columns: about 7 MB of JSON empty, 11 MB with a word in each cell; only an editor of the profile
 * gets this far (the studio scope checks the caller before the body is read: server/http/studioScope.ts).
 */
export const MAX_DOCUMENT_BODY_BYTES = 16 * 1024 * 1024;

/** What the audit log calls a published document: a page by its title, the site by what it holds. */
function publishedTitle({ id, kind, published }: StoredDocument): string {
  if (kind === "site") return "the site's header, footer and theme";
  return String((published as { title?: unknown } | null)?.title ?? id);
}

/** Site, page and email documents, in the studio scope: editors list, save, publish and delete drafts. */
export const documentRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/documents",
    { schema: { tags: ["documents"], params: profileParamsSchema, response: { 200: documentListSchema, ...errors } } },
    async (request) => {
      return listDocuments(db, request.params.profileId);
    },
  );

  app.get(
    "/documents/:documentId",
    { schema: { tags: ["documents"], params: documentParamsSchema, response: { 200: storedDocumentSchema, ...errors } } },
    async (request) => {
      const { profileId, documentId } = request.params;
      const document = await findDocument(db, profileId, documentId, logFailedMigrations(request.log));
      if (!document) throw httpError("not_found", "document");
      return document;
    },
  );

  app.put(
    "/documents/:documentId",
    {
      bodyLimit: MAX_DOCUMENT_BODY_BYTES,
      schema: {
        tags: ["documents"],
        params: documentParamsSchema,
        body: saveDocumentBodySchema,
        response: { 200: storedDocumentSchema, 201: storedDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId, documentId } = request.params;
      const parsed = parseDocument(request.body.document, { registry: siteBlocks, email: emailParsing });
      if (!parsed.ok) {
        throw httpError("invalid_document", "parse", parsed.errors[0]?.message).withFields({
          errors: parsed.errors,
          ...(parsed.incomplete ? { incomplete: true } : {}),
        });
      }
      const document = parsed.value;
      if (document.kind === "site" && documentId !== SITE_DOCUMENT_ID) {
        throw httpError("bad_request", "siteDocumentId", SITE_DOCUMENT_ID, documentId);
      }
      const reserved = document.kind === "page" ? reservedPathMessage(document.path) : null;
      if (reserved) {
        throw httpError("reserved_path", "taken", reserved).withFields({
          errors: [{ pointer: "/path", rule: "reservedPath", message: reserved }],
        });
      }
      if (document.kind === "page" && documentId === SITE_DOCUMENT_ID) {
        throw httpError("bad_request", "pageWithSiteId", SITE_DOCUMENT_ID);
      }
      if (document.kind === "email" && documentId === SITE_DOCUMENT_ID) {
        throw httpError("bad_request", "emailWithSiteId", SITE_DOCUMENT_ID);
      }
      if (documentIdOf(document) !== documentId) {
        throw httpError("bad_request", "documentIdMismatch", documentIdOf(document), documentId);
      }
      const saved = await saveDocument(db, profileId, document, {
        baseVersion: request.body.baseVersion,
        report: logFailedMigrations(request.log),
      });
      if (saved.ok) return reply.code(saved.created ? 201 : 200).send(saved.document);
      switch (saved.reason) {
        case "stale":
          throw httpError("document_conflict", "stale").withFields({ current: saved.current });
        case "exists":
          throw httpError("document_conflict", "exists").withFields({ current: saved.current });
        case "missing":
          throw httpError("conflict", "documentDeleted");
        case "kind":
          throw httpError("bad_request", "kindChanged", saved.current.kind, document.kind);
        case "path-taken":
          throw httpError("conflict", "pathTaken", saved.takenBy.title, saved.path);
      }
    },
  );

  app.post(
    "/documents/:documentId/publish",
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
      const published = await publishDocument(db, profileId, documentId, request.body.version, logFailedMigrations(request.log));
      if (published.ok) {
        // Emails are never published: every published document is a page or the site.
        await auditStudio(request, db, "page_published", publishedTitle(published.document));
        return published.document;
      }
      if (published.reason === "missing") throw httpError("not_found", "document");
      if (published.reason === "email") throw httpError("bad_request", "emailNotPublished");
      throw httpError("conflict", "documentStale").withFields({ current: published.current });
    },
  );

  app.delete(
    "/documents/:documentId",
    { schema: { tags: ["documents"], params: documentParamsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { profileId, documentId } = request.params;
      const deleted = await deleteDocument(db, profileId, documentId);
      if (deleted.ok) return { ok: true as const };
      if (deleted.reason === "missing") throw httpError("not_found", "document");
      throw httpError("conflict", deleted.reason === "site" ? "siteDocument" : "homePage");
    },
  );
};

/** What fans read of the documents: the published site and its pages, for any visitor. */
export const publicDocumentRoutes: RoutePlugin<{ cache: PublishedContentCache }> = async (app, { context: { db, config }, cache }) => {
  app.get(
    "/public/site",
    {
      schema: {
        tags: ["documents"],
        querystring: profileQuerySchema,
        response: { 200: publicSiteResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const site = await findPublishedSite(db, profile.id, logFailedMigrations(request.log));
      if (!site) throw httpError("not_found", "siteNotPublished");
      return {
        profile: { id: profile.id, name: profile.name },
        site,
        poweredBy: config.showPoweredBy !== false,
        hasMerch: await artistSellsMerch(db, profile.id, cache),
        analyticsRetentionDays: config.analyticsRetentionDays ?? 90,
      };
    },
  );

  app.get(
    "/public/pages",
    {
      schema: {
        tags: ["documents"],
        querystring: publicPageQuerySchema,
        response: { 200: publicPageResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const page = await findPublishedPage(db, profile.id, normalizePath(request.query.path), logFailedMigrations(request.log));
      if (!page) throw httpError("not_found", "page");
      return page;
    },
  );
};
