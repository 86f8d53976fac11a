function median(values: number[]): number {
  return [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
}

/** The median duration of `run` in milliseconds, after `warmup` unmeasured runs. */
export function medianMs(run: () => unknown, { warmup = 20, runs = 21 }: { warmup?: number; runs?: number } = {}): number {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

export function formatMs(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`;
}

/**
 * Medians of two runs measured in turns (a, b, a, b…), so both see the same CPU clock and heap,
 * each from a collected heap when the process has `--expose-gc`: otherwise one run pays for
 * collecting the other's garbage. The fair way to put a figure beside its baseline.
 */
export function pairedMediansMs(a: () => unknown, b: () => unknown, { warmup = 20, runs = 21 } = {}): [number, number] {
  for (let i = 0; i < warmup; i++) {
    a();
    b();
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [index, run] of [a, b].entries()) {
      globalThis.gc?.();
      const start = performance.now();
      run();
      times[index]?.push(performance.now() - start);
    }
  }
  return [median(times[0]), median(times[1])];
}
