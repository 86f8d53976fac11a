import { httpError } from "../http/httpError";

/**
 * The studio's questions to the analytics store, answered within a deadline (issue 38). The store's
 * thread runs in Linux's idle class so that pages never wait for it; the price is that while every
 * core is busy with other work for long (an album's FFmpeg transcodes on a small machine), it gets
 * no CPU, and a question to it would hang the studio's home until then. Past `ms` the studio is
 * told so (503 `busy`, with Retry-After), and its home says the numbers are catching up with Try
 * again. The question itself cannot be taken back from the store's queue, so at most `maxWaiting`
 * are left there: past that, the answer is the same at once, and the home's live count, asked
 * every 15 s, cannot pile them up without end.
 */
export function answerDeadline({ ms = 8000, maxWaiting = 16 }: { ms?: number; maxWaiting?: number } = {}) {
  let waiting = 0;
  const busy = () => httpError("busy", "analyticsBusy").withHeaders({ "retry-after": "60" });
  return async function withinDeadline<T>(ask: () => Promise<T>): Promise<T> {
    if (waiting >= maxWaiting) throw busy();
    waiting += 1;
    const answer = ask().finally(() => {
      waiting -= 1;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(busy()), ms);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
      // An answer that comes after the deadline has no one to go to; a failure then is not unhandled.
      answer.catch(() => {});
    }
  };
}
