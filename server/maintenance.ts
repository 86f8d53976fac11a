import type { FastifyInstance } from "fastify";
import { pruneCounters } from "./data/rateCounters";
import { pruneSessions } from "./data/sessions";
import type { Database } from "./db/database";

const EVERY_MS = 10 * 60 * 1000;

/**
 * Now and then deletes what can no longer matter (ended sessions, old rate counters and login
 * failures), so those tables stay as small as the traffic of the last hour. Stops when the app closes.
 */
export function scheduleMaintenance(app: FastifyInstance, db: Database): void {
  const run = async () => {
    try {
      await pruneCounters(db);
      await pruneSessions(db);
    } catch (error) {
      app.log.warn({ err: error }, "maintenance failed; it runs again later");
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
