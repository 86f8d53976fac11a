import { SET_PASSWORD_PATH } from "../../schema/rules/newArtist";
import type { ServerConfig } from "../config";

/**
 * Where the server is reached, for links printed or sent: PUBLIC_URL, else the address the
 * request came to (the operator API), else this machine on the configured port (development).
 */
export function serverBaseUrl(config: Pick<ServerConfig, "publicUrl" | "port">, requestOrigin?: string): string {
  return config.publicUrl ?? requestOrigin ?? `http://localhost:${config.port}`;
}

/** The one-time link an owner sets their password with. */
export function passwordLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Where fans reach a new artist's site and the owner their studio: the artist's domain, else their
 * address name under the platform's domain (`http://night-ferry.localhost:3000/` in development,
 * with the scheme and port the server is reached at), else this server with `?profileId=`.
 */
export function artistAddresses(
  baseUrl: string,
  artist: { profileId: string; domain: string | null; slug?: string; platformDomain?: string },
): { site: string; studio: string } {
  // The scheme the server is reached with is the one the artist's addresses will be.
  const scheme = baseUrl.startsWith("https:") ? "https" : "http";
  if (artist.domain) return { site: `${scheme}://${artist.domain}/`, studio: `${scheme}://${artist.domain}/studio` };
  if (artist.slug && artist.platformDomain) {
    const port = new URL(baseUrl).port;
    const origin = `${scheme}://${artist.slug}.${artist.platformDomain}${port ? `:${port}` : ""}`;
    return { site: `${origin}/`, studio: `${origin}/studio` };
  }
  const query = `?profileId=${encodeURIComponent(artist.profileId)}`;
  return { site: `${baseUrl}/${query}`, studio: `${baseUrl}/studio${query}` };
}
