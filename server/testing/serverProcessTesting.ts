import { createServer } from "node:net";

/**
 * The arguments of `node` that run the server (`main`) or `backline`'s commands (`cli`) as a
 * process of their own: the build's bundle when `npm test` has just built it (it says so with
 * BACKLINE_TEST_BUILT_SERVER=1, as production runs it), else the sources through tsx, as
 * `npm run dev` runs them, so a test run alone never starts a stale build. Loading the bundle costs
 * a fraction of the CPU of tsx's loading every source file (each start of these tests paid it).
 */
export function serverProcessArgs(entry: "main" | "cli"): string[] {
  return process.env.BACKLINE_TEST_BUILT_SERVER === "1" ? [`dist/server/${entry}.js`] : ["--import", "tsx", `server/${entry}.ts`];
}

/** A port nothing listens on now, for a server a test starts as its own process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Asks `check` again every 25 ms until it gives a value (what another process did: a file
 * written, a line printed), or fails naming `what` after `timeoutMs`.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 60_000,
): Promise<T> {
  const begun = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - begun > timeoutMs) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
