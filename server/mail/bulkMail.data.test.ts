import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBulkMail, artistsWithBulkMail, claimBulkMail, markBulkMailSent, nextBulkMailAt } from "../data/bulkMail";
import { createProfile } from "../data/profiles";
import type { Database } from "../db/database";
import { recordingTransport } from "../testing/recordingMailQueue";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { sendBulkMailTurn } from "./bulkMail";

describe.each(DATABASES_UNDER_TEST)("bulk mail on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
  }, 60_000);
  afterAll(() => dispose());

  const pace = { batchSize: 2, leaseSeconds: 30 };
  const message = (profileId: string, to: string) => ({ profileId, to, subject: "A gift", text: "." });

  it("sends an artist's messages a turn at a time, oldest first, each once", async () => {
    const artist = (await createProfile(db, "Turns")).id;
    await addBulkMail(
      db,
      ["a", "b", "c"].map((name) => message(artist, `${name}@example.com`)),
    );
    const transport = recordingTransport();
    const next = await sendBulkMailTurn(db, transport, artist, pace);
    expect(transport.messages.map((sent) => sent.to)).toEqual(["a@example.com", "b@example.com"]);
    expect(next && next.getTime() <= Date.now()).toBe(true);
    expect(await sendBulkMailTurn(db, transport, artist, pace)).toBeNull();
    expect(transport.messages.map((sent) => sent.to)).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(await artistsWithBulkMail(db)).not.toContain(artist);
  });

  it("sends again, with the same Message-ID, what a dead worker had taken, once its lease is over", async () => {
    const artist = (await createProfile(db, "Crash")).id;
    await addBulkMail(db, [message(artist, "d@example.com")]);
    // A worker takes it and dies before sending.
    const [taken] = await claimBulkMail(db, artist, 5, 30);
    const transport = recordingTransport();
    expect(await sendBulkMailTurn(db, transport, artist, pace)).toEqual(expect.any(Date));
    expect(transport.messages).toEqual([]);
    expect(await artistsWithBulkMail(db)).toContain(artist);
    await db.query("UPDATE bulk_mail SET claimed_at = now() - interval '31 seconds' WHERE profile_id = $1", [artist]);
    await sendBulkMailTurn(db, transport, artist, pace);
    expect(transport.messages.map((sent) => [sent.to, sent.messageId])).toEqual([["d@example.com", `<bulk.${taken?.id}@mail.backline>`]]);
  });

  it("tells of a counted message delivered once, even sent twice after a worker died, and never of an uncounted one", async () => {
    const artist = (await createProfile(db, "Counted")).id;
    await addBulkMail(db, [message(artist, "welcome@example.com")], { counted: true });
    await addBulkMail(db, [message(artist, "test@example.com")]);
    const delivered: string[] = [];
    // A worker takes the counted one and dies before recording it sent: the next sends it once the lease is over.
    const [first] = await claimBulkMail(db, artist, 1, 30);
    expect(first?.counted).toBe(true);
    await db.query("UPDATE bulk_mail SET claimed_at = now() - interval '31 seconds' WHERE profile_id = $1", [artist]);
    const transport = recordingTransport();
    await sendBulkMailTurn(db, transport, artist, pace, (profileId) => delivered.push(profileId));
    expect(transport.messages.map((sent) => sent.to)).toEqual(["welcome@example.com", "test@example.com"]);
    expect(delivered).toEqual([artist]);
    expect(await markBulkMailSent(db, first?.id ?? "")).toBe(false);
  });

  it("tries a refused message again later, and gives up after five tries", async () => {
    const artist = (await createProfile(db, "Refused")).id;
    await addBulkMail(db, [message(artist, "bounce@example.com"), message(artist, "fine@example.com")]);
    const transport = recordingTransport();
    transport.refuse = (sent) => sent.to === "bounce@example.com";
    const next = await sendBulkMailTurn(db, transport, artist, pace);
    // The other message went; the refused one waits 30 s.
    expect(transport.messages.map((sent) => sent.to)).toEqual(["fine@example.com"]);
    expect((next?.getTime() ?? 0) - Date.now()).toBeGreaterThan(25_000);
    for (let tries = 2; tries <= 5; tries++) {
      await db.query("UPDATE bulk_mail SET not_before = now() WHERE profile_id = $1", [artist]);
      await sendBulkMailTurn(db, transport, artist, pace);
    }
    expect(await nextBulkMailAt(db, artist, 30)).toBeNull();
    const [row] = await db.query<{ attempts: number; failed: boolean; error: string }>(
      "SELECT attempts, failed_at IS NOT NULL AS failed, error FROM bulk_mail WHERE profile_id = $1 AND message->>'to' = 'bounce@example.com'",
      [artist],
    );
    expect(row).toEqual({ attempts: 5, failed: true, error: "550 refused by the test" });
  });
});
