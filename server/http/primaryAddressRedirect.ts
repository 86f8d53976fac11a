import type { FastifyInstance } from "fastify";
import { originOfHost, reachedAsPublicUrl } from "../artists/artistOrigin";
import { BoundedCache } from "../cache/boundedCache";
import type { ServerConfig } from "../config";
import { findPrimaryOfAddress } from "../data/domains";
import type { Queryable } from "../db/database";
import { platformDomainOf, requestHostName, slugOfHost } from "./profile";
import { requestReachedAs } from "./siteOrigin";

/**
 * Which primary domain each host sends its visitors to, kept a few seconds: every page request
 * asks. Unknown hosts are kept too (null), so a bounded number of entries, churned by a flood of
 * made-up Host headers at worst.
 */
const PRIMARY_BY_HOST = { ttlMs: 5000, maxEntries: 4096, maxBytes: 1024 * 1024 } as const;

const cachesByDb = new WeakMap<Queryable, BoundedCache<string | null>>();

function cacheOf(db: Queryable): BoundedCache<string | null> {
  let cache = cachesByDb.get(db);
  if (!cache) {
    cache = new BoundedCache<string | null>({ name: "primary_addresses", ...PRIMARY_BY_HOST, keep: () => true });
    cachesByDb.set(db, cache);
  }
  return cache;
}

/**
 * Forgets every host's primary address on this server: an artist's primary changed, or a domain
 * was added or removed, and the redirect must follow at once (rare enough to drop them all).
 */
export function forgetPrimaryAddresses(db: Queryable): void {
  cachesByDb.get(db)?.clear();
}

/** Names that always serve the default artist as they are, never redirected (issue 31, item 1). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The primary address of the artist `host` belongs to (found by address name, by domain, or by
 * the domain under `www.`): their primary domain, else their subdomain. Null for no artist's host.
 */
function primaryOfHost(db: Queryable, host: string, platformDomain: string): Promise<string | null> {
  if (host === platformDomain || LOOPBACK_HOSTS.has(host)) return Promise.resolve(null);
  const slug = slugOfHost(host, platformDomain);
  const hosts = host.startsWith("www.") ? [host, host.slice(4)] : [host];
  return cacheOf(db).get(host, async () => {
    const primary = await findPrimaryOfAddress(db, slug ? { slug } : { hosts });
    if (!primary) return null;
    return "domain" in primary ? primary.domain : `${primary.slug}.${platformDomain}`;
  });
}

/**
 * Sends the visitors of an artist's other addresses to their primary address (issue 31): with a
 * primary domain, the subdomain; and every verified domain that is not primary (a former one, or
 * one not made primary yet) and `www.<domain>` answer 301 to the same path and query there, on
 * the scheme and port links are built with. GET and HEAD only (a form posted to the old address is
 * not turned into a GET), and never /api/: integrators and the TLS ask endpoint work on any address.
 */
export function installPrimaryAddressRedirect(app: FastifyInstance, db: Queryable, config: ServerConfig): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?")) return;
    const host = requestHostName(request);
    const primary = await primaryOfHost(db, host, platformDomainOf(request));
    if (!primary || primary === host) return;
    return reply
      .code(301)
      .header("location", `${originOfHost(primary, reachedAsPublicUrl(config) ?? requestReachedAs(request))}${request.url}`)
      .send();
  });
}
