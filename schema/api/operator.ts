import { idSchema, isoDateTimeSchema } from "../common";
import { SLUG_MAX_LENGTH } from "../rules/artistSlug";
import { ARTIST_NAME_MAX_LENGTH, DOMAIN_MAX_LENGTH } from "../rules/newArtist";
import { DEFAULT_SITE_TEMPLATE_ID, SITE_TEMPLATE_IDS } from "../rules/siteTemplateIds";

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
