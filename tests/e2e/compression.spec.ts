import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * What a fan's browser downloads, compressed (issue 13): the home page, its scripts and stylesheet,
 * and the API's answers, in brotli or gzip as the browser accepts, as they are without; every
 * answer says `Vary: Accept-Encoding`; no studio code is among the home page's scripts.
 */

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET with exactly the headers given (Playwright's own client would ask for compression and undo it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body);
  if (encoding === "gzip") return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

function varies(answer: RawAnswer): boolean {
  return /accept-encoding/i.test(String(answer.headers.vary ?? ""));
}

/** The scripts and stylesheet the home page loads before it is interactive. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href|link rel="stylesheet" href)="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
}

test("the home page and every script and stylesheet it loads come in brotli, gzip or as they are, each saying Vary", async ({
  baseURL,
}) => {
  const home = await rawGet(`${baseURL}/`, { "accept-encoding": "br" });
  expect(home.headers["content-encoding"]).toBe("br");
  expect(varies(home)).toBe(true);
  const html = decoded(home).toString("utf8");
  expect(html.startsWith("<!doctype html>")).toBe(true);
  const plainHome = await rawGet(`${baseURL}/`, {});
  expect(plainHome.headers["content-encoding"]).toBeUndefined();
  expect(varies(plainHome)).toBe(true);
  expect(assetsOf(plainHome.body.toString("utf8"))).toEqual(assetsOf(html));

  const assets = assetsOf(html);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const plain = await rawGet(`${baseURL}${asset}`, {});
    expect(plain.status, asset).toBe(200);
    expect(plain.headers["content-encoding"], asset).toBeUndefined();
    for (const [accepted, expected] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
    ] as const) {
      const answer = await rawGet(`${baseURL}${asset}`, { "accept-encoding": accepted });
      expect(answer.headers["content-encoding"], `${asset} for ${accepted}`).toBe(expected);
      expect(decoded(answer).equals(plain.body), `${asset} for ${accepted}`).toBe(true);
      expect(varies(answer), asset).toBe(true);
    }
  }
});

test("the API's answers come compressed to a client that accepts it", async ({ baseURL }) => {
  const plain = await rawGet(`${baseURL}/api/public/products?limit=20`, {});
  const gzip = await rawGet(`${baseURL}/api/public/products?limit=20`, { "accept-encoding": "gzip" });
  const brotli = await rawGet(`${baseURL}/api/public/products?limit=20`, { "accept-encoding": "br" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  for (const answer of [plain, gzip, brotli]) {
    expect(varies(answer)).toBe(true);
    expect(JSON.parse(decoded(answer).toString("utf8")).total).toBeGreaterThan(0);
  }
});

test("none of the studio's own chunks is among the home page's scripts", async ({ baseURL }) => {
  type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
  // Each app has its own build and manifest (vite.config.ts): every file either reaches, from its entry.
  const reachable = (manifestFile: string) => {
    const manifest = JSON.parse(readFileSync(`dist/site/.vite/${manifestFile}`, "utf8")) as Record<string, Chunk>;
    const files = new Set<string>();
    const visit = (keys: readonly string[] = []) => {
      for (const key of keys) {
        const chunk = manifest[key];
        if (!chunk || files.has(`/${chunk.file}`)) continue;
        files.add(`/${chunk.file}`);
        visit(chunk.imports);
        visit(chunk.dynamicImports);
      }
    };
    visit(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
    return files;
  };
  const site = reachable("manifest.json");
  const studioOnly = [...reachable("studio-manifest.json")].filter((file) => !site.has(file));
  expect(studioOnly.length).toBeGreaterThan(0);
  const home = assetsOf((await rawGet(`${baseURL}/`, {})).body.toString("utf8"));
  expect(home.filter((file) => studioOnly.includes(file))).toEqual([]);
});

test("the home page's scripts carry no document or props validator (the server validated what they render)", async ({ baseURL }) => {
  const home = assetsOf((await rawGet(`${baseURL}/`, {})).body.toString("utf8")).filter((file) => file.endsWith(".js"));
  expect(home.length).toBeGreaterThan(0);
  for (const file of home) {
    const script = (await rawGet(`${baseURL}${file}`, {})).body.toString("utf8");
    // What compiled validators are made of: the schema path of every check they report.
    expect(script.includes("schemaPath"), file).toBe(false);
  }
});
