import type { ServerConfig } from "../config";
import { DEFAULT_PLATFORM_DOMAIN } from "../config";
import type { ArtistAddress } from "../data/profiles";
import type { Queryable } from "../db/database";
import { artistAddressOf } from "../http/profile";

/**
 * How the server is reached, apart from the host name: the scheme, and a port when it is not the
 * scheme's own. It comes from PUBLIC_URL when set; the host name never does (issue 31): every
 * artist's links are on that artist's address.
 */
export interface ReachedAs {
  readonly scheme: "http" | "https";
  /** Digits, or "" for the scheme's default port. */
  readonly port: string;
}

/** PUBLIC_URL's scheme and port, or null without it. */
export function reachedAsPublicUrl(config: Pick<ServerConfig, "publicUrl">): ReachedAs | null {
  if (!config.publicUrl) return null;
  const url = new URL(config.publicUrl);
  return { scheme: url.protocol === "https:" ? "https" : "http", port: url.port };
}

/** How the server is reached when no request says (mail sent by a job): PUBLIC_URL, else http on the configured port. */
export function reachedAsConfigured(config: Pick<ServerConfig, "publicUrl" | "port">): ReachedAs {
  return reachedAsPublicUrl(config) ?? { scheme: "http", port: config.port === 80 || config.port === 0 ? "" : String(config.port) };
}

/**
 * The origin every link to an artist is built from: their primary domain, else their subdomain
 * `<slug>.<platformDomain>`, with the scheme and port the server is reached at.
 */
export function artistOrigin(address: ArtistAddress, platformDomain: string, reached: ReachedAs): string {
  return originOfHost(address.primaryDomain ?? `${address.slug}.${platformDomain}`, reached);
}

/** The origin of one of the server's known hosts, reached as the server is. */
export function originOfHost(host: string, reached: ReachedAs): string {
  const defaultPort = reached.scheme === "https" ? "443" : "80";
  const port = reached.port && reached.port !== defaultPort ? `:${reached.port}` : "";
  return `${reached.scheme}://${host}${port}`;
}

/** The origin of an artist by id, looked up; null for an artist that does not exist. */
export async function artistOriginOf(
  db: Queryable,
  profileId: string,
  config: Pick<ServerConfig, "platformDomain">,
  reached: ReachedAs,
): Promise<string | null> {
  const address = await artistAddressOf(db, profileId);
  return address ? artistOrigin(address, config.platformDomain ?? DEFAULT_PLATFORM_DOMAIN, reached) : null;
}
