import { type ChildProcess, spawn } from "node:child_process";
import { isDeepStrictEqual } from "node:util";
import type { EventInput } from "../../schema/api/events";
import type { Event } from "../../schema/entities/events";
import { createEditor } from "../data/editors";
import { createProfile, setDefaultProfile } from "../data/profiles";
import { createSession } from "../data/sessions";
import type { Database } from "../db/database";
import { openDatabase } from "../db/openDatabase";
import { hashPassword } from "../security/passwords";
import { freePort, serverProcessArgs, until } from "../testing/serverProcessTesting";
import { seedMigratedDataDir } from "../testing/testDatabase";

/**
 * The backup tests' real processes (issue 40, item 6): the server (server/main.ts, built or run by
 * tsx: serverProcessArgs) and `backline` (server/cli.ts), each in a process group of its own so a
 * kill takes it whole, and an artist's editor writing through the server's HTTP API meanwhile.
 */

export interface BacklineProcess {
  readonly child: ChildProcess;
  /** The exit code; null when a signal ended it. */
  readonly exited: Promise<number | null>;
  /** Its standard output and error so far, for a failure's message. */
  readonly output: () => string;
  readonly kill: (signal?: NodeJS.Signals) => void;
}

export interface ServerProcess extends BacklineProcess {
  readonly base: string;
  /** /readyz's status. */
  readonly ready: () => Promise<number>;
  /** The artist's upcoming shows' titles, as a fan's page asks for them. */
  readonly shows: () => Promise<string[]>;
}

/** Starts processes with `env` over the test's own; `stopAll` kills those still running (the test's afterAll). */
export function backlineProcesses(env: Record<string, string>) {
  const started: ChildProcess[] = [];

  function run(entry: "main" | "cli", args: string[], extra: Record<string, string> = {}): BacklineProcess {
    const child = spawn(process.execPath, [...serverProcessArgs(entry), ...args], {
      env: { ...process.env, ...env, ...extra },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    started.push(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    return { child, exited, output: () => output, kill: (signal = "SIGKILL") => killGroup(child, signal) };
  }

  /** The server on a free port, once /readyz answers 200. */
  async function startServer(extra: Record<string, string> = {}): Promise<ServerProcess> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = run("main", [], { PORT: String(port), HOST: "127.0.0.1", ...extra });
    await until(
      "the server to be ready",
      async () => {
        if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output()}`);
        return (await fetch(`${base}/readyz`).catch(() => null))?.status === 200;
      },
      120_000,
    );
    const shows = async () => {
      const answer = await fetch(`${base}/api/public/events`);
      return ((await answer.json()) as { title: string }[]).map((event) => event.title);
    };
    const ready = async () => (await fetch(`${base}/readyz`)).status;
    return { ...server, base, shows, ready };
  }

  const stopAll = () => {
    for (const child of started) killGroup(child, "SIGKILL");
  };
  return { run, startServer, stopAll };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
}

/** An artist made on a data folder before its server starts, and its owner's session. */
export interface TestArtist {
  readonly profileId: string;
  readonly headers: Record<string, string>;
}

/**
 * A migrated DATA_DIR with an artist of its own (so the start loads no demo) and an owner signed
 * in; `more` adds what a test needs while the command holds the database.
 */
export async function prepareArtistDataDir(
  dataDir: string,
  name: string,
  more: (db: Database, profileId: string) => Promise<void> = async () => {},
): Promise<TestArtist> {
  await seedMigratedDataDir(dataDir);
  const db = await openDatabase({ dataDir }, "command");
  try {
    const profile = await createProfile(db, name);
    await setDefaultProfile(db, profile.id);
    const passwordHash = await hashPassword("backup tests' owner");
    const editor = await createEditor(db, {
      profileId: profile.id,
      email: "owner@backup.example",
      name: "Owner",
      role: "owner",
      passwordHash,
    });
    const token = await createSession(db, profile.id, { kind: "editor", editorId: editor.id });
    await more(db, profile.id);
    return { profileId: profile.id, headers: { authorization: `Bearer ${token}` } };
  } finally {
    await db.close();
  }
}

/** The n-th write: every field differs from the others', so a row found is checked whole against what was sent. */
function eventInput(n: number): EventInput {
  return {
    title: `Write ${n}`,
    // In the past: the writes stay out of the fans' upcoming shows.
    dateTime: new Date(Date.UTC(2001, 0, 1) + n * 60_000).toISOString(),
    timeZone: n % 2 === 0 ? "Europe/Berlin" : "America/Chicago",
    address: { name: `Hall ${n}`, street: `${n} Quay St`, zipCode: String(10_000 + n), city: `City ${n}`, country: "US" },
    actionLink: `https://tickets.example/${n}`,
    actionText: `Tickets ${n}`,
  };
}

export interface AcknowledgedWrite {
  readonly id: string;
  readonly n: number;
  /** When its 201 arrived (Date.now()). */
  readonly at: number;
}

/**
 * Writers adding events through the studio API of the server at `base()` (a function: the server
 * may change) until stopped. Every write sent is kept by its number; those the server answered
 * 201 are acknowledged, with the time of the answer. A write whose answer never came (the server
 * killed) may or may not have been committed.
 */
export function writeEventsContinuously(base: () => string, artist: TestArtist, writers = 2) {
  const sent = new Map<number, EventInput>();
  const acknowledged: AcknowledgedWrite[] = [];
  let next = 0;
  let going = true;
  const loops = Array.from({ length: writers }, async () => {
    while (going) {
      const n = ++next;
      const input = eventInput(n);
      sent.set(n, input);
      try {
        const answer = await fetch(`${base()}/api/profiles/${artist.profileId}/events`, {
          method: "POST",
          headers: { ...artist.headers, "content-type": "application/json" },
          body: JSON.stringify(input),
        });
        if (answer.status !== 201) throw new Error(`answered ${answer.status}: ${await answer.text()}`);
        const { id } = (await answer.json()) as Event;
        acknowledged.push({ id, n, at: Date.now() });
      } catch {
        // Refused or cut off (a server stopped or killed): not acknowledged; try again a moment later.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  return {
    acknowledged,
    /** Waits until at least `count` writes are acknowledged. */
    atLeast: (count: number) => until(`${count} acknowledged writes`, () => acknowledged.length >= count, 120_000),
    stop: async () => {
      going = false;
      await Promise.all(loops);
    },
    /**
     * What is wrong with the events `found` (the artist's, as the studio lists them): acknowledged
     * writes missing among them (of those acknowledged before `since`, every one when not given),
     * and rows that are not exactly a write that was sent (half-written, or never sent).
     */
    problems(found: readonly Event[], since = Number.POSITIVE_INFINITY) {
      const ids = new Set(found.map((event) => event.id));
      const missing = acknowledged.filter((write) => write.at < since && !ids.has(write.id)).map((write) => write.n);
      const notWhole = found
        .filter((event) => event.title.startsWith("Write "))
        // The venue's clock is the server's reading of what was sent, not a field of it.
        .filter(({ id: _id, localDateTime: _clock, ...row }) => !isDeepStrictEqual(row, sent.get(Number(row.title.slice("Write ".length)))))
        .map((event) => event.title);
      return { missing, notWhole };
    },
  };
}

/** The artist's events as the studio lists them, from the server at `base`. */
export async function studioEvents(base: string, artist: TestArtist): Promise<Event[]> {
  const answer = await fetch(`${base}/api/profiles/${artist.profileId}/events`, { headers: artist.headers });
  if (answer.status !== 200) throw new Error(`The events answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Event[];
}
