import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { DOMAIN_MAX_LENGTH } from "../rules/newArtist";

/**
 * Custom domains in the studio (issue 31): Site settings › Domains lists them with the DNS records
 * each one needs, and the artist's primary address (a verified domain, or the subdomain).
 */

/** A DNS record the artist creates at their DNS provider; each value is copied as it is. */
export const dnsRecordSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "name", "value"],
  properties: {
    type: { enum: ["CNAME", "TXT", "A", "AAAA"] },
    name: { type: "string" },
    value: { type: "string" },
  },
} as const;

/**
 * Where a domain is: `checking` (records not found yet; the server looks again by itself),
 * `stopped` (not found for days: only Check now looks again), `verified` (serves the artist).
 */
export const DOMAIN_STATUSES = ["checking", "stopped", "verified"] as const;

export const customDomainSchema = {
  type: "object",
  additionalProperties: false,
  required: ["host", "status", "isPrimary", "problem", "checkedAt", "nextCheckAt", "records"],
  properties: {
    host: { type: "string" },
    status: { enum: DOMAIN_STATUSES },
    isPrimary: { type: "boolean" },
    /** What the last check found wrong, in words for the artist; null when none was found. */
    problem: { type: ["string", "null"] },
    checkedAt: { type: ["string", "null"] },
    nextCheckAt: { type: ["string", "null"] },
    /** The records to create: a CNAME to the subdomain (or A/AAAA to the server's addresses) and the TXT record with the token. */
    records: { type: "array", items: dnsRecordSchema },
  },
} as const;

export const domainListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["subdomain", "primaryAddress", "domains"],
  properties: {
    /** The artist's own address under the platform's domain: it always answers. */
    subdomain: { type: "string" },
    /** The address fans are sent to: a verified domain the artist chose, else the subdomain. */
    primaryAddress: { type: "string" },
    domains: { type: "array", items: customDomainSchema },
  },
} as const;

export const domainInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["domain"],
  // Room for a scheme or port typed by mistake, which the server names rather than a bare length error.
  properties: { domain: { type: "string", minLength: 1, maxLength: DOMAIN_MAX_LENGTH + 40 } },
} as const;

export const primaryAddressInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["address"],
  properties: { address: { type: "string", minLength: 1, maxLength: DOMAIN_MAX_LENGTH } },
} as const;

export const domainParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "domain"],
  // A host name as the studio sends it, nothing a query could trip on (the checks name what is wrong when adding one).
  properties: { profileId: idSchema, domain: { type: "string", minLength: 1, maxLength: DOMAIN_MAX_LENGTH, pattern: "^[A-Za-z0-9.-]+$" } },
} as const;

export type DnsRecord = FromSchema<typeof dnsRecordSchema>;
export type CustomDomain = FromSchema<typeof customDomainSchema>;
export type DomainList = FromSchema<typeof domainListSchema>;
