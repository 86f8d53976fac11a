import { Resolver } from "node:dns/promises";

/** The DNS lookups a domain check makes: node:dns's Resolver has them; tests may give their own. */
export interface DomainResolver {
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
}

/**
 * A resolver asking `servers` (DNS_SERVERS: `ip` or `ip:port`), else the system's. Short
 * timeouts: a check is made while the artist waits (Check now), and the job retries anyway.
 */
export function domainResolver(servers?: readonly string[]): DomainResolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** Errors that mean "no such record" rather than "DNS did not answer". */
const NOT_FOUND = new Set(["ENOTFOUND", "ENODATA", "ENONAME"]);

/** The records, or [] when the name has none of that type; other failures (timeouts) are thrown. */
export async function recordsOrNone<T>(lookUp: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookUp();
  } catch (error) {
    if (NOT_FOUND.has((error as { code?: string }).code ?? "")) return [];
    throw error;
  }
}
