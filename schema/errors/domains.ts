/** An artist's addresses: the address name under the platform's domain and custom domains (issue 31), and the name they go by. */
import { SLUG_MESSAGES } from "../rules/artistSlug";
import { ARTIST_NAME_MAX_LENGTH } from "../rules/newArtist";
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of domains alone. */
export const DOMAIN_ERRORS = {
  /** A custom domain the artist already added (issue 31). */
  domain_added: { status: 409, messages: { already: (domain: string) => `You already added ${domain}.` } },
  /** Only a verified domain can be the primary address: fans would be sent where no one answers. */
  domain_not_verified: {
    status: 409,
    messages: {
      notVerified: (domain: string) => `${domain} is not verified yet: it can become the primary address once its DNS records are found.`,
    },
  },
  /** An artist with as many domains as one may have. */
  domain_limit: {
    status: 409,
    messages: { tooMany: (max: number) => `An artist can have at most ${max} domains: remove one first.` },
  },
  domain_taken: { status: 409, messages: { taken: (domain: string) => `The domain ${domain} already belongs to another artist.` } },
  /** The name the artist gave their site in the studio (issue 34, item 10): what is wrong with it. */
  artist_name_invalid: {
    status: 400,
    messages: {
      required: "Your site needs a name: the name fans see in its header, its footer, its page titles and your emails.",
      tooLong: `The name is too long: at most ${ARTIST_NAME_MAX_LENGTH} characters.`,
    },
  },
  /** An address name the studio cannot take (issue 34, item 10): not of the allowed letters, or one the platform keeps. */
  slug_invalid: {
    status: 400,
    messages: { format: SLUG_MESSAGES.invalid, reserved: (slug: string) => SLUG_MESSAGES.reserved(slug) },
  },
  slug_taken: { status: 409, messages: { taken: (slug: string) => `The address name ${slug} already belongs to another artist.` } },
  /** A custom domain the studio cannot take (issue 31): what is wrong with it, in words. */
  domain_invalid: {
    status: 400,
    messages: {
      notAHost: "A domain is a host name such as band.example.com.",
      withScheme: "Enter the domain alone, such as band.example.com, without http:// or a path.",
      withPort: "Enter the domain without a port: fans reach it on the usual web ports.",
      ipAddress: "An IP address cannot be a domain: enter a host name such as band.example.com.",
      tooLong: "A domain has at most 253 characters.",
      platform: (platformDomain: string) =>
        `Addresses under ${platformDomain} are this platform's own: your subdomain is already one. Add a domain of your own.`,
      unknownAddress: (address: string) => `${address} is not one of your addresses: choose your subdomain or one of your domains.`,
    },
  },
} as const satisfies ErrorCodes;

/** The messages of domains under the codes every part of the API shares (index.ts gathers them). */
export const DOMAIN_MESSAGES = {
  not_found: {
    domain: "This artist has no such domain.",
    /** The TLS proxy's question (GET /api/tls/allowed): no certificate for a host no artist is served at. */
    tlsDomain: "No artist is served at this domain: no certificate is issued for it.",
  },
} as const satisfies SharedMessages;
