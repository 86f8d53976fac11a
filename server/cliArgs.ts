import { parseArgs } from "node:util";

/** Wrong usage of a `backline` server command: the command prints its message above its usage and exits 2. */
export class CliUsageError extends Error {}

/**
 * A server command's flags (each `--flag VALUE`) and positionals, parsed strictly: an unknown flag,
 * or a flag without its value, is a CliUsageError; which flags are required is the command's to say.
 * @example const { values, positionals } = parseCliArgs(argv, ["slug", "owner-email"]);
 */
export function parseCliArgs<const Flag extends string>(
  args: readonly string[],
  flags: readonly Flag[],
): { values: Partial<Record<Flag, string>>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: Object.fromEntries(flags.map((flag) => [flag, { type: "string" as const }])),
      allowPositionals: true,
      strict: true,
    });
    return { values: values as Partial<Record<Flag, string>>, positionals };
  } catch (error) {
    // parseArgs reports unknown options and missing values with a TypeError carrying a code.
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"))
      throw new CliUsageError(error.message);
    throw error;
  }
}
