import type { FastifyRequest } from "fastify";
import type { Profile } from "../../schema/entities/people";
import { findDefaultProfile, findProfile, findProfileByHost } from "../data/profiles";
import type { Queryable } from "../db/database";
import { httpErrors } from "./httpError";

/** How long a lookup of an artist by id or host is reused: every request needs one, and artists rarely change. */
const PROFILE_CACHE_MS = 5000;
const caches = new WeakMap<Queryable, Map<string, { profile: Promise<Profile | null>; until: number }>>();

function cachedLookup(db: Queryable, key: string, lookUp: () => Promise<Profile | null>): Promise<Profile | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.profile;
  const profile = lookUp();
  cache.set(key, { profile, until: now + PROFILE_CACHE_MS });
  // A failed lookup is not remembered.
  profile.catch(() => cache.delete(key));
  return profile;
}

/**
 * The artist a request is for: the `profileId` it names, else the one its host name belongs to,
 * else the default (the demo artist on localhost). An unknown `profileId` is a 404.
 */
export async function profileOf(request: FastifyRequest, db: Queryable, profileId?: string): Promise<Profile> {
  if (profileId !== undefined) {
    const profile = await cachedLookup(db, `id:${profileId}`, () => findProfile(db, profileId));
    if (!profile) throw httpErrors.notFound("Profile");
    return profile;
  }
  const host = request.hostname.replace(/:\d+$/, "").toLowerCase();
  const profile = await cachedLookup(db, `host:${host}`, async () => (await findProfileByHost(db, host)) ?? findDefaultProfile(db));
  if (!profile) throw httpErrors.notFound("Profile");
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
