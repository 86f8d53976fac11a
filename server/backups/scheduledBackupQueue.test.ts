import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startJobQueue } from "../jobs/jobQueue";
import { openTestDatabase } from "../testing/testDatabase";
import { manualClock } from "../time/clock";
import { backupName, checkBackup } from "./backupFolder";
import { startScheduledBackups, wholeBackups } from "./scheduledBackups";

const dir = mkdtempSync(join(tmpdir(), "backline-scheduled-queue-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOUR_MS = 3_600_000;

/** Polls until `check` answers something (the queue works on its own time), at most `seconds`. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The scheduled backup end to end (issue 40, item 6): the real job queue (pg-boss on PGlite) runs
 * `take-backup`; the time it goes by is the code's clock, which the test moves. The clock starts a
 * month before the database's own time, so each job the schedule queues is due at once for the
 * queue: only the clock decides whether a backup is due.
 */
describe("scheduled backups on the job queue", () => {
  it("takes one at once, the next only once the clock has moved BACKUP_EVERY_HOURS, and keeps BACKUP_KEEP", async () => {
    const { db, dispose } = await openTestDatabase("pglite");
    const jobs = await startJobQueue(db, { pollSeconds: 0.5 });
    const start = Date.parse("2026-10-01T00:00:00.000Z");
    const clock = manualClock(start);
    const failures: string[] = [];
    try {
      const schedule = { dir, everyHours: 6, keep: 3 };
      await startScheduledBackups(jobs, { db, dataDir: join(dir, "no-data"), mediaInS3: false }, schedule, clock, (line) =>
        failures.push(line),
      );
      const newest = () => wholeBackups(dir).then((names) => names.at(-1));
      expect(await eventually("the first backup", newest)).toBe(backupName(new Date(start)));

      // Not due yet: the queue runs the job again (each run queues the next), and no second backup is taken.
      clock.advance(6 * HOUR_MS - 1);
      const runs = async () =>
        (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'take-backup' AND state = 'completed'"))[0]
          ?.n ?? 0;
      await eventually("two runs before the backup is due", async () => ((await runs()) >= 3 ? true : undefined));
      expect(await wholeBackups(dir)).toEqual([backupName(new Date(start))]);

      for (let run = 1; run <= 3; run++) {
        clock.advance(run === 1 ? 1 : 6 * HOUR_MS);
        const at = backupName(new Date(start + run * 6 * HOUR_MS));
        expect(await eventually(`backup ${run + 1}`, async () => ((await newest()) === at ? at : undefined))).toBe(at);
      }
      // The oldest goes once the newest is whole (retention runs after each backup).
      const kept = await eventually("retention", async () => {
        const names = await wholeBackups(dir);
        return names.length === 3 ? names : undefined;
      });
      expect(kept).toEqual([6, 12, 18].map((hours) => backupName(new Date(start + hours * HOUR_MS))));
      for (const name of kept) expect(await checkBackup(join(dir, name))).toMatchObject({ ok: true });
      expect(readdirSync(dir).sort()).toEqual(kept);
      expect(failures).toEqual([]);
    } finally {
      await jobs.stop();
      await dispose();
    }
  }, 120_000);
});
