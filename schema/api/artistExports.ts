import type { FromSchema } from "json-schema-to-ts";
import { idSchema, signedTokenSchema } from "../common";

/**
 * The studio's exports of the artist's whole data (issue 40, item 1): each zip asked for, made by a
 * job that says where it is, then downloadable for ARTIST_EXPORT_DAYS.
 */

/** How long an export's zip can be downloaded; then it is deleted. */
export const ARTIST_EXPORT_DAYS = 7;

export const ARTIST_EXPORT_STATUSES = ["queued", "running", "ready", "failed"] as const;

/** What the zip is being made of at the moment, as the studio names it. */
export const ARTIST_EXPORT_STEPS = ["", "records", "documents", "spreadsheets", "media"] as const;
export type ArtistExportStep = (typeof ARTIST_EXPORT_STEPS)[number];

const time = { type: "string", format: "date-time" } as const;

export const artistExportSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "status", "step", "done", "total", "bytes", "requestedBy", "createdAt", "finishedAt", "expiresAt", "expired", "problem"],
  properties: {
    id: idSchema,
    status: { enum: ARTIST_EXPORT_STATUSES },
    step: { enum: ARTIST_EXPORT_STEPS, description: "What the zip is being made of now (while queued or running)." },
    done: { type: "integer", minimum: 0, description: "Files in the zip so far." },
    total: { type: "integer", minimum: 0, description: "Files the zip will hold (0 until the job has counted them)." },
    bytes: { type: ["integer", "null"], minimum: 0, description: "The zip's size, once made." },
    requestedBy: { type: "string" },
    createdAt: time,
    finishedAt: { anyOf: [time, { type: "null" }] },
    expiresAt: { anyOf: [time, { type: "null" }], description: "When the download stops working (ready exports)." },
    expired: { type: "boolean", description: "Past expiresAt: the zip was deleted or soon will be." },
    problem: { type: ["string", "null"], description: "Why a failed export failed." },
  },
} as const;
export type ArtistExportSummary = FromSchema<typeof artistExportSummarySchema>;

export const artistExportListSchema = { type: "array", items: artistExportSummarySchema } as const;

export const artistExportParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "exportId"],
  properties: { profileId: idSchema, exportId: idSchema },
} as const;

/**
 * A link to a ready export's zip (POST …/artist-exports/:exportId/link): the browser downloads it
 * itself, to disk, with its own progress and resume, as no script holding gigabytes could; the
 * studio's session cannot ride on a plain link, so the link carries a grant the server signed.
 */
export const artistExportLinkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["url", "expiresAt"],
  properties: {
    url: { type: "string", description: "The zip's address on this server: no session needed, until expiresAt." },
    expiresAt: { ...time, description: "When the link stops opening the zip (a download started before goes on)." },
  },
} as const;
export type ArtistExportLink = FromSchema<typeof artistExportLinkSchema>;

export const artistExportFileParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: signedTokenSchema },
} as const;
