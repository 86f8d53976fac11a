import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { listConfirmedSubscribers } from "../testing/confirmedSubscribers";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { createAccount } from "./accounts";
import { addSubscribers } from "./audience";
import { CONFIRM_LINK_DAYS, confirmSubscription, createEmailList, findConfirmLink, joinEmailList, renewConfirmToken } from "./emailLists";
import { createProfile } from "./profiles";
import { liftUnsubscribe, suppress, suppressedAmong, suppressionOf, suppressReported } from "./suppressions";

/** The server's time in these tests: each step a second after the one before. */
let clockMs = Date.parse("2026-11-28T12:00:00Z");
const tick = () => {
  clockMs += 1000;
  return new Date(clockMs);
};

/** Consent (issue 19): joins pending until confirmed, and the addresses an artist must not mail. */
describe.each(DATABASES_UNDER_TEST)("consent on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  }, 60_000);
  afterAll(() => database.dispose());

  const newArtist = () => createProfile(db, "Consent Artist");

  it("keeps a join pending until its token confirms it, once, at its own artist only", async () => {
    const artist = await newArtist();
    const other = await newArtist();
    const list = await createEmailList(db, artist.id, "News");
    const joined = await joinEmailList(db, artist.id, list.id, "fan@example.com", tick());
    if (joined.outcome !== "joined") throw new Error(`joined: ${joined.outcome}`);
    expect(await listConfirmedSubscribers(db, artist.id, list.id)).toEqual([]);

    expect(await confirmSubscription(db, other.id, joined.confirmToken, tick())).toBeNull();
    expect(await confirmSubscription(db, artist.id, "made-up-token", tick())).toBeNull();
    const confirmed = { email: "fan@example.com", emailListId: list.id, listName: "News" };
    expect(await confirmSubscription(db, artist.id, joined.confirmToken, tick())).toEqual({ ...confirmed, state: "valid" });
    // Clicking again changes nothing and says it is done.
    expect(await confirmSubscription(db, artist.id, joined.confirmToken, tick())).toEqual({ ...confirmed, state: "done" });
    expect(await listConfirmedSubscribers(db, artist.id, list.id)).toEqual([{ email: "fan@example.com" }]);
    expect(await joinEmailList(db, artist.id, list.id, "fan@example.com", tick())).toEqual({
      outcome: "confirmed",
      listName: "News",
      suppression: null,
    });
    expect(await renewConfirmToken(db, artist.id, list.id, "fan@example.com", tick())).toBeNull();

    // Unsubscribed since: joining again is a consent to ask for, and its confirmation lifts the unsubscribe.
    await suppress(db, artist.id, "fan@example.com", "unsubscribed", tick());
    expect(await joinEmailList(db, artist.id, list.id, "fan@example.com", tick())).toEqual({
      outcome: "confirmed",
      listName: "News",
      suppression: "unsubscribed",
    });
    const again = await renewConfirmToken(db, artist.id, list.id, "fan@example.com", tick());
    expect(await confirmSubscription(db, artist.id, again ?? "", tick())).toEqual({ ...confirmed, state: "valid" });
    expect(await suppressionOf(db, artist.id, "fan@example.com")).toBeNull();
  });

  it("renews a pending join's token: the old link stops working, the new one confirms", async () => {
    const artist = await newArtist();
    const list = await createEmailList(db, artist.id, "News");
    const joined = await joinEmailList(db, artist.id, list.id, "late@example.com", tick());
    if (joined.outcome !== "joined") throw new Error(`joined: ${joined.outcome}`);
    expect(await joinEmailList(db, artist.id, list.id, "late@example.com", tick())).toEqual({
      outcome: "pending",
      listName: "News",
      suppression: null,
    });
    const renewed = await renewConfirmToken(db, artist.id, list.id, "late@example.com", tick());
    expect(renewed).toEqual(expect.any(String));
    expect(await confirmSubscription(db, artist.id, joined.confirmToken, tick())).toBeNull();
    expect(await confirmSubscription(db, artist.id, renewed ?? "", tick())).toMatchObject({ email: "late@example.com", state: "valid" });
    expect(await renewConfirmToken(db, (await newArtist()).id, list.id, "late@example.com", tick())).toBeNull();
  });

  it("sends newsletters to confirmed addresses the artist may mail: imports count as confirmed, suppressions are left out", async () => {
    const artist = await newArtist();
    const list = await createEmailList(db, artist.id, "News");
    await addSubscribers(db, artist.id, list.id, ["a@example.com", "b@example.com", "c@example.com"]);
    await joinEmailList(db, artist.id, list.id, "pending@example.com", tick());
    await suppress(db, artist.id, "B@Example.com", "bounce", tick());
    expect(await listConfirmedSubscribers(db, artist.id, list.id)).toEqual([{ email: "a@example.com" }, { email: "c@example.com" }]);
    expect(await listConfirmedSubscribers(db, (await newArtist()).id, list.id)).toEqual([]);
  });

  it("suppresses an address per artist, a stronger reason over a weaker one, and lifts only an unsubscribe", async () => {
    const artist = await newArtist();
    const other = await newArtist();
    await suppress(db, artist.id, "One@Example.com", "unsubscribed", tick());
    await suppress(db, artist.id, "one@example.com", "unsubscribed", tick());
    expect(await suppressedAmong(db, artist.id, ["ONE@example.com", "two@example.com"])).toEqual(new Set(["one@example.com"]));
    expect(await suppressedAmong(db, other.id, ["one@example.com"])).toEqual(new Set());
    expect(await suppressedAmong(db, artist.id, [])).toEqual(new Set());

    expect(await liftUnsubscribe(db, artist.id, "one@example.com")).toBe(true);
    expect(await suppressionOf(db, artist.id, "one@example.com")).toBeNull();

    await suppress(db, artist.id, "two@example.com", "complaint", tick());
    await suppress(db, artist.id, "two@example.com", "unsubscribed", tick());
    expect(await suppressionOf(db, artist.id, "two@example.com")).toBe("complaint");
    expect(await liftUnsubscribe(db, artist.id, "two@example.com")).toBe(false);
    expect(await suppressionOf(db, artist.id, "two@example.com")).toBe("complaint");

    await suppress(db, artist.id, "three@example.com", "unsubscribed", tick());
    await suppress(db, artist.id, "three@example.com", "bounce", tick());
    expect(await suppressionOf(db, artist.id, "three@example.com")).toBe("bounce");
  });

  it("confirming lifts the address's unsubscribe at that artist, not a bounce, and not elsewhere", async () => {
    const artist = await newArtist();
    const other = await newArtist();
    const list = await createEmailList(db, artist.id, "News");
    await suppress(db, artist.id, "back@example.com", "unsubscribed", tick());
    await suppress(db, other.id, "back@example.com", "unsubscribed", tick());
    await suppress(db, artist.id, "bounced@example.com", "bounce", tick());
    for (const email of ["back@example.com", "bounced@example.com"]) {
      const joined = await joinEmailList(db, artist.id, list.id, email, tick());
      if (joined.outcome !== "joined") throw new Error(`joined: ${joined.outcome}`);
      await confirmSubscription(db, artist.id, joined.confirmToken, tick());
    }
    expect(await suppressionOf(db, artist.id, "back@example.com")).toBeNull();
    expect(await suppressionOf(db, other.id, "back@example.com")).toBe("unsubscribed");
    expect(await suppressionOf(db, artist.id, "bounced@example.com")).toBe("bounce");
    expect(await listConfirmedSubscribers(db, artist.id, list.id)).toEqual([{ email: "back@example.com" }]);
  });

  it("records the provider's reports: for the artist named, or for every artist that has the address on a list or as a fan", async () => {
    const listing = await newArtist();
    const fanOf = await newArtist();
    const stranger = await newArtist();
    const list = await createEmailList(db, listing.id, "News");
    await addSubscribers(db, listing.id, list.id, ["gone@example.com"]);
    await createAccount(db, { profileId: fanOf.id, firstName: "G", lastName: "One", email: "gone@example.com", passwordHash: "x" });
    await suppress(db, stranger.id, "angry@example.com", "unsubscribed", tick());
    const recorded = await suppressReported(
      db,
      [
        { email: "Gone@Example.com", reason: "bounce", profileId: null },
        // The same address twice in one report: the stronger reason.
        { email: "gone@example.com", reason: "complaint", profileId: null },
        { email: "angry@example.com", reason: "complaint", profileId: stranger.id },
        { email: "x@example.com", reason: "bounce", profileId: "no-such-artist" },
        { email: "nobody@example.com", reason: "bounce", profileId: null },
      ],
      tick(),
    );
    expect(recorded).toBe(3);
    expect(await suppressionOf(db, listing.id, "gone@example.com")).toBe("complaint");
    expect(await suppressionOf(db, fanOf.id, "gone@example.com")).toBe("complaint");
    expect(await suppressionOf(db, stranger.id, "gone@example.com")).toBeNull();
    expect(await suppressionOf(db, stranger.id, "angry@example.com")).toBe("complaint");
    // Reported again: nothing changes.
    expect(await suppressReported(db, [{ email: "gone@example.com", reason: "bounce", profileId: null }], tick())).toBe(0);
    expect(await suppressReported(db, [], tick())).toBe(0);
  });

  it("a link works once: used, and the address unsubscribed since, it subscribes no one again", async () => {
    const artist = await newArtist();
    const list = await createEmailList(db, artist.id, "News");
    const joined = await joinEmailList(db, artist.id, list.id, "once@example.com", tick());
    if (joined.outcome !== "joined") throw new Error(`joined: ${joined.outcome}`);
    expect(await confirmSubscription(db, artist.id, joined.confirmToken, tick())).toMatchObject({ state: "valid" });
    await suppress(db, artist.id, "once@example.com", "unsubscribed", tick());
    expect(await confirmSubscription(db, artist.id, joined.confirmToken, tick())).toMatchObject({ state: "used" });
    expect(await suppressionOf(db, artist.id, "once@example.com")).toBe("unsubscribed");
  });

  it("a link works for 7 days, on the server's clock", async () => {
    const artist = await newArtist();
    const list = await createEmailList(db, artist.id, "News");
    const issued = tick();
    const joined = await joinEmailList(db, artist.id, list.id, "late@example.com", issued);
    if (joined.outcome !== "joined") throw new Error(`joined: ${joined.outcome}`);
    const day = 24 * 60 * 60 * 1000;
    const at = (ms: number) => new Date(issued.getTime() + ms);
    expect(await findConfirmLink(db, artist.id, joined.confirmToken, at(CONFIRM_LINK_DAYS * day - 1000))).toMatchObject({ state: "valid" });
    expect(await confirmSubscription(db, artist.id, joined.confirmToken, at(CONFIRM_LINK_DAYS * day + 1000))).toMatchObject({
      state: "expired",
    });
    expect(await listConfirmedSubscribers(db, artist.id, list.id)).toEqual([]);
  });

  it("never lifts an unsubscribe, bounce or complaint made after the link was sent", async () => {
    const artist = await newArtist();
    const list = await createEmailList(db, artist.id, "News");
    for (const reason of ["unsubscribed", "bounce", "complaint"] as const) {
      const email = `${reason}@example.com`;
      const joined = await joinEmailList(db, artist.id, list.id, email, tick());
      if (joined.outcome !== "joined") throw new Error(`joined: ${joined.outcome}`);
      await suppress(db, artist.id, email, reason, tick());
      expect(await findConfirmLink(db, artist.id, joined.confirmToken, tick())).toMatchObject({ state: "withdrawn" });
      expect(await confirmSubscription(db, artist.id, joined.confirmToken, tick())).toMatchObject({ state: "withdrawn" });
      expect(await suppressionOf(db, artist.id, email)).toBe(reason);
    }
    expect(await listConfirmedSubscribers(db, artist.id, list.id)).toEqual([]);
  });
});
