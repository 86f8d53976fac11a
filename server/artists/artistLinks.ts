import { SET_PASSWORD_PATH } from "../../schema/rules/newArtist";
import type { ServerConfig } from "../config";
import { DEFAULT_PLATFORM_DOMAIN } from "../config";
import { artistOrigin, type ReachedAs } from "./artistOrigin";

/** The one-time link an owner sets their password with, on the artist's own address. */
export function passwordLinkUrl(origin: string, token: string): string {
  return `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Where fans reach a new artist's site and the owner their studio: the artist's domain, else their
 * address name under the platform's domain (`http://night-ferry.localhost:3000/` in development),
 * with the scheme and port the server is reached at.
 */
export function artistAddresses(
  config: Pick<ServerConfig, "platformDomain">,
  reached: ReachedAs,
  artist: { readonly slug: string; readonly domain: string | null },
): { origin: string; site: string; studio: string } {
  const origin = artistOrigin(
    { slug: artist.slug, primaryDomain: artist.domain },
    config.platformDomain ?? DEFAULT_PLATFORM_DOMAIN,
    reached,
  );
  return { origin, site: `${origin}/`, studio: `${origin}/studio` };
}
