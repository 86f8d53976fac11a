import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { waitForPlayable } from "./audioHelpers";
import { freshDataDir, type RunningServer, startRealServer } from "./realServer";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: RunningServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill("SIGTERM");
    await server.exited;
  }
  server = undefined;
});

test("on a fresh DATA_DIR the server loads the demo artist and answers through HTTP", async ({ request }) => {
  server = await startRealServer(freshDataDir());
  expect(server.output()).toContain("Loaded the demo artist, The Lantern Coast.");
  const base = server.baseUrl;

  const site = await (await request.get(`${base}/api/public/site`)).json();
  expect(site.profile.name).toBe("The Lantern Coast");
  const products = await (await request.get(`${base}/api/public/products?category=Music&filter[releaseType]=album`)).json();
  expect(products.total).toBeGreaterThan(0);
  expect(products.data.every((product: { releaseType: string }) => product.releaseType === "album")).toBe(true);
  const tiers = await (await request.get(`${base}/api/public/membership-tiers`)).json();
  expect(tiers).toHaveLength(3);
  const home = await (await request.get(`${base}/api/public/pages?path=/`)).json();
  expect(JSON.stringify(home)).toContain("Join the tribe");

  // A track's audio is its streaming copy (issue 32), made from the demo's WAV master in the
  // background after the start: an AAC file in an MP4 box ('ftyp' from its 5th byte).
  const track = products.data[0].variants[0].tracks[0];
  const stream = (await waitForPlayable(request, [track.id], { baseUrl: base })).get(track.id);
  const audio = await request.get(`${base}${stream?.url}`);
  expect(audio.headers()["content-type"]).toBe("audio/mp4");
  expect((await audio.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");

  const openapi = await (await request.get(`${base}/api/openapi.json`)).json();
  expect(Object.keys(openapi.paths)).toEqual(
    expect.arrayContaining([
      "/api/public/posts",
      "/api/public/products/{id}",
      "/api/uploads/presigned-url",
      "/api/public/email-lists/join",
    ]),
  );
  expect((await request.get(`${base}/api/nothing-here`)).status()).toBe(404);
});

test("SIGTERM finishes the request in flight, stops cleanly, and a restart keeps the data", async () => {
  server = await startRealServer();
  const { baseUrl, dataDir } = server;
  const body = JSON.stringify({ email: "nobody@example.com", password: "wrong password" });

  // A request whose body is still arriving when the signal comes.
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/api/sessions`,
      { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      server?.process.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 500);
    }, 200);
  });
  const { status, text } = await answer;
  expect(status).toBe(401);
  expect(JSON.parse(text)).toEqual({ code: "unauthorized", reason: "wrongCredentials", message: "Email or password is incorrect." });
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("SIGTERM: finishing the requests in flight, then stopping.");
  await expect(fetch(`${baseUrl}/api/public/site`)).rejects.toThrow();

  server = await startRealServer(dataDir);
  expect(server.output()).not.toContain("Loaded the demo artist");
  const site = await (await fetch(`${server.baseUrl}/api/public/site`)).json();
  expect(site.profile.name).toBe("The Lantern Coast");
});
