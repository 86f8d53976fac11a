/**
 * A browser that goes away while it is sent a compressed answer (a navigation cancelled, a tab
 * closed, a media request cut short) ends @fastify/compress's stream early, and the plugin logs
 * that as an error ("premature close", from its stream pump). It is the browser's choice, not the
 * server's fault: logged at error level it hid real errors and would wake an operator's alerts.
 * This pino hook writes such a line at debug level instead; every other line goes as it came.
 */
export const clientAbortLogHooks = {
  logMethod(this: { debug: (...args: unknown[]) => void }, args: unknown[], method: (...args: unknown[]) => void, level: number): void {
    if (level >= ERROR_LEVEL && isPrematureClose(args[0])) {
      this.debug(...args);
      return;
    }
    method.apply(this, args);
  },
};

/** pino's number for "error". */
const ERROR_LEVEL = 50;

function isPrematureClose(value: unknown): boolean {
  return value instanceof Error && value.message === "premature close";
}
