import type { IncomingMessage } from "node:http";
import { type FastifyInstance, LogController } from "fastify";
import { httpRequestDuration } from "./metricsRegistry";
import { OPERATIONS_PATHS } from "./operationsEndpoints";
import { requestIdOf, withRequestId } from "./requestContext";

/** The route label of requests no route matched: one label for every unknown path, so the series stay bounded. */
export const UNMATCHED_ROUTE = "(unmatched)";

const isOperationsPath = (url: string) => (OPERATIONS_PATHS as readonly string[]).includes(url.split("?", 1)[0] ?? url);

/** Fastify's options for request ids and request logging (buildApp passes them to Fastify). */
export const requestIdOptions = {
  // The caller's X-Request-Id when short and plain (a load balancer's), else a new one.
  genReqId: (request: IncomingMessage) => requestIdOf(request.headers["x-request-id"]),
  requestIdHeader: false as const,
  // Probes come every few seconds from each load balancer: their lines would bury the rest.
  logController: new LogController({ disableRequestLogging: (request) => isOperationsPath(request.url), requestIdLogLabel: "reqId" }),
};

/**
 * Follows every request: its id is echoed in X-Request-Id and carried into the jobs its handler
 * queues (server/jobs/jobQueue.ts), and its duration is counted under its route's pattern
 * (`/api/profiles/:profileId/pages`), never its raw URL.
 */
export function installRequestTracking(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // Each handler runs inside its request's context, so the jobs it queues carry the id. Wrapping
  // the handler (rather than entering the context in a hook) keeps it from leaking past the handler.
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      return withRequestId(request.id, () => handler.call(this, request, reply));
    };
  });
  app.addHook("onResponse", async (request, reply) => {
    const path = request.url.split("?", 1)[0] ?? request.url;
    const route = isOperationsPath(path) ? path : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    httpRequestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
  });
}
