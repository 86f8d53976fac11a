import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { type ImportedPerson, readPlatformCsv } from "../imports/platformRows";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { addSubscribers } from "./audience";
import { createEmailList } from "./emailLists";
import { countPlatformImport } from "./platformImportCounts";
import { listPlatformImports, startPlatformImport, undoPlatformImport, writeImportBatch } from "./platformImports";
import { createProfile } from "./profiles";
import { suppress } from "./suppressions";

let clockMs = Date.parse("2026-11-30T12:00:00Z");
const tick = () => {
  clockMs += 1000;
  return new Date(clockMs);
};

function peopleOf(name: string): readonly ImportedPerson[] {
  const read = readPlatformCsv(readFileSync(new URL(`../imports/samples/${name}`, import.meta.url), "utf8"), null);
  if (!read.ok) throw new Error(read.reason);
  return read.people;
}

/** Starts an import and writes its batches of `rows` until none remain, as the job does; returns its id and the batches written. */
async function runImport(db: Database, run: Parameters<typeof startPlatformImport>[1], rows?: number) {
  const id = await startPlatformImport(db, run);
  let batches = 0;
  while (await writeImportBatch(db, id, tick(), rows)) batches++;
  return { id, batches };
}

/** Everything an import may touch for an artist, in a fixed order. */
async function stateOf(db: Database, profileId: string) {
  const subscribers = await db.query(
    `SELECT s.email_list_id, s.email, s.first_name, s.last_name, s.status, s.joined_at FROM email_subscribers s
     JOIN email_lists l ON l.id = s.email_list_id WHERE l.profile_id = $1 ORDER BY 1, 2`,
    [profileId],
  );
  const suppressions = await db.query("SELECT email, reason, at FROM mail_suppressions WHERE profile_id = $1 ORDER BY email", [profileId]);
  return { subscribers, suppressions };
}

