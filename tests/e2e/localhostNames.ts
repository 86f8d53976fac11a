import dns from "node:dns";

/**
 * Every `*.localhost` name is this machine (RFC 6761), and Chromium resolves them so, but Node's
 * resolver asks the system, which knows only `localhost`. The tests' own requests (Playwright's
 * `request`, fetch) go to artists at `<slug>.localhost` as the browser does, so in the test
 * processes such names resolve to 127.0.0.1, where the servers under test listen. Nothing else
 * changes: every other name is looked up as before.
 */
const LOCALHOST_NAME = /\.localhost\.?$/i;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

const systemLookup = dns.lookup;
const systemPromisesLookup = dns.promises.lookup;

function loopbackAnswer(options: unknown): { all: boolean } {
  return { all: typeof options === "object" && options !== null && (options as { all?: boolean }).all === true };
}

function lookupWithLocalhostNames(hostname: string, ...rest: unknown[]): void {
  const callback = rest.at(-1) as LookupCallback;
  if (!LOCALHOST_NAME.test(hostname)) {
    (systemLookup as (...args: unknown[]) => void)(hostname, ...rest);
    return;
  }
  const { all } = loopbackAnswer(rest.length > 1 ? rest[0] : undefined);
  process.nextTick(() => (all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4)));
}

async function promisesLookupWithLocalhostNames(hostname: string, options?: unknown): Promise<unknown> {
  if (!LOCALHOST_NAME.test(hostname)) return (systemPromisesLookup as (...args: unknown[]) => Promise<unknown>)(hostname, options);
  return loopbackAnswer(options).all ? [{ address: "127.0.0.1", family: 4 }] : { address: "127.0.0.1", family: 4 };
}

(dns as { lookup: unknown }).lookup = lookupWithLocalhostNames;
(dns.promises as { lookup: unknown }).lookup = promisesLookupWithLocalhostNames;
