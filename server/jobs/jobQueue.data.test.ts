import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { jobMailQueue, startMailWorker } from "../mail/mailQueue";
import { openMailTransport } from "../mail/openMailTransport";
import { listOutbox, readOutboxMessage } from "../mail/outboxTransport";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { bossSchema, JOB_EXPIRY_SECONDS, startJobQueue } from "./jobQueue";

/** Polls until `check` holds (the queue works on its own time), at most 10 s. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("not done within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASES_UNDER_TEST)("the job queue on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let dataDir: string;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    dataDir = mkdtempSync(join(tmpdir(), "backline-jobs-"));
  }, 60_000);
  afterAll(async () => {
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps a job sent while no worker runs, and a worker started later (after a restart) does it once", async () => {
    const first = await startJobQueue(db, { pollSeconds: 0.5 });
    const jobMail = jobMailQueue(first, db);
    await jobMail.queue({ profileId: "artist", to: "ana@example.com", subject: "Your receipt", text: "Thank you." });
    await jobMail.queue({ profileId: "artist", to: "bo@example.com", subject: "A gift for you", text: "Someone sent you music." });
    await first.stop();

    const second = await startJobQueue(db, { pollSeconds: 5 });
    const transport = openMailTransport({ dataDir });
    await startMailWorker(second, db, transport);
    const outbox = join(dataDir, "outbox");
    await eventually(async () => (await listOutbox(outbox)).length === 2);
    const subjects = await Promise.all(
      (await listOutbox(outbox)).map(
        async (entry) => (await simpleParser((await readOutboxMessage(outbox, entry.file)) as Buffer)).subject,
      ),
    );
    expect(subjects.sort()).toEqual(["A gift for you", "Your receipt"]);
    // A job sent while the worker runs is picked up at once, not at the next poll (5 s away).
    const started = Date.now();
    await jobMailQueue(second, db).queue({ profileId: "artist", to: "cy@example.com", subject: "Third", text: "." });
    await eventually(async () => (await listOutbox(outbox)).length === 3);
    expect(Date.now() - started).toBeLessThan(2_000);
    await second.stop();
    transport.close();
    expect(await listOutbox(outbox)).toHaveLength(3);
  }, 30_000);

  it("lets a transcode's job run for two hours, also on a database whose queues an earlier version made", async () => {
    const schema = await bossSchema(db);
    const queueExpiry = async (name: string) =>
      (await db.query<{ expire_seconds: number | null }>(`SELECT expire_seconds FROM ${schema}.queue WHERE name = $1`, [name]))[0]
        ?.expire_seconds;
    // As a version before this one left it: no expiry of its own, so pg-boss's 15 minutes.
    await (await startJobQueue(db)).stop();
    await db.query(`UPDATE ${schema}.queue SET expire_seconds = NULL WHERE name = 'make-video-web-copy'`);
    const jobs = await startJobQueue(db);
    try {
      expect(await queueExpiry("make-video-web-copy")).toBe(2 * 3600);
      expect(await queueExpiry("process-audio")).toBe(2 * 3600);
      expect(await queueExpiry("send-mail"), "mail keeps pg-boss's 15 minutes").toBeNull();
      await jobs.send("make-video-web-copy", { videoKey: "long-video" });
      const [job] = await db.query<{ seconds: number }>(
        `SELECT EXTRACT(epoch FROM expire_in)::int AS seconds FROM ${schema}.job WHERE name = 'make-video-web-copy'`,
      );
      expect(job?.seconds).toBe(JOB_EXPIRY_SECONDS["make-video-web-copy"]);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
