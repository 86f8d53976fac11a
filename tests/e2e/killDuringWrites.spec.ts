import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { type RunningServer, spawnServer, startRealServer } from "./realServer";

/** kill -9 while the server writes files: nothing is lost, nothing is left behind, and what was cut off can be done again. */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let running: RunningServer[] = [];
test.afterEach(async () => {
  for (const server of running) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  }
  running = [];
});

/** Every file under DATA_DIR/media, as paths relative to it. */
function mediaFiles(dataDir: string): string[] {
  const root = join(dataDir, "media");
  const found: string[] = [];
  const visit = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      // A running server renames and removes files as this reads the folder: one gone since is skipped.
      let stats: ReturnType<typeof statSync>;
      try {
        stats = statSync(path);
      } catch {
        continue;
      }
      if (stats.isDirectory()) visit(path);
      else found.push(relative(root, path));
    }
  };
  visit(root);
  return found;
}

async function until<T>(what: string, check: () => T | undefined | false, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function killNow(server: RunningServer): Promise<void> {
  server.process.kill("SIGKILL");
  await server.exited;
}

test("kill -9 during the first start's demo load: the next start loads it once, with no orphan files", async ({ request }) => {
  const first = await spawnServer();
  running.push(first);
  // The demo's files are written before its rows: kill while they are being written, at the first
  // one (CI, with more spare cores than work, once wrote every file and row before a later kill).
  await until("the first demo file", () => mediaFiles(first.dataDir).length > 0);
  await killNow(first);
  expect(first.output()).not.toContain("Backline is running at");

  const second = await startRealServer(first.dataDir);
  running.push(second);
  expect(second.output()).toContain("Loaded the demo artist, The Lantern Coast.");
  const { profile } = await (await request.get(`${second.baseUrl}/api/public/site`)).json();
  const files = mediaFiles(second.dataDir);
  expect(files.length).toBeGreaterThan(20);
  // Every file belongs to the one artist that was loaded: the first start's files were written again, not beside a second set.
  for (const file of files) expect(file, file).toMatch(new RegExp(`^(?:private/)?${profile.id}/`));
  expect(files.filter((file) => file.endsWith(".partial"))).toEqual([]);
});

test("kill -9 during an upload: the partial file goes, and the same link takes the file once its lease runs out", async ({ request }) => {
  const server = await startRealServer();
  running.push(server);
  const { owner } = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8"));
  const login = await (await request.post(`${server.baseUrl}/api/editor/sessions`, { data: owner })).json();
  const auth = { authorization: `Bearer ${login.token}` };
  const presigned = await (
    await request.post(`${server.baseUrl}/api/uploads/presigned-url`, {
      headers: auth,
      data: { fileName: "big.png", profileId: login.editor.profileId },
    })
  ).json();
  const uploadPath = new URL(presigned.presignedUrl);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024, 7)]);

  // Half the file, then nothing: the server is killed while it waits for the rest.
  const port = new URL(server.baseUrl).port;
  const cutOff = httpRequest({
    host: "127.0.0.1",
    port,
    method: "PUT",
    path: `${uploadPath.pathname}${uploadPath.search}`,
    headers: { "content-type": "image/png", "content-length": String(png.length) },
  });
  cutOff.on("error", () => undefined);
  cutOff.write(png.subarray(0, png.length / 2));
  const partial = await until("the partial file", () => mediaFiles(server.dataDir).find((file) => file.endsWith(".partial")));
  await killNow(server);
  cutOff.destroy();

  const restarted = await startRealServer(server.dataDir);
  running.push(restarted);
  const put = () =>
    fetch(`${restarted.baseUrl}${uploadPath.pathname}${uploadPath.search}`, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: png,
    });
  // While the dead upload's lease lasts, the link says so and when to try again; then it takes the file.
  let answer = await put();
  while (answer.status === 409) {
    const body = (await answer.json()) as { code: string };
    expect(body.code).toBe("upload_in_use");
    const wait = Number(answer.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    answer = await put();
  }
  expect(answer.status).toBe(200);
  const served = await request.get(`${restarted.baseUrl}${presigned.remoteUrl}`);
  expect((await served.body()).equals(png)).toBe(true);
  expect(mediaFiles(restarted.dataDir)).not.toContain(partial);
  expect(mediaFiles(restarted.dataDir).filter((file) => file.endsWith(".partial"))).toEqual([]);
});
