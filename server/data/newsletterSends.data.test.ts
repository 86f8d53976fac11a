import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { createTestSend } from "../testing/newsletterSendTesting";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { claimRecipients, settleRecipient } from "./newsletterRecipients";
import { finishIfDone, startSending } from "./newsletterSends";
import { createProfile } from "./profiles";

describe.each(DATABASES_UNDER_TEST)("newsletter sends on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
  }, 60_000);
  afterAll(() => dispose());

  const sendOf = (profileId: string, sendAt = new Date()) => createTestSend(db, profileId, ["r@example.com"], sendAt);

  it("go one at a time per artist (issue 30): a second waits for the first, another artist's does not", async () => {
    const loud = (await createProfile(db, "Loud")).id;
    const quiet = (await createProfile(db, "Quiet")).id;
    const [first, second, later] = [await sendOf(loud), await sendOf(loud), await sendOf(loud, new Date(Date.now() + 3600_000))];
    const theirs = await sendOf(quiet);
    expect(await startSending(db, first)).toBe("started");
    expect(await startSending(db, first)).toBe("gone");
    expect(await startSending(db, second)).toBe("waits");
    expect(await startSending(db, later)).toBe("waits");
    expect(await startSending(db, theirs)).toBe("started");

    for (const recipient of await claimRecipients(db, first, 10, 30)) await settleRecipient(db, first, recipient.email, "sent");
    expect(await finishIfDone(db, first)).toBe(true);
    expect(await startSending(db, second)).toBe("started");
  });
});
