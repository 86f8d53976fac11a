/** The levels of pino, which Fastify writes its lines with: job lines use the same numbers and LOG_LEVEL. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

export type LogLevel = keyof typeof LEVELS;

/** Writes one log line; the server's is JSON on standard output, a test's records them. */
export type LogLine = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void;

/**
 * A logger of JSON lines in pino's shape (`level`, `time`, `msg`, then the fields), for the code
 * that runs outside a request (jobs), so its lines read like Fastify's and can be searched the same way.
 */
export function jsonLog(minimum: string | undefined, write: (line: string) => void = (line) => process.stdout.write(line)): LogLine {
  const threshold = LEVELS[(minimum ?? "warn") as LogLevel] ?? LEVELS.warn;
  return (level, message, fields = {}) => {
    if (LEVELS[level] < threshold) return;
    write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), ...fields, msg: message })}\n`);
  };
}
