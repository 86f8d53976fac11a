import type { ServerContext } from "../context";
import { httpError } from "../http/httpError";
import { artistOriginOf, reachedAsConfigured } from "./artistOrigin";

/**
 * The address of an artist's site, without a request to read it from: for what the server sends on
 * its own (after a crash, on a provider's renewal), whose links must lead to the artist's site.
 */
export async function siteOriginOfProfile(context: Pick<ServerContext, "db" | "config">, profileId: string): Promise<string> {
  const origin = await artistOriginOf(context.db, profileId, context.config, reachedAsConfigured(context.config));
  if (!origin) throw httpError("not_found", "profile");
  return origin;
}
