import { spawnSync } from "node:child_process";
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** The calling thread's id on Linux ("<pid>/task/<tid>" names it), or null elsewhere. */
function thisThreadsId(): number | null {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(threadId) && threadId > 0 ? threadId : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the priority of the calling thread alone (Linux), so that on a busy machine the
 * server's main thread, which answers pages, runs first and this one takes what is left: on Linux
 * every thread has its own niceness, set through its thread id. Elsewhere (or where /proc is
 * missing) it does nothing and says so. Raising niceness needs no privilege.
 */
export function lowerThisThreadsPriority(niceness: number): boolean {
  const threadId = thisThreadsId();
  if (threadId === null) return false;
  try {
    // Never raised back: a server started nicer than this keeps its own niceness.
    setPriority(threadId, Math.max(getPriority(threadId), niceness));
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts the calling thread in Linux's idle scheduling class (SCHED_IDLE) through util-linux's
 * `chrt`, which any user may do for their own threads. Niceness only shares a CPU by weight: the
 * scheduler still lets a nice thread finish its slice, a few milliseconds, before a page's request
 * that just arrived runs. An idle-class thread gives way at once to any other. Node has no call
 * for it, hence the command; without `chrt` (or off Linux) nothing changes and it says so.
 */
export function idleThisThread(): boolean {
  const threadId = thisThreadsId();
  if (threadId === null) return false;
  const changed = spawnSync("chrt", ["--idle", "--pid", "0", String(threadId)], { stdio: "ignore", timeout: 5000 });
  return changed.status === 0;
}
