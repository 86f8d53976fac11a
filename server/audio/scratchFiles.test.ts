import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { removeDeadScratchFolders, withScratchFolder } from "./scratchFiles";

describe("the pipeline's scratch folders (issue 32)", () => {
  it("are removed after the work, and at start only when the server that made them is gone", async () => {
    const root = mkdtempSync(join(tmpdir(), "backline-scratch-test-"));
    try {
      let used = "";
      await withScratchFolder(async (folder) => {
        used = folder;
        expect(existsSync(folder)).toBe(true);
      });
      expect(existsSync(used)).toBe(false);
      // A process that has exited: its pid is free (a child run to its end).
      const gone = spawnSync(process.execPath, ["-e", "0"]).pid as number;
      const dead = join(root, `backline-audio-${gone}-abc`);
      const live = join(root, `backline-audio-${process.pid}-def`);
      const other = join(root, "something-else");
      for (const folder of [dead, live, other]) mkdirSync(folder);
      expect(await removeDeadScratchFolders(root)).toBe(1);
      expect([existsSync(dead), existsSync(live), existsSync(other)]).toEqual([false, true, true]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
