import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Who opened the embedded database: the server, or a command such as `backline artist create`. */
export type DatabaseHolder = "server" | "command";

interface LockContents {
  readonly pid: number;
  readonly holder: DatabaseHolder;
  readonly since: string;
}

/** The embedded database is open in another live process: opening it too would lose one's writes. */
export class DatabaseHeldError extends Error {
  constructor(
    readonly lock: LockContents,
    dataDir: string,
    wanted: DatabaseHolder,
  ) {
    super(heldMessage(lock, dataDir, wanted));
    this.name = "DatabaseHeldError";
  }
}

function heldMessage(lock: LockContents, dataDir: string, wanted: DatabaseHolder): string {
  const who = lock.holder === "server" ? `The Backline server (pid ${lock.pid})` : `Another backline command (pid ${lock.pid})`;
  const instead =
    wanted === "command" && lock.holder === "server"
      ? " Stop the server and run this again, or ask the running server: the operator API (POST /api/operator/artists with OPERATOR_TOKEN) makes artists while it runs; the README says how."
      : " Stop it, or give this one another DATA_DIR.";
  return `${who} holds the embedded database in ${dataDir} (since ${lock.since}).${instead}`;
}

/** Whether a process with this id is running (signal 0 checks without sending anything). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(path: string): LockContents | null {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<LockContents>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, holder: parsed.holder ?? "server", since: parsed.since ?? "?" } : null;
  } catch {
    return null;
  }
}

/**
 * Takes `dataDir/database.lock` for this process, or throws DatabaseHeldError naming the live
 * process that has it. A lock left by a process that died (kill -9, a crash) is stale: taken over.
 * Returns the release, which removes the lock only while it is still this process's.
 */
export function holdDataDirLock(dataDir: string, holder: DatabaseHolder): () => void {
  const path = join(dataDir, "database.lock");
  const mine: LockContents = { pid: process.pid, holder, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // "wx": created only if absent, so two processes starting at once cannot both take it.
      writeFileSync(path, JSON.stringify(mine), { flag: "wx" });
      return () => {
        if (readLock(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const lock = readLock(path);
      if (lock && lock.pid !== process.pid && isAlive(lock.pid)) throw new DatabaseHeldError(lock, dataDir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take ${path}: it keeps coming back.`);
}
