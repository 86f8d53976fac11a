import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { JobQueue } from "../jobs/jobQueue";
import type { Clock } from "../time/clock";
import { BACKUP_PREFIX, MANIFEST_FILE } from "./backupFolder";
import { type BackupSource, takeBackup } from "./takeBackup";

export interface BackupSchedule {
  readonly dir: string;
  readonly everyHours: number;
  readonly keep: number;
}

const HOUR_MS = 3_600_000;
/** One waiting job whatever the number of servers ("short" policy, one singleton key). */
const SINGLETON = "scheduled-backup";

/** The whole backups in `dir`, oldest first (their names sort by time); partial folders are not among them. */
export async function wholeBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(BACKUP_PREFIX) && existsSync(join(dir, name, MANIFEST_FILE))).sort();
}

/**
 * Deletes the whole backups beyond the newest `keep`, and partial folders a killed or failed
 * backup left (only one scheduled backup runs at a time, so none of them is still being written).
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const whole = await wholeBackups(dir);
  const partials = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith(`.${BACKUP_PREFIX}`));
  const gone = [...whole.slice(0, Math.max(0, whole.length - keep)), ...partials];
  for (const name of gone) await rm(join(dir, name), { recursive: true, force: true });
  return gone;
}

/** When the next backup is due: `everyHours` after the newest whole one, or now when there is none. */
export async function nextBackupAt(schedule: BackupSchedule, clock: Clock): Promise<Date> {
  const newest = (await wholeBackups(schedule.dir)).at(-1);
  const stamp = newest?.slice(BACKUP_PREFIX.length).replace(/^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/, "$1T$2:$3:$4.$5Z");
  const last = stamp ? Date.parse(stamp) : Number.NaN;
  return new Date(Number.isNaN(last) ? clock.now() : Math.max(clock.now(), last + schedule.everyHours * HOUR_MS));
}

/**
 * How soon at the earliest a job that ran before its backup was due looks again: the queue's
 * `startAfter` is the database's own time, so a due time already past there (a clock moved back,
 * a test's clock) would otherwise be fetched again at once, over and over.
 */
const LOOK_AGAIN_MS = 1000;

/**
 * The scheduled backup (BACKUP_DIR): a job on the queue takes one when it is due by `clock`,
 * deletes those beyond BACKUP_KEEP and queues the next BACKUP_EVERY_HOURS later. A job that runs
 * before the newest backup's next is due (a second server's start queued one while a backup ran)
 * takes none and queues one for the due time. A failed backup is logged, leaves only a partial
 * folder (cleared by the next run) and does not stop the schedule.
 */
export async function startScheduledBackups(
  jobs: JobQueue,
  source: BackupSource,
  schedule: BackupSchedule,
  clock: Clock,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<void> {
  const queueNext = async (at: Date) =>
    jobs.send(
      "take-backup",
      {},
      { startAfter: new Date(Math.max(at.getTime(), Date.now() + LOOK_AGAIN_MS)), singletonKey: SINGLETON, retryLimit: 0 },
    );
  await jobs.work(
    "take-backup",
    async () => {
      const now = clock.now();
      const due = await nextBackupAt(schedule, clock);
      if (due.getTime() > now) return queueNext(due);
      try {
        await pruneBackups(schedule.dir, schedule.keep);
        await takeBackup(source, schedule.dir, new Date(now));
        await pruneBackups(schedule.dir, schedule.keep);
      } catch (error) {
        log(`The scheduled backup into ${schedule.dir} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await queueNext(new Date(now + schedule.everyHours * HOUR_MS));
    },
    { batchSize: 1 },
  );
  await queueNext(await nextBackupAt(schedule, clock));
}
