import type { FastifyInstance, FastifyReply } from "fastify";
import { sessionToken } from "./caller";

/** A year, with subdomains: once a browser has seen the site over HTTPS it never tries plain HTTP. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Headers every answer carries: no content-type guessing, no full address of our pages in the
 * Referer sent elsewhere, and HSTS when the request came over HTTPS (behind a proxy that ends TLS,
 * with TRUST_PROXY, that is what X-Forwarded-Proto says). Set before sending, so a route may still
 * choose otherwise.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  });
  // One place for every answer made for someone: an API answer to a request that carries a session
  // (a fan's bearer token, the studio's cookie) is theirs alone, and no cache may keep it, whatever
  // the route said; nor may one keep what a request that changed something was answered (a new
  // session's token among them).
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.url.startsWith("/api/")) return payload;
    if (sessionToken(request) !== null) reply.header("cache-control", PRIVATE_ANSWER);
    else if (request.method !== "GET" && request.method !== "HEAD" && !reply.hasHeader("cache-control"))
      reply.header("cache-control", PRIVATE_ANSWER);
    return payload;
  });
}

/** What an answer for one person carries. */
export const PRIVATE_ANSWER = "private, no-store";

/**
 * A page that must never be shown inside another site's frame (the studio, the pay page): CSP's
 * `frame-ancestors 'none'` for today's browsers, X-Frame-Options for older ones and for tools
 * that read only it.
 */
export function refuseFraming(reply: FastifyReply): FastifyReply {
  return reply.header("x-frame-options", "DENY");
}
