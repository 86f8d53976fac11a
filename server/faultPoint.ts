/**
 * The places where a crash test can have the server kill itself: after a payment event paid an
 * order (before its fulfilment), and after a gift's claim row was written (before its email).
 */
export type FaultPoint = "after-payment" | "after-gift-claim";

/**
 * Fault injection for end-to-end crash tests: when BACKLINE_FAULT names this point, the process
 * kills itself here with SIGKILL, as `kill -9` would, at exactly the moment a random kill can
 * rarely hit. Unset in real use, where it does nothing.
 */
export function faultPoint(point: FaultPoint): void {
  if (process.env.BACKLINE_FAULT === point) process.kill(process.pid, "SIGKILL");
}
