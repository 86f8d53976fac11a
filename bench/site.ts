/**
 * `npm run bench` (site part), on the built server (`npm run build` first) with the demo artist:
 * - the JavaScript a fan downloads before the home page is interactive (the entry and every chunk
 *   it preloads, gzip), and the server-rendered HTML's size;
 * - server-rendering throughput of the home page (autocannon, 10 connections) beside a bare
 *   Fastify route answering a constant JSON body in the same run (the ceiling).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { gzipSync } from "node:zlib";
import Fastify from "fastify";
import { measureHttp } from "./measureHttp";

const port = 4600 + Math.floor(Math.random() * 300);
const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(join(tmpdir(), "backline-bench-site-")),
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.once("exit", (code) => reject(new Error(`the server exited (${code}); run npm run build first`)));
  createInterface({ input: server.stdout }).on("line", (line) => {
    if (line.includes("Backline is running at")) resolve();
  });
});
const base = `http://127.0.0.1:${port}`;

const bare = Fastify();
bare.get("/", async () => ({ data: [{ id: "p1", title: "Night Drive" }], page: 1, pageSize: 10, total: 1 }));
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === "object" && bareAddress ? bareAddress.port : 0}/`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] as string);
  const sizes = async (urls: string[]) =>
    Promise.all(urls.map(async (url) => gzipSync(Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer())).length));
  const jsSizes = await sizes(scripts);
  const cssSizes = await sizes(stylesheets);
  console.log("\nThe home page, as a fan first loads it\n");
  console.table([
    { what: `JavaScript before interactive (${scripts.length} files)`, gzip: kb(jsSizes.reduce((a, b) => a + b, 0)) },
    { what: `Stylesheet (${stylesheets.length} file)`, gzip: kb(cssSizes.reduce((a, b) => a + b, 0)) },
    { what: "Server-rendered HTML", gzip: kb(gzipSync(html).length), raw: kb(Buffer.byteLength(html)) },
  ]);

  const rows = [
    await measureHttp("bare Fastify, constant JSON (ceiling)", bareUrl),
    await measureHttp("GET / (server-rendered home page)", `${base}/`),
  ];
  console.log("\nServer rendering, autocannon with 10 connections for 8 s after 2 s of warm-up (embedded database)\n");
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  await bare.close();
}
