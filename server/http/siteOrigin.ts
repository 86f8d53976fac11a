import type { FastifyRequest } from "fastify";
import type { Profile } from "../../schema/entities/people";
import { artistOriginOf, type ReachedAs, reachedAsPublicUrl } from "../artists/artistOrigin";
import type { ServerConfig } from "../config";
import { findPrimaryDomain } from "../data/profiles";
import type { Queryable } from "../db/database";
import { requestScheme } from "./hostHeader";
import { httpError } from "./httpError";
import { defaultProfile, namedProfileId, platformDomainOf, profileOf, profileOfHost, requestHostName } from "./profile";

/** The loopback names a developer reaches the server at; any other `*.localhost` is no one's until an artist has it. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The port links name when no PUBLIC_URL says: none when the request came to the scheme's own port
 * (a proxy in front), else the one the server listens on (development), or, for a request made
 * in-process as tests do, the request's own, which the Host check has proven to be digits.
 */
export function requestReachedAs(request: FastifyRequest): ReachedAs {
  const scheme = requestScheme(request);
  const named = /:(\d{1,5})$/.exec(request.host)?.[1];
  if (!named) return { scheme, port: "" };
  const address = request.server.server.address();
  const listening = address && typeof address === "object" ? address.port : 0;
  return { scheme, port: String(listening || named) };
}

/** The server's own addresses, which serve the default artist: loopback names, the platform's domain, PUBLIC_URL's host. */
function isServersOwnHost(host: string, platformDomain: string, config: ServerConfig): boolean {
  return (
    LOOPBACK_HOSTS.has(host) || host === platformDomain || (config.publicUrl !== undefined && new URL(config.publicUrl).hostname === host)
  );
}

/**
 * The artist a request's host serves: the one the host belongs to, else, on the server's own
 * addresses, the default artist. A host no one has serves the default artist only once that artist
 * has a domain of their own (the links then name it); otherwise it is 421 Misdirected Request, and
 * its name is never repeated.
 */
export async function hostArtistOf(request: FastifyRequest, db: Queryable, config: ServerConfig): Promise<Profile> {
  const host = requestHostName(request);
  const platformDomain = platformDomainOf(request);
  const owner = await profileOfHost(db, host, platformDomain);
  if (owner) return owner;
  const fallback = await defaultProfile(db);
  if (fallback && (isServersOwnHost(host, platformDomain, config) || (await findPrimaryDomain(db, fallback.id)))) return fallback;
  throw httpError("unknown_host", "notServed", host.slice(0, 100));
}

/** The artist whose links a request's answer holds: the one it names (`profileId`, the integrators' API), else its host's. */
function linkedArtistOf(request: FastifyRequest, db: Queryable, config: ServerConfig): Promise<Profile> {
  const named = namedProfileId(request);
  return named !== undefined ? profileOf(request, db, named) : hostArtistOf(request, db, config);
}

/**
 * The address absolute links are built from (canonical links, og:url, the sitemap, robots.txt,
 * upload URLs, every link mailed), from the artist's own address only, never from the Host header
 * as it came: the artist's primary domain, else their subdomain `<slug>.<PLATFORM_DOMAIN>`, with
 * PUBLIC_URL's scheme and port, else the request's scheme and the port the server listens on.
 * `artistId` names the artist when the caller knows it; else it is the request's.
 */
export async function siteOriginOf(request: FastifyRequest, db: Queryable, config: ServerConfig, artistId?: string): Promise<string> {
  const id = artistId ?? (await linkedArtistOf(request, db, config)).id;
  const origin = await artistOriginOf(db, id, config, reachedAsPublicUrl(config) ?? requestReachedAs(request));
  if (!origin) throw httpError("not_found", "profile");
  return origin;
}
