import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpError } from "../http/httpError";
import { metricsRegistry } from "./metricsRegistry";
import { checkReadiness, type ReadinessChecks } from "./readiness";

/** The paths answered before anything else looks at a request. */
export const OPERATIONS_PATHS = ["/healthz", "/readyz", "/metrics"] as const;

export interface OperationsOptions {
  readonly checks: ReadinessChecks;
  /** METRICS_TOKEN: `/metrics` answers a bearer of it; without it, `/metrics` is left to the site (a 404). */
  readonly metricsToken?: string;
}

/** The path of a request, without its query. */
const pathOf = (url: string) => url.split("?", 1)[0] ?? url;

/** Compares in constant time: hashing first makes both sides one length, so not even the length leaks. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === "string" && header.startsWith("Bearer ") ? header.slice("Bearer ".length) : null;
}

/**
 * `/healthz`, `/readyz` and (with METRICS_TOKEN) `/metrics`, answered in the first hook of every
 * request: a load balancer calls by IP, so no Host check, artist lookup, redirect or rate limit
 * may stand in front of them, and they are never cached. Their answers name no secret: the probe
 * says which dependency failed, never the error's text (which may hold a host or a user name).
 */
export function installOperationsEndpoints(app: FastifyInstance, { checks, metricsToken }: OperationsOptions): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const path = pathOf(request.url);
    if (path === "/healthz") return answer(reply, 200, { status: "ok" });
    if (path === "/readyz") {
      const readiness = await checkReadiness(checks);
      return answer(reply, readiness.ready ? 200 : 503, { status: readiness.ready ? "ready" : "unavailable", checks: readiness.checks });
    }
    if (path === "/metrics" && metricsToken !== undefined) {
      const token = bearerOf(request);
      if (token === null || !sameToken(token, metricsToken)) {
        // In JSON, not the error page a browser gets for other paths: a scraper reads this.
        const { code, reason, message } = httpError("unauthorized", "metricsToken");
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        return answer(reply, 401, { code, reason, message });
      }
      reply.header("content-type", metricsRegistry.contentType).header("cache-control", "no-store");
      return reply.code(200).send(await metricsRegistry.metrics());
    }
  });
}

function answer(reply: FastifyReply, status: number, body: object): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").send(body);
}
