/**
 * `npm run bench` (API part): throughput and latency of GET /api/public/products and
 * GET /api/public/posts on the embedded database, with autocannon (10 connections), beside a bare
 * Fastify route answering a constant JSON body, measured in the same run: the ceiling.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { measureHttp } from "./measureHttp";

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

try {
  const rows = [
    await measureHttp("bare Fastify, constant JSON (ceiling)", `http://127.0.0.1:${ports.bare}/`),
    await measureHttp("GET /api/public/products", `http://127.0.0.1:${ports.api}/api/public/products?category=Music&page=1&limit=10`),
    await measureHttp("GET /api/public/posts", `http://127.0.0.1:${ports.api}/api/public/posts?page=1&limit=10`),
  ];
  console.log("\nAPI throughput and latency, autocannon with 10 connections for 8 s after 2 s of warm-up (embedded database)\n");
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