/** Imports from other platforms (issue 40): counted before, written batch by batch, undone as a whole. */
describe.each(DATABASES_UNDER_TEST)("platform imports on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  }, 60_000);
  afterAll(() => database.dispose());

  const runBy = "Owner <owner@example.com>";

  it("counts a Mailchimp export without writing, imports subscribers and suppressions, and undoes exactly that", async () => {
    const artist = await createProfile(db, "Importing Artist");
    const other = await createProfile(db, "Other Artist");
    const list = await createEmailList(db, artist.id, "News");
    const otherList = await createEmailList(db, other.id, "News");
    await addSubscribers(db, artist.id, list.id, [{ email: "grace@example.com", firstName: "Amazing", lastName: "Grace" }]);
    await addSubscribers(db, other.id, otherList.id, ["ada.lovelace@example.com"]);
    await suppress(db, artist.id, "left@example.com", "complaint", tick());
    const people = [
      ...peopleOf("mailchimp-subscribed.csv"),
      ...peopleOf("mailchimp-unsubscribed.csv"),
      ...peopleOf("mailchimp-cleaned.csv"),
    ];
    const before = await stateOf(db, artist.id);
    const otherBefore = await stateOf(db, other.id);

    const counts = await countPlatformImport(db, artist.id, list.id, people);
    expect(counts).toEqual({
      people: 5,
      existingFans: 0,
      newSubscribers: 2,
      alreadySubscribed: 1,
      suppressed: 2,
      memberships: 0,
      purchases: 0,
      newFans: 0,
      formerMembers: 0,
    });
    expect(await stateOf(db, artist.id)).toEqual(before);

    const { id, batches } = await runImport(
      db,
      { profileId: artist.id, platform: "mailchimp", emailListId: list.id, runBy, people, counts, now: tick() },
      2,
    );
    // Each address once (=cmd, ada, bounced, grace, left), two a batch: three batches, the last of one row.
    expect(batches).toBe(2);
    expect(await writeImportBatch(db, id, tick())).toBe(false);
    const after = await stateOf(db, artist.id);
    expect(after.subscribers.map((row) => [row.email, row.first_name])).toEqual([
      ["=cmd@example.com", "=HYPERLINK(1)"],
      ["ada.lovelace@example.com", "Ada"],
      ["bounced@example.com", "Bo"],
      ["grace@example.com", "Amazing"],
      ["left@example.com", "Left"],
    ]);
    // The complaint recorded here stays a complaint; the cleaned address is suppressed as a bounce.
    expect(after.suppressions.map((row) => [row.email, row.reason])).toEqual([
      ["bounced@example.com", "bounce"],
      ["left@example.com", "complaint"],
    ]);
    expect(await listPlatformImports(db, artist.id)).toMatchObject([
      { id, platform: "mailchimp", runBy, counts, undoneAt: null, total: 5, processed: 5, finishedAt: expect.any(String) },
    ]);
    expect(await listPlatformImports(db, other.id)).toEqual([]);

    expect(await undoPlatformImport(db, other.id, id, tick())).toBeNull();
    expect(await undoPlatformImport(db, artist.id, id, tick())).toMatchObject({ id, undoneAt: expect.any(String) });
    expect(await stateOf(db, artist.id)).toEqual(before);
    expect(await stateOf(db, other.id)).toEqual(otherBefore);
    expect(await undoPlatformImport(db, artist.id, id, tick())).toBeNull();
  });

  it("counts fans, memberships and purchases of Patreon and Bandcamp exports, and subscribes none of them", async () => {
    const artist = await createProfile(db, "Patreon Artist");
    const list = await createEmailList(db, artist.id, "News");
    const patrons = peopleOf("patreon-members.csv");
    expect(await countPlatformImport(db, artist.id, list.id, patrons)).toMatchObject({
      people: 5,
      memberships: 3,
      newSubscribers: 0,
      formerMembers: 2,
    });
    const buyers = peopleOf("bandcamp-sales.csv");
    expect(await countPlatformImport(db, artist.id, list.id, buyers)).toMatchObject({
      people: 2,
      purchases: 3,
      newSubscribers: 0,
      suppressed: 0,
    });
  });

  it("restores the exact previous state after any sequence of imports, undone newest or oldest first", async () => {
    const emails = ["a@example.com", "b@example.com", "c@example.com", "d@example.com"];
    const person = fc.record({
      email: fc.constantFrom(...emails),
      firstName: fc.constantFrom("", "Ann"),
      consent: fc.constantFrom("subscribed" as const, "unsubscribed" as const, "cleaned" as const),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(person, { maxLength: 5 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom(...emails), { maxLength: 2 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        async (imports, existing, newestFirst, batchRows, undoLastAfter) => {
          const artist = await createProfile(db, "Property Artist");
          const list = await createEmailList(db, artist.id, "News");
          await addSubscribers(
            db,
            artist.id,
            list.id,
            existing.map((email) => ({ email, firstName: "Before", lastName: "" })),
          );
          if (existing[0]) await suppress(db, artist.id, existing[0], "unsubscribed", tick());
          const before = await stateOf(db, artist.id);
          const ids: string[] = [];
          for (const given of imports) {
            const people = given.map((p, at) => ({ ...p, row: at + 2, lastName: "", tier: null, lapsed: false, purchase: null }));
            const counts = await countPlatformImport(db, artist.id, list.id, people);
            const run = { profileId: artist.id, platform: "mailchimp", emailListId: list.id, runBy, people, counts, now: tick() };
            ids.push((await runImport(db, run, batchRows)).id);
          }
          // One more import, undone part-way (after some batches): the batches after find it undone and write nothing.
          if (undoLastAfter !== null) {
            const people = (imports[0] ?? []).map((p, at) => ({
              ...p,
              row: at + 2,
              lastName: "",
              tier: null,
              lapsed: false,
              purchase: null,
            }));
            const counts = await countPlatformImport(db, artist.id, list.id, people);
            const run = { profileId: artist.id, platform: "mailchimp", emailListId: list.id, runBy, people, counts, now: tick() };
            const id = await startPlatformImport(db, run);
            for (let batch = 0; batch < undoLastAfter; batch++) await writeImportBatch(db, id, tick(), batchRows);
            await undoPlatformImport(db, artist.id, id, tick());
            expect(await writeImportBatch(db, id, tick(), batchRows)).toBe(false);
          }
          for (const id of newestFirst ? ids.reverse() : ids) await undoPlatformImport(db, artist.id, id, tick());
          expect(await stateOf(db, artist.id)).toEqual(before);
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});
