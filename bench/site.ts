/**
 * `npm run bench` (site part), on the built server (`npm run build` first) with the demo artist:
 * - the JavaScript a fan downloads before the home page is interactive (the entry and every chunk
 *   it preloads), as the server sends it to a browser accepting brotli (issue 13: at most 110 KB),
 *   and the server-rendered HTML's size;
 * - server-rendering throughput of the home page (autocannon, 10 connections) beside a bare
 *   Fastify route answering a constant JSON body in the same run (the ceiling).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
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

/** The bytes the server sends for `url` to a client accepting `encoding` (fetch would decompress them). */
function sentBytes(url: string, encoding: "br" | "identity"): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": encoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

try {
  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] as string);
  const total = (sizes: number[]) => kb(sizes.reduce((a, b) => a + b, 0));
  const [jsBrotli, jsRaw, cssBrotli, cssRaw, htmlBrotli] = await Promise.all([
    Promise.all(scripts.map((url) => sentBytes(`${base}${url}`, "br"))),
    Promise.all(scripts.map((url) => sentBytes(`${base}${url}`, "identity"))),
    Promise.all(stylesheets.map((url) => sentBytes(`${base}${url}`, "br"))),
    Promise.all(stylesheets.map((url) => sentBytes(`${base}${url}`, "identity"))),
    sentBytes(`${base}/`, "br"),
  ]);
  console.log("\nThe home page, as a fan first loads it (bytes on the wire to a browser accepting brotli)\n");
  console.table([
    {
      what: `JavaScript before interactive (${scripts.length} files)`,
      sent: total(jsBrotli),
      uncompressed: total(jsRaw),
      target: "≤ 110.0 KB",
    },
    { what: `Stylesheet (${stylesheets.length} file)`, sent: total(cssBrotli), uncompressed: total(cssRaw) },
    { what: "Server-rendered HTML", sent: kb(htmlBrotli), uncompressed: kb(Buffer.byteLength(html)) },
  ]);

  const rows = [
    await measureHttp("bare Fastify, constant JSON (ceiling)", bareUrl),
    await measureHttp("GET / (server-rendered home page)", `${base}/`),
    await measureHttp("GET / as a browser asks (Accept-Encoding: br, gzip)", `${base}/`, { "accept-encoding": "br, gzip" }),
  ];
  console.log("\nServer rendering, autocannon with 10 connections for 8 s after 2 s of warm-up (embedded database)\n");
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  await bare.close();
}
