/**
 * The demo's first start (migrations, the demo's synthesised audio and covers, then FFmpeg's
 * streaming copies and previews) costs a server about a minute on two cores. A dozen specs start
 * servers of their own, so the end-to-end server (superviseServer.mjs) makes that first start once,
 * into a template folder, before its own start, which is a copy of it, and every server that only
 * needs "a demo server" starts from a copy too (realServer.ts, copyOfSeededDataDir).
 * Tests of the first start itself still start on an empty folder.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port nobody listens on right now (not the tests' own: Playwright polls that one for readiness). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` (true when done) every quarter second for at most `limitMs`. */
async function until(check, limitMs, what) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await pause(250);
  }
}

/** Every track of the demo's releases, as fans' answers list them. */
async function demoTrackIds(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/public/products?category=Music&limit=50`);
  const { data } = await answer.json();
  return data.flatMap((product) => product.variants.flatMap((variant) => variant.tracks.map((track) => track.id)));
}

/** True once a visitor's stream of the track is made (or will never be for a visitor: a buyers-only track). */
async function streamSettled(baseUrl, trackId) {
  const answer = await fetch(`${baseUrl}/api/public/tracks/${encodeURIComponent(trackId)}/stream`);
  if (answer.ok) return true;
  const body = await answer.json().catch(() => ({}));
  return !(answer.status === 409 && body.code === "audio_not_ready" && !/could not be prepared/.test(body.message ?? ""));
}

/**
 * Starts the built server on the empty `dataDir`, waits until the demo is loaded and its audio
 * made, and stops it with SIGTERM: the folder is then a demo server's data at rest.
 */
export async function buildSeededTemplate(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Stopped while it builds (the run ends early): the template's server goes too.
  const stopWithUs = () => child.kill("SIGKILL");
  process.once("exit", stopWithUs);
  void exited.then(() => process.off("exit", stopWithUs));
  try {
    await until(() => output.includes("Backline is running at") || child.exitCode !== null, 180_000, "the template's server started");
    if (child.exitCode !== null) throw new Error(`the template's server exited:\n${output}`);
    const baseUrl = `http://127.0.0.1:${port}`;
    const tracks = await demoTrackIds(baseUrl);
    await until(
      async () => (await Promise.all(tracks.map((id) => streamSettled(baseUrl, id)))).every(Boolean),
      180_000,
      "the demo's audio",
    );
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}
