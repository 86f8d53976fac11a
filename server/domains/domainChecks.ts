import { type DomainRow, dueDomains, markCheckFailed, markVerified } from "../data/domains";
import type { Queryable } from "../db/database";
import { forgetPrimaryAddresses } from "../http/primaryAddressRedirect";
import { forgetHost } from "../http/profile";
import type { Clock } from "../time/clock";
import type { DomainResolver } from "./domainResolver";
import { type DomainCheck, verifyDomain } from "./verifyDomain";

/**
 * How often an unverified domain is looked at by itself: a minute after it is added, then twice
 * as long after each miss (DNS changes take minutes to hours to spread), at most every few hours;
 * after a week it is left alone (Check now still looks), so abandoned domains cost nothing.
 */
export const DOMAIN_CHECK_BACKOFF = {
  firstMs: 60_000,
  maxMs: 4 * 3600_000,
  giveUpAfterMs: 7 * 24 * 3600_000,
} as const;

/** The wait before the next check after `attempts` misses (1 after the first). */
export function checkDelayMs(attempts: number): number {
  return Math.min(DOMAIN_CHECK_BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1), DOMAIN_CHECK_BACKOFF.maxMs);
}

export interface DomainCheckDeps {
  readonly db: Queryable;
  readonly resolver: DomainResolver;
  readonly clock: Clock;
  readonly platformDomain: string;
}

/** Checks one domain's records and writes down what was found: verified, or the problem and the next check. */
export async function checkDomain(deps: DomainCheckDeps, domain: DomainRow): Promise<DomainCheck> {
  const found = await verifyDomain(deps.resolver, {
    host: domain.host,
    token: domain.token,
    subdomain: `${domain.slug}.${deps.platformDomain}`,
    platformDomain: deps.platformDomain,
  });
  const nowMs = deps.clock.now();
  if (found.ok) {
    await markVerified(deps.db, domain.host, nowMs);
    // This server stops treating the host as no one's at once (others within their cache's few seconds).
    forgetHost(deps.db, domain.host);
    forgetPrimaryAddresses(deps.db);
    return found;
  }
  const next = nowMs + checkDelayMs(domain.checkAttempts + 1);
  const givenUp = next - Date.parse(domain.createdAt) > DOMAIN_CHECK_BACKOFF.giveUpAfterMs || domain.nextCheckAt === null;
  await markCheckFailed(deps.db, domain.host, { nowMs, problem: found.problem, nextCheckAt: givenUp ? null : next });
  return found;
}

/** Checks the unverified domains that are due, a batch at a time; how many were checked. */
export async function checkDueDomains(deps: DomainCheckDeps, limit = 50): Promise<number> {
  const due = await dueDomains(deps.db, deps.clock.now(), limit);
  for (const domain of due) await checkDomain(deps, domain);
  return due.length;
}
