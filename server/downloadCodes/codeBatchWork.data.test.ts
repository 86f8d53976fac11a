import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCodeBatch, findCodeBatch } from "../data/codeBatches";
import { createProduct } from "../data/products";
import { createProfile } from "../data/profiles";
import type { Database } from "../db/database";
import { startJobQueue } from "../jobs/jobQueue";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { jobCodeBatchDispatch, startCodeBatchWorker } from "./codeBatchWork";

describe.each(DATABASES_UNDER_TEST)("a large batch of download codes on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
  }, 60_000);
  afterAll(() => dispose());

  it("is generating until its job has made every code, each distinct, then ready", async () => {
    const profile = await createProfile(db, "Coded Artist");
    const album = await createProduct(db, {
      profileId: profile.id,
      title: "Big Pressing",
      artist: "A",
      category: "Music",
      releaseType: "album",
      variants: [{ price: 5, tracks: [] }],
    });
    const batchId = await createCodeBatch(db, profile.id, { productId: album.id, size: 2500, name: "Festival" });
    if (!batchId) throw new Error("no batch");
    expect(await findCodeBatch(db, profile.id, batchId)).toMatchObject({ state: "generating", generated: 0 });

    const jobs = await startJobQueue(db, { pollSeconds: 0.5 });
    try {
      await startCodeBatchWorker(jobs, db);
      await jobCodeBatchDispatch(jobs).generate(batchId);
      const until = Date.now() + 20_000;
      while ((await findCodeBatch(db, profile.id, batchId))?.state !== "ready") {
        if (Date.now() > until) throw new Error("the batch was not made within 20 s");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await jobs.stop();
    }
    expect(await findCodeBatch(db, profile.id, batchId)).toMatchObject({ state: "ready", generated: 2500, size: 2500 });
    const [distinct] = await db.query<{ count: number | string }>(
      "SELECT count(DISTINCT code) AS count FROM download_codes WHERE batch_id = $1",
      [batchId],
    );
    expect(Number(distinct?.count)).toBe(2500);
  }, 60_000);
});
