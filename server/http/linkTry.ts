import type { FastifyRequest } from "fastify";
import type { Profile } from "../../schema/entities/people";
import type { ServerContext } from "../context";
import { hashToken, ISSUED_TOKEN_PATTERN } from "../security/tokens";
import type { HttpError } from "./httpError";
import { requestProfile } from "./profile";
import { limitRate, type RatedAction } from "./rateLimits";

/**
 * An emailed link opened or used: the artist, once the try is counted by the token's hash (so
 * counters hold no token) and by the client's address; a token of a shape never issued is refused
 * with `unknown` without being looked up.
 */
export async function countedLinkTry(
  request: FastifyRequest,
  context: Pick<ServerContext, "db" | "config">,
  action: RatedAction,
  token: string,
  unknown: () => HttpError,
): Promise<Profile> {
  const profile = await requestProfile(request, context.db);
  await limitRate(request, context, action, { profileId: profile.id, account: `token:${hashToken(token)}` });
  if (!ISSUED_TOKEN_PATTERN.test(token)) throw unknown();
  return profile;
}
