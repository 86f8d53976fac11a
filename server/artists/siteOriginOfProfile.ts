import type { ServerContext } from "../context";
import { findPrimaryDomain } from "../data/profiles";
import { artistAddresses, serverBaseUrl } from "./artistLinks";

/**
 * The address of an artist's site, without a request to read it from: for what the server sends on
 * its own (after a crash, on a provider's renewal), whose links must lead to the artist's site.
 */
export async function siteOriginOfProfile(context: Pick<ServerContext, "db" | "config">, profileId: string): Promise<string> {
  const domain = await findPrimaryDomain(context.db, profileId);
  return artistAddresses(serverBaseUrl(context.config), { profileId, domain }).site.replace(/\/(\?.*)?$/, "");
}
