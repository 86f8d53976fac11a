import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/**
 * Lowers the priority of the calling thread alone (Linux), so that on a busy machine the
 * server's main thread, which answers pages, runs first and this one takes what is left: on Linux
 * every thread has its own niceness, set through its thread id, which /proc/thread-self names.
 * Elsewhere (or where /proc is missing) it does nothing and says so. Raising niceness needs no
 * privilege.
 */
export function lowerThisThreadsPriority(niceness: number): boolean {
  try {
    // "<pid>/task/<tid>"
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    // Never raised back: a server started nicer than this keeps its own niceness.
    setPriority(threadId, Math.max(getPriority(threadId), niceness));
    return true;
  } catch {
    return false;
  }
}
