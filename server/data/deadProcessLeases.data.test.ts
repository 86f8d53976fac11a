import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { createTestSend } from "../testing/newsletterSendTesting";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { addBulkMail, claimBulkMail, markBulkMailSent } from "./bulkMail";
import { releaseDeadProcessLeases } from "./deadProcessLeases";
import { claimRecipients, settleRecipient } from "./newsletterRecipients";
import { createProfile } from "./profiles";

describe.each(DATABASES_UNDER_TEST)("a dead process's claims, given back at start on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Restarted Artist")).id;
  }, 60_000);
  afterAll(() => dispose());

  it("puts a send's unsettled recipients back at once, and leaves the settled ones", async () => {
    const sendId = await createTestSend(db, profileId, ["a@example.com", "b@example.com", "c@example.com"]);
    const taken = await claimRecipients(db, sendId, 2, 30);
    await settleRecipient(db, sendId, taken[0]?.email ?? "", "sent");
    // Within the lease another claim gets only the one never taken.
    expect((await claimRecipients(db, sendId, 5, 30)).map((recipient) => recipient.email)).toEqual(["c@example.com"]);

    const released = await releaseDeadProcessLeases(db);

    expect(released.recipients).toBeGreaterThanOrEqual(2);
    const again = await claimRecipients(db, sendId, 5, 30);
    expect(again.map((recipient) => recipient.email).sort()).toEqual(["b@example.com", "c@example.com"]);
    expect(again.map((recipient) => recipient.attempts)).toEqual([2, 2]);
  });

  it("gives back a bulk message taken and not sent, and never one sent", async () => {
    await addBulkMail(db, [
      { profileId, to: "sent@example.com", subject: "A gift", text: "." },
      { profileId, to: "unsent@example.com", subject: "A gift", text: "." },
    ]);
    const taken = await claimBulkMail(db, profileId, 5, 60);
    expect(taken).toHaveLength(2);
    await markBulkMailSent(db, taken[0]?.id ?? "");
    expect(await claimBulkMail(db, profileId, 5, 60)).toEqual([]);

    await releaseDeadProcessLeases(db);

    expect((await claimBulkMail(db, profileId, 5, 60)).map((message) => message.id)).toEqual([taken[1]?.id]);
  });
});
