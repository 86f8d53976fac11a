import type { FastifyRequest } from "fastify";
import type { Profile } from "../../schema/entities/people";
import { BoundedCache } from "../cache/boundedCache";
import { DEFAULT_PLATFORM_DOMAIN } from "../config";
import {
  type ArtistAddress,
  findArtistAddress,
  findDefaultProfile,
  findProfile,
  findProfileByHost,
  findProfileBySlug,
} from "../data/profiles";
import type { Queryable } from "../db/database";
import { httpError } from "./httpError";

/**
 * Artists looked up by id or host, reused for a few seconds: every request needs one, and artists
 * rarely change. Only artists that exist are kept, so a flood of made-up ids or Host headers costs
 * queries, never memory; the cache is bounded whatever comes.
 */
const PROFILE_CACHE = { ttlMs: 5000, maxEntries: 10_000, maxBytes: 4 * 1024 * 1024 } as const;

/**
 * Host names that belong to no artist, remembered for as long, in a small cache of their own: the
 * default artist's visitors (localhost, the server's own address) then cost no query per request,
 * and a flood of made-up Host headers only churns these few entries.
 */
const UNCLAIMED_HOSTS = { ttlMs: 5000, maxEntries: 256, maxBytes: 64 * 1024 } as const;

interface ProfileCaches {
  readonly found: BoundedCache<Profile | null>;
  readonly unclaimedHosts: BoundedCache<Profile | null>;
  readonly addresses: BoundedCache<ArtistAddress | null>;
}

const cachesByDb = new WeakMap<Queryable, ProfileCaches>();

function cachesOf(db: Queryable): ProfileCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      found: new BoundedCache<Profile | null>({ name: "profiles", ...PROFILE_CACHE, keep: (profile) => profile !== null }),
      unclaimedHosts: new BoundedCache<Profile | null>({
        name: "unclaimed_hosts",
        ...UNCLAIMED_HOSTS,
        keep: (profile) => profile === null,
      }),
      addresses: new BoundedCache<ArtistAddress | null>({
        name: "artist_addresses",
        ...PROFILE_CACHE,
        keep: (address) => address !== null,
      }),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

function cachedLookup(db: Queryable, key: string, lookUp: () => Promise<Profile | null>): Promise<Profile | null> {
  return cachesOf(db).found.get(key, lookUp);
}

/** An artist's address name and primary domain, reused for as long as their profile: every page's links need it. */
export function artistAddressOf(db: Queryable, profileId: string): Promise<ArtistAddress | null> {
  return cachesOf(db).addresses.get(profileId, () => findArtistAddress(db, profileId));
}

/** Forgets an artist's addresses at once when they choose or remove a domain: their links change with the next request. */
export function forgetArtistAddress(db: Queryable, profileId: string): void {
  cachesByDb.get(db)?.addresses.delete(profileId);
}

/**
 * Forgets every artist this server remembers, when one is renamed or moves to another address name
 * (issue 34, item 10): their id, their old and new subdomains and their domains are all keys, and
 * renames are rare enough to drop them all. Other servers on the database catch up within the
 * few seconds entries live.
 */
export function forgetArtists(db: Queryable): void {
  const caches = cachesByDb.get(db);
  caches?.found.clear();
  caches?.unclaimedHosts.clear();
  caches?.addresses.clear();
}

/** The profile cache of a database (for tests: how many entries it holds). */
export function profileCacheSize(db: Queryable): number {
  return cachesByDb.get(db)?.found.size ?? 0;
}

/**
 * Forgets what this server remembers of a host (a custom domain verified or removed, issue 31), so
 * its next request is looked up again rather than answered from the last few seconds.
 */
export function forgetHost(db: Queryable, host: string): void {
  const caches = cachesByDb.get(db);
  caches?.found.delete(`host:${host}`);
  caches?.unclaimedHosts.delete(`host:${host}`);
}

/** The host a request names, lowercased, without its port. */
export function requestHostName(request: FastifyRequest): string {
  return request.hostname.replace(/:\d+$/, "").toLowerCase();
}

/** The `<slug>` of `<slug>.<platformDomain>`: one label before the platform's domain, else null. */
export function slugOfHost(host: string, platformDomain: string): string | null {
  if (!host.endsWith(`.${platformDomain}`)) return null;
  const label = host.slice(0, -platformDomain.length - 1);
  return label !== "" && !label.includes(".") ? label : null;
}

/**
 * The artist a host name belongs to, or null: an address name under the platform's domain
 * (`night-ferry.localhost`), else a host an artist claimed (the domains table).
 */
export function profileOfHost(db: Queryable, host: string, platformDomain = DEFAULT_PLATFORM_DOMAIN): Promise<Profile | null> {
  const key = `host:${host}`;
  const slug = slugOfHost(host, platformDomain);
  const lookUp = () => (slug ? findProfileBySlug(db, slug) : findProfileByHost(db, host));
  return cachedLookup(db, key, () => cachesOf(db).unclaimedHosts.get(key, lookUp));
}

/** The platform's domain a request was served under (the app's setting; `localhost` by default). */
export function platformDomainOf(request: FastifyRequest): string {
  return (request.server as { platformDomain?: string }).platformDomain ?? DEFAULT_PLATFORM_DOMAIN;
}

/** The artist served where no host name says otherwise: the demo artist by default. */
export function defaultProfile(db: Queryable): Promise<Profile | null> {
  return cachedLookup(db, "default", () => findDefaultProfile(db));
}

/**
 * The artist a request is for: the `profileId` it names, else the one its host name belongs to,
 * else the default (the demo artist on localhost). An unknown `profileId` is a 404.
 */
export async function profileOf(request: FastifyRequest, db: Queryable, profileId?: string): Promise<Profile> {
  if (profileId !== undefined) {
    const profile = await cachedLookup(db, `id:${profileId}`, () => findProfile(db, profileId));
    if (!profile) throw httpError("not_found", "profile");
    return profile;
  }
  const profile = (await profileOfHost(db, requestHostName(request), platformDomainOf(request))) ?? (await defaultProfile(db));
  if (!profile) throw httpError("not_found", "profile");
  return profile;
}

/** The `profileId` a request names in its query or body, if any. */
export function namedProfileId(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as { profileId?: string } | undefined)?.profileId;
  const fromBody = (request.body as { profileId?: string } | undefined)?.profileId;
  return fromQuery ?? fromBody;
}

/** Shorthand: the artist of a request, from what it names or its host. */
export function requestProfile(request: FastifyRequest, db: Queryable): Promise<Profile> {
  return profileOf(request, db, namedProfileId(request));
}
