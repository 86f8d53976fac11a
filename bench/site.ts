/**
 * `npm run bench` (site part), on the built server (`npm run build` first) with the demo artist:
 * - the JavaScript a fan downloads before the home page is interactive (the entry and every chunk
 *   it preloads), as the server sends it to a browser accepting brotli (issue 13: at most 110 KB),
 *   and the server-rendered HTML's size;
 * - server-rendering throughput of the home page (autocannon, 10 connections) beside a bare
 *   Fastify route answering a constant JSON body in the same run (the ceiling).
 */
import Fastify from "fastify";
import { sentBytes, spawnBuiltServer } from "./harness/serverProcess";
import { measureHttp } from "./measureHttp";

const { base, stop } = await spawnBuiltServer("site");

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
  await stop();
  await bare.close();
}
