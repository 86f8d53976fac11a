import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../schema/entities/people";
import type { Database } from "../db/database";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { createEmailList, findEmailList, joinEmailList, listSubscribers } from "./emailLists";
import { createEvent, listUpcomingEvents } from "./events";
import { createProduct, findProduct, listFeaturedProducts, listProductIds, listProducts } from "./products";
import { createProfile } from "./profiles";
import { createTier, listTiers, setTierIncludes } from "./tiers";

const DAY = 24 * 60 * 60 * 1000;
const address = { name: "Club", street: "2 Side St", zipCode: "75001", city: "Paris", country: "France" };

describe.each(DATABASES_UNDER_TEST)("catalogue data on %s", (kind) => {
  let test: TestDatabase;
  let db: Database;
  let other: Profile;
  const newArtist = () => createProfile(db, "Artist");

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    other = await createProfile(db, "Other");
  }, 60_000);
  afterAll(() => test.dispose());

  it("creates tiers and reads them back by rank, next rank by default", async () => {
    const artist = await newArtist();
    const first = await createTier(db, { profileId: artist.id, name: "First", priceMonthly: 5, priceYearly: 50.25 });
    const second = await createTier(db, {
      profileId: artist.id,
      name: "Second",
      payWhatYouWant: true,
      payWhatYouWantMinimum: 1,
      benefits: [{ title: "Posts" }],
    });
    const zeroth = await createTier(db, { profileId: artist.id, name: "Zeroth", rank: 0 });
    await createTier(db, { profileId: other.id, name: "Other's" });

    expect(first).toEqual({
      id: first.id,
      name: "First",
      payWhatYouWant: false,
      payWhatYouWantMinimum: null,
      priceMonthly: 5,
      priceYearly: 50.25,
      benefits: [],
      includesTierIds: [],
    });
    expect(second.benefits).toEqual([{ id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), title: "Posts" }]);
    expect(await listTiers(db, artist.id)).toEqual([zeroth, first, second]);
  });

  it("stores a tier's includes in the tiers' order, only of tiers of the same artist, and forgets a deleted tier's", async () => {
    const artist = await newArtist();
    const paid = await createTier(db, { profileId: artist.id, name: "Paid", priceMonthly: 5 });
    const free = await createTier(db, { profileId: artist.id, name: "Free" });
    const theirs = await createTier(db, { profileId: other.id, name: "Theirs" });
    const top = await createTier(db, { profileId: artist.id, name: "Top", priceMonthly: 9, includesTierIds: [free.id, paid.id] });
    expect(top.includesTierIds).toEqual([paid.id, free.id]);
    // The table's keys hold both tiers of an include in one artist, and a tier never includes itself.
    await expect(createTier(db, { profileId: artist.id, name: "Thief", includesTierIds: [theirs.id] })).rejects.toThrow();
    await expect(setTierIncludes(db, artist.id, paid.id, [paid.id])).rejects.toThrow();
    expect((await listTiers(db, artist.id)).map((tier) => tier.name)).toEqual(["Paid", "Free", "Top"]);
    await db.query("DELETE FROM membership_tiers WHERE id = $1", [free.id]);
    expect((await listTiers(db, artist.id)).find((tier) => tier.id === top.id)?.includesTierIds).toEqual([paid.id]);
  });

  it("creates a product with variants and tracks and reads it back, only for its artist", async () => {
    const artist = await newArtist();
    const product = await createProduct(db, {
      profileId: artist.id,
      title: "Record",
      artist: "Band",
      description: "Liner notes",
      credits: "Written by Band",
      category: "Music",
      releaseType: "album",
      isFeatured: true,
      media: [{ id: "cover-1", type: "image", url: "https://cdn.example.com/c.jpg", name: "c.jpg" }],
      variants: [
        {
          price: 9.99,
          tracks: [
            { title: "A", durationSeconds: 180 },
            { title: "B", artist: "Guest", hasExplicitContent: true },
          ],
        },
        { price: 0, payWhatYouWant: true, tracks: [{ title: "C", isFeatured: true }] },
      ],
    });
    expect(product).toMatchObject({
      title: "Record",
      artist: "Band",
      description: "Liner notes",
      credits: "Written by Band",
      category: "Music",
      releaseType: "album",
      isFeatured: true,
      media: [{ id: "cover-1", type: "image", url: "https://cdn.example.com/c.jpg", name: "c.jpg" }],
    });
    const [paid, free] = product.variants;
    expect(paid).toMatchObject({ isDefault: true, price: 9.99, payWhatYouWant: false, media: [] });
    expect(paid?.tracks).toEqual([
      {
        id: expect.any(String),
        title: "A",
        artist: "Band",
        description: "",
        media: [],
        hasExplicitContent: false,
        isFeatured: false,
        durationSeconds: 180,
      },
      { id: expect.any(String), title: "B", artist: "Guest", description: "", media: [], hasExplicitContent: true, isFeatured: false },
    ]);
    expect(free).toMatchObject({ isDefault: false, price: 0, payWhatYouWant: true, tracks: [{ title: "C", isFeatured: true }] });

    expect(await findProduct(db, artist.id, product.id)).toEqual(product);
    expect(await findProduct(db, other.id, product.id)).toBeNull();
    expect(await findProduct(db, artist.id, "missing")).toBeNull();
  });

  it("creates a product all or nothing", async () => {
    const artist = await newArtist();
    const tooDear = {
      profileId: artist.id,
      title: "Broken",
      artist: "Band",
      category: "Music" as const,
      variants: [{ price: 1 }, { price: 1e12 }],
    };
    await expect(createProduct(db, tooDear)).rejects.toThrow();
    expect(await listProducts(db, artist.id, { page: 1, limit: 10 })).toEqual({ data: [], page: 1, pageSize: 10, total: 0 });
    // Inside a caller's transaction, it uses that transaction.
    const inside = await db.transaction((tx) =>
      createProduct(tx, { profileId: artist.id, title: "Inside", artist: "Band", category: "Merch" }),
    );
    expect(inside).toMatchObject({ title: "Inside", category: "Merch", variants: [] });
    expect(inside.releaseType).toBeUndefined();
  });

  it("lists products paged, filtered and featured, newest first", async () => {
    const artist = await newArtist();
    const make = (title: string, daysAgo: number, extra: { releaseType?: "album" | "single"; isFeatured?: boolean } = {}) =>
      createProduct(db, {
        profileId: artist.id,
        title,
        artist: "Band",
        category: "Music",
        releasedAt: new Date(Date.now() - daysAgo * DAY),
        variants: [{ price: 1, tracks: [{ title: `${title} track` }] }],
        ...extra,
      });
    const oldest = await make("Oldest Night", 3, { releaseType: "album" });
    const middle = await make("Middle", 2, { releaseType: "single", isFeatured: true });
    const newest = await make("Newest night", 1, { releaseType: "album", isFeatured: true });
    await createProduct(db, { profileId: other.id, title: "Night of another", artist: "Other", category: "Music", isFeatured: true });

    const all = await listProducts(db, artist.id, { page: 1, limit: 2 });
    expect(all).toEqual({ data: [newest, middle], page: 1, pageSize: 2, total: 3 });
    expect(await listProducts(db, artist.id, { page: 2, limit: 2 })).toEqual({ data: [oldest], page: 2, pageSize: 2, total: 3 });
    expect(await listProducts(db, artist.id, { page: 3, limit: 2 })).toEqual({ data: [], page: 3, pageSize: 2, total: 3 });
    expect((await listProducts(db, artist.id, { page: 1, limit: 10, query: "NIGHT" })).data).toEqual([newest, oldest]);
    expect((await listProducts(db, artist.id, { page: 1, limit: 10, query: "band", releaseType: "single" })).data).toEqual([middle]);
    expect((await listProducts(db, artist.id, { page: 1, limit: 10, releaseType: "all", category: "Merch" })).total).toBe(0);
    expect(await listFeaturedProducts(db, artist.id, "Music")).toEqual([newest, middle]);
    expect(await listFeaturedProducts(db, artist.id, "Merch")).toEqual([]);
    expect(await listProductIds(db, artist.id)).toEqual([newest.id, middle.id, oldest.id]);
  });

  it("creates events and lists the upcoming ones, soonest first", async () => {
    const artist = await newArtist();
    const dateTime = new Date(Date.now() + 2 * DAY);
    const show = await createEvent(db, {
      profileId: artist.id,
      title: "Show",
      dateTime,
      timeZone: "America/Los_Angeles",
      address,
      actionLink: "https://t.example.com",
      actionText: "Buy",
    });
    expect(show).toEqual({
      id: show.id,
      title: "Show",
      dateTime: dateTime.toISOString(),
      // The venue's clock, read with the server's time zone database.
      localDateTime: new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Los_Angeles", dateStyle: "short", timeStyle: "short" })
        .format(dateTime)
        .replace(" ", "T"),
      timeZone: "America/Los_Angeles",
      address,
      actionLink: "https://t.example.com",
      actionText: "Buy",
    });
    const soon = await createEvent(db, {
      profileId: artist.id,
      title: "Soon",
      dateTime: new Date(Date.now() + DAY).toISOString(),
      address,
    });
    await createEvent(db, { profileId: artist.id, title: "Gone", dateTime: new Date(Date.now() - 1000), address });
    await createEvent(db, { profileId: other.id, title: "Other's", dateTime, address });
    expect(await listUpcomingEvents(db, artist.id)).toEqual([soon, show]);
  });

  it("creates email lists and stores each subscriber once, with the time they joined", async () => {
    const artist = await newArtist();
    const list = await createEmailList(db, artist.id, "Fans");
    expect(await findEmailList(db, artist.id, list.id)).toEqual({ id: list.id, profileId: artist.id, name: "Fans" });
    expect(await findEmailList(db, other.id, list.id)).toBeNull();

    const before = Date.now();
    expect(await joinEmailList(db, artist.id, list.id, "a@example.com", new Date())).toMatchObject({ outcome: "joined" });
    expect(await joinEmailList(db, artist.id, list.id, "a@example.com", new Date())).toEqual({
      outcome: "pending",
      listName: "Fans",
      suppression: null,
    });
    expect(await joinEmailList(db, artist.id, list.id, "b@example.com", new Date())).toMatchObject({ outcome: "joined" });
    expect(await joinEmailList(db, other.id, list.id, "c@example.com", new Date())).toEqual({ outcome: "no-such-list" });
    expect(await joinEmailList(db, artist.id, "missing", "c@example.com", new Date())).toEqual({ outcome: "no-such-list" });

    const subscribers = await listSubscribers(db, artist.id, list.id);
    expect(subscribers.map((subscriber) => subscriber.email)).toEqual(["a@example.com", "b@example.com"]);
    for (const { joinedAt } of subscribers) expect(Date.parse(joinedAt)).toBeGreaterThanOrEqual(before - 60_000);
    expect(await listSubscribers(db, other.id, list.id)).toEqual([]);

    // Concurrent joins of one address still store one row.
    const results = await Promise.all([1, 2, 3].map(() => joinEmailList(db, artist.id, list.id, "same@example.com", new Date())));
    expect(results.filter((result) => result.outcome === "joined")).toHaveLength(1);
    expect((await listSubscribers(db, artist.id, list.id)).filter((subscriber) => subscriber.email === "same@example.com")).toHaveLength(1);
  });
});
