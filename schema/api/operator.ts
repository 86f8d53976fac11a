import { idSchema, isoDateTimeSchema } from "../common";
import { SLUG_MAX_LENGTH } from "../rules/artistSlug";
import { ARTIST_NAME_MAX_LENGTH, DOMAIN_MAX_LENGTH } from "../rules/newArtist";
import { DEFAULT_SITE_TEMPLATE_ID, SITE_TEMPLATE_IDS } from "../rules/siteTemplateIds";
import { EDITOR_ROLES } from "./accounts";

/**
 * A new artist, as an operator asks for one (POST /operator/artists, issue 17; the same as
 * `backline artist create`). The schema checks shapes with room for surrounding spaces; the rules
 * that trim first are `validateNewArtist` in schema/rules/newArtist.ts.
 */
export const newArtistBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "ownerEmail"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: ARTIST_NAME_MAX_LENGTH + 20 },
    ownerEmail: { type: "string", minLength: 3, maxLength: 300 },
    domain: { type: "string", minLength: 1, maxLength: DOMAIN_MAX_LENGTH + 20, description: "A host name such as band.example.com." },
    slug: {
      type: "string",
      minLength: 1,
      maxLength: SLUG_MAX_LENGTH + 20,
      description: "The address name: the site is at <slug>.<PLATFORM_DOMAIN>. Made from the name when absent.",
    },
    template: {
      type: "string",
      minLength: 1,
      maxLength: 40,
      description: `The starter site: ${SITE_TEMPLATE_IDS.join(", ")} (a band, a solo artist, a DJ or producer); ${DEFAULT_SITE_TEMPLATE_ID} when absent.`,
    },
  },
} as const;

/** The artist made: where fans and the owner reach it, and the owner's one-time link to set a password. */
export const newArtistResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "name", "slug", "domain", "ownerEmail", "siteUrl", "studioUrl", "passwordLink", "passwordLinkExpiresAt"],
  properties: {
    profileId: idSchema,
    name: { type: "string" },
    slug: { type: "string" },
    domain: { type: ["string", "null"] },
    ownerEmail: { type: "string" },
    siteUrl: { type: "string" },
    studioUrl: { type: "string" },
    passwordLink: { type: "string", description: "Works once, until passwordLinkExpiresAt." },
    passwordLinkExpiresAt: isoDateTimeSchema,
  },
} as const;

/** POST /operator/artists/{slug}/owner-link (issue 35, item 6): the artist whose owners get new links. */
export const ownerLinkParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug"],
  properties: { slug: { type: "string", minLength: 1, maxLength: 63 } },
} as const;

/** Each owner's new one-time link, also emailed to them. */
export const ownerLinksResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["links"],
  properties: {
    links: {
      type: "array",
      maxItems: 50,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["ownerEmail", "passwordLink", "passwordLinkExpiresAt", "studioUrl"],
        properties: {
          ownerEmail: { type: "string" },
          passwordLink: { type: "string" },
          passwordLinkExpiresAt: { type: "string", format: "date-time" },
          studioUrl: { type: "string" },
        },
      },
    },
  },
} as const;

/** The largest export the operator API takes: past it, `backline import` on the server reads the file itself (ZIP64 too). */
export const MAX_ARTIST_ZIP_BYTES = 2 * 1024 * 1024 * 1024;

/** POST /operator/artists/import (issue 40, item 2): the owner and address name of an imported artist; the body is the export's zip. */
export const importArtistQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ownerEmail: {
      type: "string",
      minLength: 3,
      maxLength: 300,
      description:
        "An owner here too: a member of the exported team made an owner, or a new owner. The export's own owners when absent; needed for an export without a team.",
    },
    slug: { type: "string", minLength: 1, maxLength: SLUG_MAX_LENGTH + 20, description: "The address name; the export's own when absent." },
  },
} as const;

/** A member of the imported team, with the one-time link that sets their password here (also emailed to them). */
const importedMemberSchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "name", "role", "passwordLink", "passwordLinkExpiresAt"],
  properties: {
    email: { type: "string" },
    name: { type: "string" },
    role: { enum: EDITOR_ROLES },
    passwordLink: { type: "string", description: "Works once, until passwordLinkExpiresAt." },
    passwordLinkExpiresAt: isoDateTimeSchema,
  },
} as const;

/**
 * What an import made: the new artist as POST /operator/artists answers (ownerEmail and its link: the
 * owner named, else the export's first owner), every member of the team with their link, and the
 * counts of what came in.
 */
export const importArtistResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    ...newArtistResponseSchema.required,
    "team",
    "teamElsewhere",
    "counts",
    "filesCopied",
    "filesMissing",
    "fansLinked",
    "fansElsewhere",
  ],
  properties: {
    ...newArtistResponseSchema.properties,
    team: { type: "array", items: importedMemberSchema, description: "Every member of the team, owners first." },
    teamElsewhere: {
      type: "integer",
      minimum: 0,
      description:
        "Members whose address also edits another artist of this server: a separate account for this artist, as joining a second team makes.",
    },
    counts: {
      type: "object",
      additionalProperties: { type: "integer", minimum: 0 },
      description: "Records imported of each kind of the export.",
    },
    filesCopied: { type: "integer", minimum: 0 },
    filesMissing: { type: "array", items: { type: "string" }, description: "Files the export names but did not hold." },
    fansLinked: {
      type: "integer",
      minimum: 0,
      description: "Fans of the export sharing an address with an earlier one: one account here.",
    },
    fansElsewhere: {
      type: "integer",
      minimum: 0,
      description: "Fans whose address has an account with another artist of this server: a separate account, as every artist's fans are.",
    },
  },
} as const;
