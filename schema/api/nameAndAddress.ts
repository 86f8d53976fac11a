import type { FromSchema } from "json-schema-to-ts";
import { SLUG_MAX_LENGTH } from "../rules/artistSlug";
import { ARTIST_NAME_MAX_LENGTH } from "../rules/newArtist";

/**
 * Site settings › Name and address (issue 34, item 10): the artist's name, which the site's header,
 * footer and page titles show and fans' mail is sent under, and the address name of their subdomain
 * `<slug>.<platformDomain>`.
 */
export const nameAndAddressSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "slug", "platformDomain", "subdomain", "siteUrl", "studioUrl"],
  properties: {
    name: { type: "string" },
    slug: { type: "string" },
    /** The platform's domain the address name is under (`backline.example`). */
    platformDomain: { type: "string" },
    /** `<slug>.<platformDomain>`: the artist's own address, which always answers. */
    subdomain: { type: "string" },
    /** Where fans reach the site: the primary domain when the artist chose one, else the subdomain. */
    siteUrl: { type: "string" },
    /** The studio on that same address. */
    studioUrl: { type: "string" },
  },
} as const;

/**
 * The name and address name as the artist typed them. The schema only bounds what is read (with
 * room for surrounding spaces and a little more): the rules, which trim first, say what is empty,
 * too long or not an address name, each with a code of its own.
 */
export const nameAndAddressInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "slug"],
  properties: {
    name: { type: "string", maxLength: ARTIST_NAME_MAX_LENGTH * 4 },
    slug: { type: "string", maxLength: SLUG_MAX_LENGTH * 4 },
  },
} as const;

export type NameAndAddress = FromSchema<typeof nameAndAddressSchema>;
export type NameAndAddressInput = FromSchema<typeof nameAndAddressInputSchema>;
