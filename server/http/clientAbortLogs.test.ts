import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { clientAbortLogHooks } from "./clientAbortLogs";

/** A Fastify app whose JSON log lines are kept, at `level`, with the hooks the server uses. */
function loggedApp(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, hooks: clientAbortLogHooks, stream } });
  return { app, lines };
}

describe("clientAbortLogHooks", () => {
  it("writes a browser's going away mid-answer at debug level, not as an error", async () => {
    const { app, lines } = loggedApp("debug");
    app.log.error(new Error("premature close"));
    app.log.error(new Error("The database refused the connection"));
    await app.close();
    const written = lines.filter((line) => line.msg !== "server closing").map((line) => [line.level, line.msg]);
    expect(written).toEqual([
      [20, "premature close"],
      [50, "The database refused the connection"],
    ]);
  });

  it("writes nothing of it at the server's default level, and every real error still", async () => {
    const { app, lines } = loggedApp("warn");
    app.log.error(new Error("premature close"));
    app.log.warn("a warning");
    app.log.error({ err: new Error("boom") }, "failed");
    await app.close();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, "a warning"],
      [50, "failed"],
    ]);
  });
});
