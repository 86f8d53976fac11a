import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../time/clock";
import { backupName, MANIFEST_FILE, partialName } from "./backupFolder";
import { nextBackupAt, pruneBackups, wholeBackups } from "./scheduledBackups";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeBackup(at: string, whole = true): string {
  const name = backupName(new Date(at));
  const folder = join(dir, whole ? name : partialName(name));
  mkdirSync(folder, { recursive: true });
  if (whole) writeFileSync(join(folder, MANIFEST_FILE), "{}");
  return name;
}

describe("scheduled backups' retention", () => {
  it("keeps the newest BACKUP_KEEP whole backups and clears partial folders; a folder without a manifest is not a backup", async () => {
    dir = mkdtempSync(join(tmpdir(), "backline-retention-"));
    const [first, second, third] = ["2026-11-28T00:00:00Z", "2026-11-29T00:00:00Z", "2026-11-30T00:00:00Z"].map((at) => fakeBackup(at));
    const partial = partialName(fakeBackup("2026-11-30T06:00:00Z", false));
    mkdirSync(join(dir, backupName(new Date("2026-11-30T07:00:00Z"))));
    expect(await wholeBackups(dir)).toEqual([first, second, third]);
    expect(await pruneBackups(dir, 2)).toEqual([first, partial]);
    expect(readdirSync(dir).sort()).toEqual([second, third, backupName(new Date("2026-11-30T07:00:00Z"))].sort());
  });

  it("is due BACKUP_EVERY_HOURS after the newest whole backup, or now when there is none or it is overdue", async () => {
    dir = mkdtempSync(join(tmpdir(), "backline-retention-"));
    const clock = manualClock(Date.parse("2026-11-30T10:00:00Z"));
    const schedule = { dir, everyHours: 6, keep: 3 };
    expect((await nextBackupAt(schedule, clock)).toISOString()).toBe("2026-11-30T10:00:00.000Z");
    fakeBackup("2026-11-30T08:30:00.250Z");
    expect((await nextBackupAt(schedule, clock)).toISOString()).toBe("2026-11-30T14:30:00.250Z");
    clock.advance(24 * 3_600_000);
    expect((await nextBackupAt(schedule, clock)).toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });
});
