import { verificationRecordName } from "../../schema/rules/customDomain";
import { type DomainResolver, recordsOrNone } from "./domainResolver";

/** What a check found: the domain is the artist's and points here, or what is missing, in words. */
export type DomainCheck = { ok: true } | { ok: false; problem: string };

export interface DomainToVerify {
  readonly host: string;
  readonly token: string;
  /** The artist's subdomain, `<slug>.<platformDomain>`: what the domain's CNAME names. */
  readonly subdomain: string;
  readonly platformDomain: string;
}

const sameName = (a: string, b: string) => a.toLowerCase().replace(/\.$/, "") === b.toLowerCase().replace(/\.$/, "");

/**
 * Checks a domain's DNS records (issue 31). Verified when both hold:
 * - the TXT record `_backline.<domain>` holds the domain's token (the artist controls its DNS);
 * - the domain points here: a CNAME to the artist's subdomain, or (at a zone's apex, where a
 *   CNAME is not allowed) A/AAAA records that are all among the addresses the platform's own
 *   domain has, as the same DNS servers answer.
 * DNS that does not answer is a problem like the others: the job tries again later.
 */
export async function verifyDomain(resolver: DomainResolver, domain: DomainToVerify): Promise<DomainCheck> {
  try {
    const txtName = verificationRecordName(domain.host);
    const txt = (await recordsOrNone(() => resolver.resolveTxt(txtName))).map((chunks) => chunks.join(""));
    if (txt.length === 0) return { ok: false, problem: `No TXT record at ${txtName} yet.` };
    if (!txt.includes(domain.token))
      return { ok: false, problem: `The TXT record at ${txtName} does not hold this domain's token: copy the value shown here.` };
    return await checkPointsHere(resolver, domain);
  } catch (error) {
    const code = (error as { code?: string }).code ?? "an error";
    return { ok: false, problem: `The DNS servers did not answer (${code}): we will look again.` };
  }
}

async function checkPointsHere(resolver: DomainResolver, domain: DomainToVerify): Promise<DomainCheck> {
  const cnames = await recordsOrNone(() => resolver.resolveCname(domain.host));
  if (cnames.some((name) => sameName(name, domain.subdomain))) return { ok: true };
  if (cnames.length > 0) return { ok: false, problem: `${domain.host} is a CNAME to ${cnames[0]}, not to ${domain.subdomain}.` };
  const addresses = [
    ...(await recordsOrNone(() => resolver.resolve4(domain.host))),
    ...(await recordsOrNone(() => resolver.resolve6(domain.host))),
  ];
  if (addresses.length === 0) return { ok: false, problem: `No CNAME record for ${domain.host} yet: point it at ${domain.subdomain}.` };
  const ours = new Set([
    ...(await recordsOrNone(() => resolver.resolve4(domain.platformDomain))),
    ...(await recordsOrNone(() => resolver.resolve6(domain.platformDomain))),
  ]);
  const foreign = addresses.filter((address) => !ours.has(address));
  if (foreign.length === 0) return { ok: true };
  return {
    ok: false,
    problem: `${domain.host} points at ${foreign.join(", ")}, which is not this server: use a CNAME to ${domain.subdomain}.`,
  };
}
