import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { createTestSend } from "../testing/newsletterSendTesting";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { claimRecipients, recipientCounts, settleRecipient } from "./newsletterRecipients";
import { createProfile } from "./profiles";

describe.each(DATABASES_UNDER_TEST)("newsletter recipients on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Newsletter Artist")).id;
  }, 60_000);
  afterAll(() => dispose());

  const sendTo = (count: number) =>
    createTestSend(
      db,
      profileId,
      Array.from({ length: count }, (_, index) => `r${index}@example.com`),
    );

  it("hand each recipient to one of two workers claiming at once", async () => {
    const sendId = await sendTo(40);
    const [one, two] = await Promise.all([claimRecipients(db, sendId, 25, 30), claimRecipients(db, sendId, 25, 30)]);
    const emails = [...one, ...two].map((recipient) => recipient.email);
    expect(emails).toHaveLength(40);
    expect(new Set(emails).size).toBe(40);
    expect(await claimRecipients(db, sendId, 25, 30)).toEqual([]);
  });

  it("give a dead worker's claims to another once their lease is over, counting the attempt", async () => {
    const sendId = await sendTo(3);
    const claimed = await claimRecipients(db, sendId, 2, 30);
    await settleRecipient(db, sendId, claimed[0]?.email ?? "", "sent");
    // The worker died before settling the second: within its lease another takes only the third.
    const next = await claimRecipients(db, sendId, 5, 30);
    expect(next.map((recipient) => recipient.email)).toEqual(claimed.length === 2 ? ["r2@example.com"] : []);
    // Both workers died; their leases run out.
    await db.query(
      "UPDATE newsletter_recipients SET claimed_at = now() - interval '31 seconds' WHERE send_id = $1 AND status = 'sending'",
      [sendId],
    );
    const reclaimed = await claimRecipients(db, sendId, 5, 30);
    expect(reclaimed.map((recipient) => recipient.email).sort()).toEqual(["r1@example.com", "r2@example.com"]);
    expect(reclaimed.map((recipient) => recipient.attempts)).toEqual([2, 2]);
    expect((await recipientCounts(db, [sendId])).get(sendId)).toEqual({ total: 3, queued: 2, sent: 1, failed: 0, skipped: 0 });
  });
});
