import type { FastifyRequest } from "fastify";
import type { Profile } from "../../schema/entities/people";
import { findDefaultProfile, findProfile, findProfileByHost } from "../data/profiles";
import type { Queryable } from "../db/database";
import { httpErrors } from "./httpError";

/**
 * The artist a request is for: the `profileId` it names, else the one its host name belongs to,
 * else the default (the demo artist on localhost). An unknown `profileId` is a 404.
 */
export async function profileOf(request: FastifyRequest, db: Queryable, profileId?: string): Promise<Profile> {
  if (profileId !== undefined) {
    const profile = await findProfile(db, profileId);
    if (!profile) throw httpErrors.notFound("Profile");
    return profile;
  }
  const byHost = await findProfileByHost(db, request.hostname.replace(/:\d+$/, ""));
  if (byHost) return byHost;
  const fallback = await findDefaultProfile(db);
  if (!fallback) throw httpErrors.notFound("Profile");
  return fallback;
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
