import type { FastifyInstance } from "fastify";

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
}
