import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../data/profiles";
import type { Database } from "../db/database";
import { startJobQueue } from "../jobs/jobQueue";
import { recordingTransport } from "../testing/recordingMailQueue";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { jobMailQueue, startMailWorker } from "./mailQueue";
import type { MailMessage } from "./mailTransport";

/** Polls until `check` holds (the queue works on its own time), at most `seconds`. */
async function eventually(check: () => boolean, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not done within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DATABASES_UNDER_TEST)("the mail queue on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let loud: string;
  let quiet: string;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    loud = (await createProfile(db, "Loud Artist")).id;
    quiet = (await createProfile(db, "Quiet Artist")).id;
  }, 60_000);
  afterAll(() => dispose());

  it("sends another artist's confirmation and bulk mail within 5 s while one artist has 10,000 bulk messages queued", async () => {
    const jobs = await startJobQueue(db, { pollSeconds: 0.5 });
    // Every message takes the 2 ms of an SMTP server's answer: 10,000 of them are 20 s of sending.
    const transport = recordingTransport();
    const send = transport.send.bind(transport);
    transport.send = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return send(message);
    };
    const sentAt = new Map<string, number>();
    const record = transport.messages.push.bind(transport.messages);
    transport.messages.push = (...messages: MailMessage[]) => {
      for (const message of messages) sentAt.set(message.to, Date.now());
      return record(...messages);
    };
    const mail = jobMailQueue(jobs, db);
    await mail.queueBulk(
      Array.from({ length: 10_000 }, (_, index) => ({ profileId: loud, to: `fan${index}@loud.example`, subject: "Gift", text: "." })),
    );
    await startMailWorker(jobs, db, transport);
    const sentFor = (profileId: string) => transport.messages.filter((message) => message.profileId === profileId).length;
    // The loud artist's mail is going out before the quiet one asks for anything.
    await eventually(() => sentFor(loud) >= 100, 20);

    const asked = Date.now();
    await mail.queue({ profileId: quiet, to: "joiner@quiet.example", subject: "Confirm your subscription", text: "." });
    await mail.queueBulk([{ profileId: quiet, to: "friend@quiet.example", subject: "A gift", text: "." }]);
    await eventually(() => sentAt.has("joiner@quiet.example") && sentAt.has("friend@quiet.example"), 5);
    expect((sentAt.get("joiner@quiet.example") ?? 0) - asked).toBeLessThan(5_000);
    expect((sentAt.get("friend@quiet.example") ?? 0) - asked).toBeLessThan(5_000);
    // They did not wait for the loud artist's line to empty: most of it is still waiting.
    expect(sentFor(loud)).toBeLessThan(5_000);
    await jobs.stop();
  }, 60_000);
});
