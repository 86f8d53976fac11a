import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "../config";
import { findPrimaryDomain } from "../data/profiles";
import type { Queryable } from "../db/database";
import { httpError } from "./httpError";
import { defaultProfile, profileOfHost, requestHostName } from "./profile";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost");
}

/**
 * The address absolute links are built from (canonical links, og:url, the sitemap, robots.txt,
 * upload URLs), from hosts the server knows only, never from whatever Host header came in:
 * - a host name an artist claimed (the domains table): that host, without the port the request named;
 * - else PUBLIC_URL, when set: the one address the server is reached at;
 * - else a loopback host (localhost): the request's own address, for development;
 * - else the default artist's first domain;
 * - else nothing is known: 421 Misdirected Request.
 */
export async function siteOriginOf(request: FastifyRequest, db: Queryable, config: ServerConfig): Promise<string> {
  const host = requestHostName(request);
  if (await profileOfHost(db, host)) return `${request.protocol}://${host}`;
  if (config.publicUrl) return config.publicUrl;
  if (isLoopbackHost(host)) return `${request.protocol}://${request.host}`;
  const fallback = await defaultProfile(db);
  const domain = fallback ? await findPrimaryDomain(db, fallback.id) : null;
  if (domain) return `https://${domain}`;
  throw httpError("unknown_host", "notServed", host.slice(0, 100));
}
