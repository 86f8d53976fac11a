import type { FromSchema } from "json-schema-to-ts";
import { idSchema, versionSchema } from "../common";
import { profileSchema } from "../entities/people";

/**
 * Any document as the API carries it; the server validates it with the document model (parse).
 * `additionalProperties: true` matters: the response serializer writes only the properties a
 * schema declares, so a bare `{ type: "object" }` would be sent as `{}`.
 */
const anyDocumentSchema = { type: "object", additionalProperties: true } as const;

/** A stored document: its draft and, once published, what fans see. */
export const storedDocumentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "kind", "draft", "version", "published", "publishedVersion", "updatedAt"],
  properties: {
    id: idSchema,
    kind: { enum: ["page", "site", "email"] },
    draft: anyDocumentSchema,
    /** Increases with every save; a save names the version it was based on. */
    version: { type: "integer", minimum: 1 },
    published: { anyOf: [anyDocumentSchema, { type: "null" }] },
    publishedVersion: { anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }] },
    updatedAt: { type: "string" },
  },
} as const;

export const documentSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "kind", "title", "path", "version", "publishedVersion", "updatedAt"],
  properties: {
    id: idSchema,
    kind: { enum: ["page", "site", "email"] },
    title: { type: "string" },
    path: { anyOf: [{ type: "string" }, { type: "null" }] },
    version: { type: "integer" },
    publishedVersion: { anyOf: [{ type: "integer" }, { type: "null" }] },
    updatedAt: { type: "string" },
  },
} as const;

export const documentListSchema = { type: "array", items: documentSummarySchema } as const;

export const documentParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "documentId"],
  properties: { profileId: idSchema, documentId: idSchema },
} as const;

/** PUT a draft: the document and the version it was based on (absent for a new page). */
export const saveDocumentBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["document"],
  properties: { document: anyDocumentSchema, baseVersion: versionSchema },
} as const;

export const publishDocumentBodySchema = {
  type: "object",
  additionalProperties: false,
  properties: { version: versionSchema },
} as const;

/** GET /public/site: the artist behind the host, and their published site document. */
export const publicSiteResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profile", "site", "poweredBy"],
  properties: {
    profile: profileSchema,
    site: anyDocumentSchema,
    poweredBy: { type: "boolean", description: "Whether the footer links 'Powered by Backline': the operator's SHOW_POWERED_BY." },
    hasMerch: { type: "boolean", description: "Whether the artist sells merch: the header then links the Merch screen (issue 36)." },
    analyticsRetentionDays: {
      type: "integer",
      minimum: 1,
      description: "How many days raw analytics events are kept (ANALYTICS_RETENTION_DAYS): the privacy policy says it.",
    },
  },
} as const;

/** GET /public/pages: a published page document. */
export const publicPageResponseSchema = anyDocumentSchema;

/** GET /public/pages: a published page by its path. */
export const publicPageQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["path"],
  properties: { profileId: idSchema, path: { type: "string", maxLength: 600 } },
} as const;

export type StoredDocument = FromSchema<typeof storedDocumentSchema>;
export type DocumentSummary = FromSchema<typeof documentSummarySchema>;
