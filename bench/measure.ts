/** The median duration of `run` in milliseconds, after `warmup` unmeasured runs. */
export function medianMs(run: () => unknown, { warmup = 20, runs = 21 }: { warmup?: number; runs?: number } = {}): number {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

export function formatMs(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`;
}
