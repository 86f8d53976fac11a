import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDomain, insertDomain } from "../data/domains";
import { createProfile } from "../data/profiles";
import type { Database } from "../db/database";
import { startJobQueue } from "../jobs/jobQueue";
import { openTestDatabase } from "../testing/testDatabase";
import { startTestDnsServer, type TestDnsServer } from "../testing/testDnsServer";
import { systemClock } from "../time/clock";
import { startDomainCheckWorker } from "./domainCheckWorker";
import { domainResolver } from "./domainResolver";

/** Polls until `check` holds (the queue works on its own time), at most `seconds`. */
async function eventually(check: () => Promise<boolean>, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not done within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the domain re-check job (issue 31)", () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let dns: TestDnsServer;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase("pglite"));
    dns = await startTestDnsServer();
  }, 60_000);
  afterAll(async () => {
    await dispose();
    await dns.close();
  });

  it("runs on the job queue at start and verifies a due domain whose records are in place", async () => {
    const profile = await createProfile(db, "Queue Band", { slug: "queue-band" });
    const now = Date.now();
    await insertDomain(db, { host: "queue.test", profileId: profile.id, token: "backline-queue", nowMs: now, firstCheckAt: now });
    dns.set("queue.test", "CNAME", ["queue-band.localhost"]);
    dns.set("_backline.queue.test", "TXT", ["backline-queue"]);
    const jobs = await startJobQueue(db, { pollSeconds: 0.5 });
    try {
      await startDomainCheckWorker(jobs, { db, resolver: domainResolver([dns.address]), clock: systemClock, platformDomain: "localhost" });
      await eventually(async () => (await findDomain(db, profile.id, "queue.test"))?.verifiedAt != null, 20);
      expect(await findDomain(db, profile.id, "queue.test")).toMatchObject({ checkProblem: null, nextCheckAt: null });
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});
