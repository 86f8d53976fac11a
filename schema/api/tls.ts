import { DOMAIN_MAX_LENGTH, DOMAIN_PATTERN } from "../rules/newArtist";

/**
 * What a TLS proxy in front of Backline asks before it gets a certificate for a host name (Caddy's
 * on-demand TLS: `GET /api/tls/allowed?domain=band.example.com`, issue 31). The name is as Caddy
 * sends it, lowercased, without a port or a final dot; anything else is no host name and is refused.
 */
export const tlsAllowedQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["domain"],
  properties: {
    domain: {
      type: "string",
      maxLength: DOMAIN_MAX_LENGTH,
      pattern: DOMAIN_PATTERN,
      description: "The host name a certificate is wanted for: a verified custom domain, or an artist's <slug>.<PLATFORM_DOMAIN>.",
    },
  },
} as const;

/** The answer when a certificate may be issued (any 2xx is a yes to Caddy; the body is for people reading it). */
export const tlsAllowedResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["allowed"],
  properties: { allowed: { const: true } },
} as const;
