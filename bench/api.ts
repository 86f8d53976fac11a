/**
 * `npm run bench` (API part): throughput and latency of GET /api/public/products and
 * GET /api/public/posts on the embedded database, with autocannon (10 connections), beside a bare
 * Fastify route answering a constant JSON body, measured in the same run: the ceiling.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const server = spawn(process.execPath, ["--import", "tsx", "bench/apiServer.ts"], {
  env: { ...process.env, NODE_ENV: "production" },
  stdio: ["ignore", "pipe", "inherit"],
});
const ports = await new Promise<{ api: number; bare: number }>((resolve, reject) => {
  server.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
  createInterface({ input: server.stdout }).on("line", (line) => {
    if (line.startsWith("{")) resolve(JSON.parse(line));
  });
});

async function measure(name: string, url: string) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: 8 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    route: name,
    "requests/s": Math.round(result.requests.average),
    "p99 latency (ms)": result.latency.p99,
    "mean latency (ms)": result.latency.average,
  };
}

try {
  const rows = [
    await measure("bare Fastify, constant JSON (ceiling)", `http://127.0.0.1:${ports.bare}/`),
    await measure("GET /api/public/products", `http://127.0.0.1:${ports.api}/api/public/products?category=Music&page=1&limit=10`),
    await measure("GET /api/public/posts", `http://127.0.0.1:${ports.api}/api/public/posts?page=1&limit=10`),
  ];
  console.log("\nAPI throughput and latency, autocannon with 10 connections for 8 s after 2 s of warm-up (embedded database)\n");
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
