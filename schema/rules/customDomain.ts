/**
 * A custom domain an artist adds in the studio (issue 31): checked the same way in the studio's
 * form and on the server. Pure functions; the host is trimmed, lowercased and loses a final dot.
 */
import { DOMAIN_MAX_LENGTH, DOMAIN_PATTERN, normalizeDomain } from "./newArtist";

/** Domains one artist may have at once: enough for a band's names and old addresses, not a land grab. */
export const MAX_DOMAINS_PER_ARTIST = 20;

/** The label of the TXT record that proves the domain is the artist's: `_backline.<domain>`. */
export const VERIFICATION_LABEL = "_backline";

/** Why a domain cannot be added, as a name in `domain_invalid`'s messages. */
export type DomainProblem = "notAHost" | "withScheme" | "withPort" | "ipAddress" | "tooLong" | "platform";

const domainPattern = new RegExp(DOMAIN_PATTERN);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The domain as stored, or why it cannot be one: a host name with a dot, no scheme, path or port,
 * not an IP address, and not the platform's own domain or a name under it (those are subdomains).
 * @example checkCustomDomain(" Band.Example. ", "backline.example") // { ok: true, value: "band.example" }
 */
export function checkCustomDomain(
  input: string,
  platformDomain: string,
): { ok: true; value: string } | { ok: false; problem: DomainProblem } {
  const domain = normalizeDomain(input);
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(domain) || domain.includes("/")) return { ok: false, problem: "withScheme" };
  if (domain.includes("[") || (domain.match(/:/g)?.length ?? 0) > 1) return { ok: false, problem: "ipAddress" };
  if (/:\d*$/.test(domain)) return { ok: false, problem: "withPort" };
  if (IPV4.test(domain)) return { ok: false, problem: "ipAddress" };
  if (domain.length > DOMAIN_MAX_LENGTH) return { ok: false, problem: "tooLong" };
  if (!domainPattern.test(domain)) return { ok: false, problem: "notAHost" };
  if (domain === platformDomain || domain.endsWith(`.${platformDomain}`)) return { ok: false, problem: "platform" };
  return { ok: true, value: domain };
}

/** The name of a domain's TXT record: `_backline.band.example`. */
export function verificationRecordName(domain: string): string {
  return `${VERIFICATION_LABEL}.${domain}`;
}
