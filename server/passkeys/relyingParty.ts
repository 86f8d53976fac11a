import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { siteOriginOf } from "../http/siteOrigin";

/** Whom a passkey is made for: WebAuthn's relying party, the artist's own address. */
export interface RelyingParty {
  /** The host name (WebAuthn's RP ID): a passkey works only at this name. */
  readonly rpID: string;
  /** The origin the browser must report signing at, scheme and port included. */
  readonly origin: string;
}

/**
 * The artist's own address (siteOrigin.ts), never the Host header as it came: a passkey is bound to
 * the host it was made at, so each artist's studio has its own, and one made for a domain the
 * artist no longer has stops working rather than following the header. `new URL().origin` drops a
 * default port, as browsers do in `clientDataJSON`.
 */
export async function relyingPartyOf(
  request: FastifyRequest,
  { db, config }: Pick<ServerContext, "db" | "config">,
  profileId: string,
): Promise<RelyingParty> {
  const url = new URL(await siteOriginOf(request, db, config, profileId));
  return { rpID: url.hostname, origin: url.origin };
}
