import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import type { TrackStream } from "../../schema/api/listening";
import { findAudioFile, recordAudioFile } from "../data/audioFiles";
import { createProduct } from "../data/products";
import { createProfile, setDefaultProfile } from "../data/profiles";
import { openDatabase } from "../db/openDatabase";
import { newId } from "../security/tokens";
import { diskStorage } from "../storage/diskStorage";
import { mediaUrlOf, privateStorageKeyFor } from "../storage/mediaKeys";
import { toneWav } from "../testing/audioFixtures";
import { freePort, serverProcessArgs, until } from "../testing/serverProcessTesting";
import { seedMigratedDataDir } from "../testing/testDatabase";
import { ffmpegPath } from "./ffmpeg";
import { probeAudio } from "./makeDownload";
import { streamCopyKeyOf } from "./processMaster";

/**
 * kill -9 mid-transcode (issue 32): the real server (server/main.ts, built or run by tsx:
 * serverProcessArgs) with a long master queued is killed, with its FFmpeg, while FFmpeg writes the streaming
 * copy. Nothing is found where the copy is looked for; the next start makes it, and leaves no
 * partial file. The data folder is set up beforehand with an artist of its own, so the start loads
 * no demo (whose masters would be queued first).
 */
const MASTER_SECONDS = 60;
const dataDir = mkdtempSync(join(tmpdir(), "backline-kill-audio-"));
/** The server's own temporary folder, where the pipeline's scratch folders are. */
const serverTmp = mkdtempSync(join(tmpdir(), "backline-kill-tmp-"));
const started: ChildProcess[] = [];

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) killGroup(child, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(serverTmp, { recursive: true, force: true });
});

/** The server and the FFmpeg it runs (its own process group), as a host's `kill -9` of the service would. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid) process.kill(-child.pid, signal);
}

async function startServer(port: number) {
  const child = spawn(process.execPath, serverProcessArgs("main"), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      UPLOAD_SECRET: "kill-test-secret",
      LOG_LEVEL: "warn",
      TMPDIR: serverTmp,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, exited, output: () => output };
}

/** Every file under the data folder's media, relative to it. */
function mediaFiles(): string[] {
  const root = join(dataDir, "media");
  const found: string[] = [];
  const visit = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) visit(path);
      else found.push(relative(root, path).split(sep).join("/"));
    }
  };
  visit(root);
  return found;
}

/** The streaming copy FFmpeg is writing in a scratch folder of the server's, once it has written some of it. */
function copyBeingWritten(): string | undefined {
  for (const entry of readdirSync(serverTmp)) {
    const partial = join(serverTmp, entry, "stream.m4a.partial");
    if (entry.startsWith("backline-audio-") && existsSync(partial) && statSync(partial).size > 0) return partial;
  }
  return undefined;
}

/** An artist with one published track whose long master is queued, as an upload leaves it; the master's key and the track's id. */
async function prepareDataFolder(): Promise<{ masterKey: string; trackId: string }> {
  await seedMigratedDataDir(dataDir);
  const db = await openDatabase({ dataDir }, "command");
  try {
    const profile = await createProfile(db, "Kill Test");
    await setDefaultProfile(db, profile.id);
    const masterKey = privateStorageKeyFor(profile.id, newId(), "long.wav");
    const wav = toneWav(MASTER_SECONDS);
    const storage = diskStorage(join(dataDir, "media"));
    await storage.put(masterKey, Readable.from([wav]), { contentType: "audio/wav", maxBytes: wav.length });
    await recordAudioFile(db, profile.id, {
      storageKey: masterKey,
      format: "WAV",
      durationSeconds: MASTER_SECONDS,
      size: wav.length,
      lossless: true,
    });
    const product = await createProduct(db, {
      profileId: profile.id,
      title: "Long",
      artist: "Kill Test",
      category: "Music",
      releaseType: "single",
      variants: [{ price: 1, tracks: [{ title: "Long", media: [{ type: "audio", url: mediaUrlOf(masterKey), name: "long.wav" }] }] }],
    });
    return { masterKey, trackId: product.variants[0]?.tracks[0]?.id ?? "" };
  } finally {
    await db.close();
  }
}

describe("kill -9 while FFmpeg makes a streaming copy", () => {
  it("leaves nothing where the copy is looked for, and the next start makes it, with no partial file left", async () => {
    const { masterKey, trackId } = await prepareDataFolder();
    const streamKey = streamCopyKeyOf(masterKey);

    const first = await startServer(await freePort());
    await until("FFmpeg writing the streaming copy", () => copyBeingWritten() ?? (first.child.exitCode !== null && "exited"));
    expect(first.child.exitCode, first.output()).toBeNull();
    killGroup(first.child, "SIGKILL");
    await first.exited;
    expect(first.child.signalCode).toBe("SIGKILL");

    // Killed mid-transcode: the master is still being processed, and storage holds no copy, whole or half.
    const killed = await openDatabase({ dataDir }, "command");
    try {
      expect(await findAudioFile(killed, masterKey)).toMatchObject({ state: "processing", attempts: 1, streamKey: null });
    } finally {
      await killed.close();
    }
    expect(await diskStorage(join(dataDir, "media")).get(streamKey)).toBeNull();
    expect(mediaFiles().filter((file) => file !== `${streamKey}.partial`)).toEqual([masterKey, `${masterKey}.type`].sort());

    // The next start queues the work again and finishes it.
    const port = await freePort();
    const second = await startServer(port);
    const stream = await until(
      "the track to play",
      async () => {
        if (second.child.exitCode !== null) throw new Error(`The server exited:\n${second.output()}`);
        const answer = await fetch(`http://127.0.0.1:${port}/api/public/tracks/${trackId}/stream`).catch(() => null);
        return answer?.status === 200 ? ((await answer.json()) as TrackStream) : undefined;
      },
      50_000,
    );
    expect(stream.kind).toBe("full");
    const copy = await fetch(`http://127.0.0.1:${port}${stream.url}`);
    expect(copy.status).toBe(200);
    const bytes = Buffer.from(await copy.arrayBuffer());
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const copyPath = join(serverTmp, "copy.m4a");
    writeFileSync(copyPath, bytes);
    const probed = await probeAudio(ffmpegPath(undefined), copyPath);
    expect(probed.codec).toBe("aac");
    expect(Math.abs(probed.durationSeconds - MASTER_SECONDS)).toBeLessThan(0.1);

    killGroup(second.child, "SIGTERM");
    await second.exited;
    const after = await openDatabase({ dataDir }, "command");
    try {
      expect(await findAudioFile(after, masterKey)).toMatchObject({ state: "ready", streamKey, problem: null });
    } finally {
      await after.close();
    }
    expect(mediaFiles().filter((file) => file.endsWith(".partial"))).toEqual([]);
    expect(mediaFiles()).toContain(streamKey);
  }, 120_000);
});
