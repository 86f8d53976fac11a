import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { createAccount } from "./accounts";
import { addComment, addMark, countComments, countMarks, type EntityRef, hasMark, listComments, removeMark } from "./engagement";
import { addPollVote, createPost, findPostAccess, listPosts, newOptionUid } from "./posts";
import { createProfile } from "./profiles";

describe.each(DATABASES_UNDER_TEST)("posts and engagement data on %s", (kind) => {
  let test: TestDatabase;
  let db: Database;
  let artist: string;
  let otherArtist: string;
  const tier = { low: "", high: "", other: "" };
  const fans = { none: "", low: "", high: "", other: "" };

  async function createTier(profileId: string, rank: number): Promise<string> {
    const id = newId();
    await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, $3, $4)", [
      id,
      profileId,
      `Rank ${rank}`,
      rank,
    ]);
    return id;
  }

  async function createFanAccount(profileId: string, membershipTierId: string | null): Promise<string> {
    const account = await createAccount(db, {
      profileId,
      firstName: "Ada",
      lastName: "Lovelace",
      email: `${newId()}@example.com`,
      passwordHash: "x",
      membershipTierId,
    });
    if (!account) throw new Error("account not created");
    return account.id;
  }

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    artist = (await createProfile(db, "Artist")).id;
    otherArtist = (await createProfile(db, "Other")).id;
    tier.low = await createTier(artist, 1);
    tier.high = await createTier(artist, 2);
    tier.other = await createTier(otherArtist, 5);
    fans.none = await createFanAccount(artist, null);
    fans.low = await createFanAccount(artist, tier.low);
    fans.high = await createFanAccount(artist, tier.high);
    fans.other = await createFanAccount(otherArtist, tier.other);
  }, 60_000);
  afterAll(() => test?.dispose());

  it("creates a poll post with its options in order, and makes up five-letter uids", async () => {
    const created = await createPost(db, {
      profileId: artist,
      type: "poll",
      caption: "Vote",
      poll: { question: "Which?", options: [{ text: "B", uid: "bbbbb" }, { text: "A" }, { text: "C" }] },
    });
    expect(created.options.map((option) => option.text)).toEqual(["B", "A", "C"]);
    expect(created.options[0]?.uid).toBe("bbbbb");
    for (const option of created.options) expect(option.uid).toMatch(/^[a-z]{5}$/);
    const { data } = await listPosts(db, { profileId: artist, viewerAccountId: null, page: 1, limit: 10, filter: { type: "poll" } });
    expect(data[0]?.poll).toEqual({
      question: "Which?",
      options: created.options.map((option) => ({ ...option, votes: 0, voted: false })),
    });
    expect(newOptionUid()).toMatch(/^[a-z]{5}$/);
  });

  it("creates nothing when an option fails, when the tier is another artist's, or when the poll does not fit the type", async () => {
    const before = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM posts");
    const duplicate = {
      question: "?",
      options: [
        { text: "A", uid: "aaaaa" },
        { text: "B", uid: "aaaaa" },
      ],
    };
    await expect(createPost(db, { profileId: artist, type: "poll", poll: duplicate })).rejects.toThrow();
    await expect(createPost(db, { profileId: artist, type: "text", membershipTierId: tier.other })).rejects.toThrow(
      /not a membership tier/,
    );
    await expect(createPost(db, { profileId: artist, type: "text", poll: { question: "?", options: [] } })).rejects.toThrow(/poll/);
    await expect(createPost(db, { profileId: artist, type: "poll" })).rejects.toThrow(/poll/);
    expect(await db.query("SELECT count(*)::int AS n FROM posts")).toEqual(before);
  });

  it("decides access by the viewer's tier, and leaves locked content in the database", async () => {
    const profileId = (await createProfile(db, "Ranked")).id;
    const [bronze, silver] = [await createTier(profileId, 1), await createTier(profileId, 2)];
    const [bronzeFan, silverFan, noTierFan] = [
      await createFanAccount(profileId, bronze),
      await createFanAccount(profileId, silver),
      await createFanAccount(profileId, null),
    ];
    const media = [{ id: "m1", type: "image" as const, url: "https://cdn.example.com/silver.jpg", name: "silver" }];
    const post = await createPost(db, { profileId, type: "image", caption: "Silver only", media, membershipTierId: silver });
    const seenBy = async (viewer: string | null) =>
      (await listPosts(db, { profileId, viewerAccountId: viewer, page: 1, limit: 10 })).data[0];
    for (const viewer of [null, noTierFan, bronzeFan, fans.high]) {
      expect(await seenBy(viewer)).toEqual({
        id: post.id,
        type: "image",
        likes: 0,
        comments: 0,
        hasAccess: false,
        membershipTierId: silver,
        createdAt: expect.any(String),
      });
      expect(await findPostAccess(db, profileId, post.id, viewer)).toEqual({ id: post.id, hasAccess: false });
    }
    expect(await seenBy(silverFan)).toMatchObject({ hasAccess: true, caption: "Silver only", media });
    expect(await findPostAccess(db, profileId, post.id, silverFan)).toEqual({ id: post.id, hasAccess: true });
    expect(await findPostAccess(db, artist, post.id, silverFan)).toBeNull();
  });

  it("pages, filters and counts in a fixed number of queries", async () => {
    const profileId = (await createProfile(db, "Paged")).id;
    const liker = await createFanAccount(profileId, null);
    for (let index = 0; index < 12; index++) {
      const type = index % 2 === 0 ? "poll" : "text";
      const poll = { question: `Q${index}`, options: [{ text: "Yes" }, { text: "No" }] };
      const created = await createPost(db, {
        profileId,
        type,
        caption: `Caption ${index}`,
        createdAt: new Date(Date.UTC(2024, 0, 1, index)),
        ...(type === "poll" ? { poll } : {}),
      });
      await addMark(db, "likes", { profileId, entityType: "post", entityId: created.id }, liker);
    }
    const statements: string[] = [];
    const counting: Queryable = {
      query: <Row>(text: string, params?: readonly unknown[]) => {
        statements.push(text);
        return db.query<Row>(text, params);
      },
    };
    const page = await listPosts(counting, { profileId, viewerAccountId: liker, page: 2, limit: 5 });
    // One query: the polls' options ride along with their posts (issue 37, item 7).
    expect(statements).toHaveLength(1);
    expect(page).toMatchObject({ page: 2, pageSize: 5, total: 12 });
    expect(page.data.map((post) => post.caption)).toEqual(["Caption 6", "Caption 5", "Caption 4", "Caption 3", "Caption 2"]);
    expect(page.data.every((post) => post.likes === 1 && post.comments === 0)).toBe(true);
    expect(page.data.filter((post) => post.poll).map((post) => post.poll?.options.length)).toEqual([2, 2, 2]);
    // A page past the end has no rows to carry the total: one count query tells it.
    expect(await listPosts(db, { profileId, viewerAccountId: null, page: 9, limit: 5 })).toMatchObject({ data: [], total: 12 });
    const found = await listPosts(db, {
      profileId,
      viewerAccountId: null,
      page: 1,
      limit: 10,
      filter: { query: "caption 1", type: "poll" },
    });
    expect(found.data.map((post) => post.caption)).toEqual(["Caption 10"]);
  });

  it("records poll votes per account and option, only for fans of the same artist", async () => {
    const post = await createPost(db, {
      profileId: artist,
      type: "poll",
      poll: { question: "?", options: [{ text: "A" }, { text: "B" }] },
    });
    const [a, b] = post.options.map((option) => option.uid) as [string, string];
    expect(await addPollVote(db, artist, { postId: post.id, optionUid: a, accountId: fans.none })).toBe(true);
    expect(await addPollVote(db, artist, { postId: post.id, optionUid: a, accountId: fans.none })).toBe(false);
    expect(await addPollVote(db, artist, { postId: post.id, optionUid: b, accountId: fans.low })).toBe(true);
    expect(await addPollVote(db, artist, { postId: post.id, optionUid: b, accountId: fans.other })).toBe(false);
    expect(await addPollVote(db, otherArtist, { postId: post.id, optionUid: b, accountId: fans.other })).toBe(false);
    expect(await addPollVote(db, artist, { postId: post.id, optionUid: "zzzzz", accountId: fans.high })).toBe(false);
    const { data } = await listPosts(db, { profileId: artist, viewerAccountId: fans.none, page: 1, limit: 50, filter: { type: "poll" } });
    expect(data.find((item) => item.id === post.id)?.poll?.options).toEqual([
      { uid: a, text: "A", votes: 1, voted: true },
      { uid: b, text: "B", votes: 1, voted: false },
    ]);
  });

  describe("likes, saves and comments", () => {
    let ref: EntityRef;
    beforeAll(async () => {
      ref = {
        profileId: artist,
        entityType: "post",
        entityId: (await createPost(db, { profileId: artist, type: "text", caption: "Like me" })).id,
      };
    });

    it("keeps one like per account, even for 10 concurrent likes", async () => {
      const added = await Promise.all(Array.from({ length: 10 }, () => addMark(db, "likes", ref, fans.none)));
      expect(added.filter(Boolean)).toHaveLength(1);
      expect(await countMarks(db, "likes", ref)).toBe(1);
      expect(await hasMark(db, "likes", ref, fans.none)).toBe(true);
      expect(await hasMark(db, "likes", ref, fans.low)).toBe(false);
      expect(await removeMark(db, "likes", ref, fans.none)).toBe(true);
      expect(await removeMark(db, "likes", ref, fans.none)).toBe(false);
      expect(await countMarks(db, "likes", ref)).toBe(0);
    });

    it("keeps saves apart from likes", async () => {
      expect(await addMark(db, "saves", ref, fans.low)).toBe(true);
      expect(await hasMark(db, "saves", ref, fans.low)).toBe(true);
      expect(await hasMark(db, "likes", ref, fans.low)).toBe(false);
      expect(await removeMark(db, "saves", ref, fans.low)).toBe(true);
    });

    it("does not mark or comment across artists", async () => {
      const through = { ...ref, profileId: otherArtist };
      expect(await addMark(db, "likes", through, fans.other)).toBe(false);
      expect(await addMark(db, "likes", ref, fans.other)).toBe(false);
      expect(await addComment(db, through, fans.other, "Hi")).toBeNull();
      expect(await addComment(db, ref, fans.other, "Hi")).toBeNull();
      expect(await countMarks(db, "likes", through)).toBe(0);
      expect((await listComments(db, through)).data).toEqual([]);
    });

    it("lists comments newest first, a page at a time, with their authors' names, in the order written", async () => {
      const first = await addComment(db, ref, fans.none, "One");
      await addComment(db, ref, fans.high, "Two");
      // `mine`: the new comment goes back to its author (issue 37, item 6).
      expect(first).toEqual({
        id: expect.any(String),
        fullName: "Ada Lovelace",
        content: "One",
        createdAt: expect.stringMatching(/Z$/),
        mine: true,
      });
      const page = await listComments(db, ref);
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
      expect(page.data.map((comment) => comment.content)).toEqual(["Two", "One"]);
      expect(await countComments(db, ref)).toBe(2);
      // Written in one burst, they still page in the order written.
      for (let i = 3; i <= 25; i++) await addComment(db, ref, fans.none, `Comment ${i}`);
      const newest = await listComments(db, ref, { page: 1, limit: 10 });
      expect(newest.data.map((comment) => comment.content)).toEqual(Array.from({ length: 10 }, (_, i) => `Comment ${25 - i}`));
      const oldest = await listComments(db, ref, { page: 3, limit: 10 });
      expect(oldest.data.map((comment) => comment.content)).toEqual(["Comment 5", "Comment 4", "Comment 3", "Two", "One"]);
      expect(oldest.total).toBe(25);
      expect((await listComments(db, ref, { page: 4, limit: 10 })).data).toEqual([]);
    });
  });
});
