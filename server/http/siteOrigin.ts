import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "../config";
import { findPrimaryDomain } from "../data/profiles";
import type { Queryable } from "../db/database";
import { requestScheme } from "./hostHeader";
import { httpError } from "./httpError";
import { defaultProfile, platformDomainOf, profileOfHost, requestHostName, slugOfHost } from "./profile";

/** The loopback names a developer reaches the server at; any other `*.localhost` is no one's until an artist has it. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The port a loopback address names: the one the server listens on when it does, else (a request
 * made in-process, as tests do) the request's own, which the Host check has proven to be digits.
 */
function loopbackPort(request: FastifyRequest): string {
  const address = request.server.server.address();
  const listening = address && typeof address === "object" ? address.port : 0;
  const port = listening || Number(/:(\d{1,5})$/.exec(request.host)?.[1] ?? 0);
  return port ? `:${port}` : "";
}

/**
 * The address absolute links are built from (canonical links, og:url, the sitemap, robots.txt,
 * upload URLs), from hosts the server knows only, never from whatever Host header came in:
 * - a host name an artist claimed (the domains table): that host, without the port the request named;
 * - an artist's address name under the platform's domain (`night-ferry.localhost`): that host, with
 *   PUBLIC_URL's scheme and port, else the port the server listens on;
 * - else PUBLIC_URL, when set: the one address the server is reached at;
 * - else a loopback host (localhost, 127.0.0.1): that name and the port the server listens on, for
 *   development; never the Host header as it came (`localhost:1@evil.example` is refused earlier);
 * - else the default artist's first domain;
 * - else nothing is known: 421 Misdirected Request.
 */
export async function siteOriginOf(request: FastifyRequest, db: Queryable, config: ServerConfig): Promise<string> {
  const host = requestHostName(request);
  const scheme = requestScheme(request);
  const platformDomain = platformDomainOf(request);
  if (await profileOfHost(db, host, platformDomain)) {
    // An artist's own address under the platform keeps the port the server is reached at (development).
    if (!slugOfHost(host, platformDomain)) return `${scheme}://${host}`;
    const port = config.publicUrl ? new URL(config.publicUrl).port : loopbackPort(request).slice(1);
    return `${config.publicUrl ? new URL(config.publicUrl).protocol.slice(0, -1) : scheme}://${host}${port ? `:${port}` : ""}`;
  }
  if (config.publicUrl) return config.publicUrl;
  if (LOOPBACK_HOSTS.has(host)) return `${scheme}://${host}${loopbackPort(request)}`;
  const fallback = await defaultProfile(db);
  const domain = fallback ? await findPrimaryDomain(db, fallback.id) : null;
  if (domain) return `https://${domain}`;
  throw httpError("unknown_host", "notServed", host.slice(0, 100));
}
