import { createServer, type Server } from "node:http";
import { metricsRegistry } from "./metricsRegistry";

/**
 * METRICS_PORT: the metrics alone on a port of their own, bound like the site (HOST), for a
 * Prometheus that reaches it on a private network; nothing else is served there. Resolves once
 * listening, with the server (closed on shutdown).
 */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?", 1)[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found: the metrics are at /metrics.\n");
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metricsRegistry.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("The metrics could not be collected.\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
