import Fastify from "fastify";
import { inProcessAnalytics } from "../../server/analytics/analyticsStore";
import { noCountry } from "../../server/analytics/countryOfAddress";
import type { Database } from "../../server/db/database";
import { diskStorage } from "../../server/storage/diskStorage";
import { recordingMailQueue } from "../../server/testing/recordingMailQueue";
import { recordingNewsletterDispatch } from "../../server/testing/recordingNewsletterDispatch";
import { systemClock } from "../../server/time/clock";

/** The server context the HTTP benches run the real app with: no mail sent, no audio or exports built. */
export function benchContext(db: Database, dataDir: string) {
  return {
    db,
    storage: diskStorage(`${dataDir}/media`),
    config: { port: 0, host: "127.0.0.1", dataDir, uploadSecret: "bench", trustProxy: false as const },
    // The bench sends no mail; what would be queued is kept in memory.
    mail: recordingMailQueue(db),
    newsletters: recordingNewsletterDispatch(),
    // The bench measures answers, not transcodes: audio work is asked for and never run.
    audio: { processMaster: async () => {}, makePreview: async () => {}, makeDownload: async () => {} },
    video: { makeWebCopy: async () => {} },
    // Nor copies of fans' data.
    dataExports: { build: async () => {} },
    // Nor batches of download codes.
    codeBatches: { generate: async () => {} },
    // Nor webhooks' deliveries.
    webhooks: { wake: async () => {} },
    platformImports: { write: async () => {} },
    artistExports: { build: async () => {} },
    clock: systemClock,
    releaseClock: systemClock,
    analytics: inProcessAnalytics(db),
    // No country database: the lookup's cost is not what the benches measure.
    countryOf: noCountry,
  };
}

/** The port a listening server was given. */
export function portOf(server: { address(): unknown }): number {
  const address = server.address();
  return typeof address === "object" && address && "port" in address ? Number(address.port) : 0;
}

/** A bare Fastify route answering a constant JSON body (the ceiling the HTTP benches print beside ours); its port. */
export async function listenBare(): Promise<number> {
  const bare = Fastify();
  const constant = { data: [{ id: "p1", title: "Night Drive" }], page: 1, pageSize: 10, total: 1 };
  bare.get("/", async () => constant);
  await bare.listen({ port: 0, host: "127.0.0.1" });
  return portOf(bare.server);
}
