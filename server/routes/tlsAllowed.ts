import { tlsAllowedQuerySchema, tlsAllowedResponseSchema } from "../../schema/api/tls";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { platformDomainOf, profileOfHost } from "../http/profile";
import { limitAddressRate } from "../http/rateLimits";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 429);

/**
 * The question a TLS proxy in front of Backline asks before it gets a certificate for a host name
 * (Caddy's on-demand TLS, issue 31; the Caddyfile is in the README): 200 for a verified custom
 * domain or an existing artist's `<slug>.<PLATFORM_DOMAIN>`, 404 for anything else. Anything else
 * includes the bare platform domain: it is the operator's own address, given its certificate the
 * usual way, and answering yes would let Caddy ask a CA for `localhost` or for a name the operator
 * never pointed here. Domains being verified are a no too: until verified, the name is anyone's.
 *
 * The artist is found as every request finds it (profileOfHost), through caches that keep known
 * artists only and churn a small fixed set for unknown names: asks for made-up names cost queries,
 * never memory. No Host check stands in the way: Caddy asks at the server's own address.
 */
export const tlsAllowedRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.get(
    "/tls/allowed",
    { schema: { tags: ["tls"], querystring: tlsAllowedQuerySchema, response: { 200: tlsAllowedResponseSchema, ...errors } } },
    async (request, reply) => {
      await limitAddressRate(request, context, "tlsAsk");
      reply.header("cache-control", "no-store");
      const { domain } = request.query;
      const platformDomain = platformDomainOf(request);
      const served = domain !== platformDomain && (await profileOfHost(db, domain, platformDomain)) !== null;
      if (!served) throw httpError("not_found", "tlsDomain");
      return { allowed: true } as const;
    },
  );
};
