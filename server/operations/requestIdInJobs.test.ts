import { afterAll, beforeAll, expect, it } from "vitest";
import { type JobQueue, REQUEST_ID_FIELD, startJobQueue } from "../jobs/jobQueue";
import { createTestServer, type TestServer } from "../testing/testServer";
import { jsonLog } from "./jsonLog";

/** The job lines written, parsed (jsonLog writes one JSON object a line). */
const jobLines: Record<string, unknown>[] = [];
/** The request log's lines, parsed (Fastify's pino). */
const requestLines: Record<string, unknown>[] = [];
let server: TestServer;
let jobs: JobQueue | undefined;
const received: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await createTestServer("pglite", {
    logger: { level: "info", stream: { write: (line: string) => requestLines.push(JSON.parse(line)) } },
    // A route that queues a job, as the routes that send mail or build exports do.
    beforeReady: (app) =>
      app.post("/test/queue-a-job", async () => {
        await jobs?.send("generate-download-codes", { batchId: "b1" });
        return { queued: true };
      }),
  });
  jobs = await startJobQueue(server.context.db, {
    pollSeconds: 0.5,
    log: jsonLog("info", (line) => jobLines.push(JSON.parse(line))),
  });
  await jobs.work<Record<string, unknown>>("generate-download-codes", async (data) => {
    received.push(data);
  });
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await server.close();
});

/** Waits for `check` on the queue's own time (a worker picks a sent job up at once), at most 10 s. */
async function eventually(check: () => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error("not done within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it("carries a request's id into the job it queues and the job's log lines, and logs the request's lines with it", async () => {
  const response = await server.app.inject({ method: "POST", url: "/test/queue-a-job", headers: { "x-request-id": "fan-click-42" } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["x-request-id"]).toBe("fan-click-42");
  await eventually(() => jobLines.some((line) => line.msg === "job done"));
  expect(received).toEqual([{ batchId: "b1", [REQUEST_ID_FIELD]: "fan-click-42" }]);
  const started = jobLines.find((line) => line.msg === "job started");
  expect(started).toMatchObject({ level: 30, queue: "generate-download-codes", reqId: "fan-click-42" });
  expect(jobLines.find((line) => line.msg === "job done")).toMatchObject({ reqId: "fan-click-42" });
  // The request's own lines are JSON with the same id.
  const mine = requestLines.filter((line) => line.reqId === "fan-click-42");
  expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
});

it("queues a job sent outside any request without an id, and keeps probes out of the request log", async () => {
  await jobs?.send("generate-download-codes", { batchId: "b2" });
  await eventually(() => received.length === 2);
  expect(received[1]).toEqual({ batchId: "b2" });
  const before = requestLines.length;
  for (let index = 0; index < 5; index++) await server.app.inject({ url: "/healthz" });
  await server.app.inject({ url: "/readyz" });
  expect(requestLines.slice(before)).toEqual([]);
});
