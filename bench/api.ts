/**
 * `npm run bench` (API part): throughput and latency of GET /api/public/products and
 * GET /api/public/posts with autocannon (10 connections), on the embedded database and, when
 * BENCH_DATABASE_URL names a PostgreSQL server, on it too; beside a bare Fastify route answering
 * a constant JSON body, measured in the same run: the ceiling.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { measureHttp } from "./measureHttp";

/** Starts bench/apiServer.ts (on PostgreSQL at `databaseUrl` when given) and measures its routes. */
async function measureServer(database: string, databaseUrl?: string) {
  const server = spawn(process.execPath, ["--import", "tsx", "bench/apiServer.ts", ...(databaseUrl ? [databaseUrl] : [])], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ports = await new Promise<{ api: number; bare: number }>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
    createInterface({ input: server.stdout }).on("line", (line) => {
      if (line.startsWith("{")) resolve(JSON.parse(line));
    });
  });
  try {
    const target = databaseUrl ? "≥ 2,000/s, p99 ≤ 30 ms" : "≥ 1,000/s, p99 ≤ 30 ms";
    const row = async (name: string, url: string) => ({ database, ...(await measureHttp(name, url)), target });
    return [
      { database, ...(await measureHttp("bare Fastify, constant JSON (ceiling)", `http://127.0.0.1:${ports.bare}/`)), target: "" },
      await row("GET /api/public/products", `http://127.0.0.1:${ports.api}/api/public/products?category=Music&page=1&limit=10`),
      await row("GET /api/public/posts", `http://127.0.0.1:${ports.api}/api/public/posts?page=1&limit=10`),
    ];
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

const rows = await measureServer("embedded PGlite");
if (process.env.BENCH_DATABASE_URL) rows.push(...(await measureServer("PostgreSQL", process.env.BENCH_DATABASE_URL)));
else console.log("(Set BENCH_DATABASE_URL to a PostgreSQL server to measure it too.)");
console.log("\nAPI throughput and latency, autocannon with 10 connections for 8 s after 2 s of warm-up\n");
console.table(rows);
