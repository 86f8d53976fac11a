import type { FastifyInstance, FastifyRequest } from "fastify";
import { httpError } from "./httpError";

/**
 * A host as a request may name it: a DNS name or an IP literal, and a port; nothing else. A Host
 * such as `localhost:1@evil.example` or `localhost:3000/x` would read as another address once put
 * in a URL, so it is refused before anything looks at it (issue 31).
 */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\]|[0-9.]{7,15})(?::\d{1,5})?$/i;

/** Whether `host` (a Host or X-Forwarded-Host value) is a host name with an optional port. */
export function isWellFormedHost(host: string): boolean {
  return host.length <= 260 && HOST_PATTERN.test(host);
}

/** The request's scheme: X-Forwarded-Proto counts only from a trusted proxy (fastify's), and only http or https. */
export function requestScheme(request: FastifyRequest): "http" | "https" {
  return request.protocol === "https" ? "https" : "http";
}

/**
 * Refuses a request whose Host, or the X-Forwarded-Host a trusted proxy passed on, is not a host
 * name: 400 `bad_host`. A request with no Host at all (HTTP/1.0) is for the default artist.
 */
export function refuseMalformedHosts(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const raw = request.headers.host;
    if (raw !== undefined && raw !== "" && !isWellFormedHost(raw)) throw httpError("bad_host", "malformed");
    const used = request.host;
    if (used !== "" && used !== raw && !isWellFormedHost(used)) throw httpError("bad_host", "malformed");
  });
}
