import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST_TYPES, type Post, type PostType } from "../../schema/entities/posts";
import { addComment, addMark } from "../data/engagement";
import { addPollVote, createPost, type NewPost } from "../data/posts";
import { createProfile } from "../data/profiles";
import { createTier as createTierRow } from "../data/tiers";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
/** Tiers of `server.profile`, in order: bronze, gold, platinum (which includes the two before it), after (which includes none). */
const tiers = { bronze: "", gold: "", platinum: "", after: "", other: "" };
/** The gold-locked post of each type, and the public one. */
const locked = {} as Record<PostType, string>;
const open = {} as Record<PostType, string>;
let pollOptionUids: string[] = [];

const LOCKED_FIELDS = ["comments", "createdAt", "hasAccess", "id", "likes", "membershipTierId", "type"];

async function createTier(profileId: string, name: string, rank: number, includesTierIds: string[] = []): Promise<string> {
  return (await createTierRow(server.context.db, { profileId, name, rank, includesTierIds })).id;
}

/** A post of the type whose caption, media and poll all carry `word` (SECRET for locked posts, Open for public ones). */
function postOf(type: PostType, profileId: string, membershipTierId: string | null, createdAt: Date, word: string): NewPost {
  const url = `https://cdn.example.com/${word.toLowerCase()}-${type}.bin`;
  const base = {
    profileId,
    type,
    membershipTierId,
    createdAt,
    caption: `${word}-${type}-caption`,
    media:
      type === "text" || type === "poll" ? [] : [{ id: newId(), type: type as "image" | "video" | "audio", url, name: `${word}-${type}` }],
  };
  return type === "poll"
    ? { ...base, poll: { question: `${word}-poll-question`, options: [{ text: `${word}-option-a` }, { text: `${word}-option-b` }] } }
    : base;
}

/** A page of the posts; by default one page holds every post the setup made (two of each type). */
async function list(query = "?limit=50", headers: Record<string, string> = {}) {
  const response = await server.app.inject({ url: `/api/public/posts${query}`, headers });
  return { response, body: response.json() as { data: Post[]; page: number; pageSize: number; total: number; message?: string } };
}

function byId(posts: Post[], id: string): Post {
  const post = posts.find((item) => item.id === id);
  if (!post) throw new Error(`post ${id} is not in the list`);
  return post;
}

beforeAll(async () => {
  server = await createTestServer();
  const { profile, otherProfile } = server;
  tiers.bronze = await createTier(profile.id, "Bronze", 1);
  tiers.gold = await createTier(profile.id, "Gold", 2);
  tiers.platinum = await createTier(profile.id, "Platinum", 3, [tiers.bronze, tiers.gold]);
  tiers.after = await createTier(profile.id, "After", 4);
  tiers.other = await createTier(otherProfile.id, "Other Gold", 9);
  let minute = 0;
  for (const type of POST_TYPES) {
    const created = await createPost(
      server.context.db,
      postOf(type, profile.id, tiers.gold, new Date(Date.UTC(2024, 0, 1, 0, minute++)), "SECRET"),
    );
    locked[type] = created.id;
    if (type === "poll") pollOptionUids = created.options.map((option) => option.uid);
    open[type] = (
      await createPost(server.context.db, postOf(type, profile.id, null, new Date(Date.UTC(2024, 0, 1, 0, minute++)), "Open"))
    ).id;
  }
  await createPost(server.context.db, { profileId: otherProfile.id, type: "text", caption: "Other artist's post" });
}, 60_000);
afterAll(() => server.close());

describe("GET /public/posts, locked posts", () => {
  it("answers a visitor with a page of the artist's posts, newest first", async () => {
    const { response, body } = await list("");
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: POST_TYPES.length * 2 });
    expect(body.data).toHaveLength(10);
    const times = body.data.map((post) => post.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data[0]?.id).toBe(open[POST_TYPES[POST_TYPES.length - 1] as PostType]);
  });

  it.each(POST_TYPES)("leaves out the caption, media and poll of a locked %s post, even from the raw body", async (type) => {
    const { response, body } = await list();
    const post = byId(body.data, locked[type]);
    expect(Object.keys(post).sort()).toEqual(LOCKED_FIELDS);
    expect(post).toMatchObject({ type, hasAccess: false, membershipTierId: tiers.gold, likes: 0, comments: 0 });
    expect(response.body).not.toContain(`SECRET-${type}-caption`);
    expect(response.body).not.toContain(`secret-${type}.bin`);
    expect(response.body).not.toContain("SECRET-poll-question");
    expect(response.body).not.toContain("SECRET-option");
    expect(byId(body.data, open[type])).toMatchObject({ hasAccess: true, caption: `Open-${type}-caption` });
  });

  it("treats fans without a tier, with another tier that does not include it, of another artist, and editors as having no access", async () => {
    const none = await createFan(server, server.profile.id);
    const bronze = await createFan(server, server.profile.id, { membershipTierId: tiers.bronze });
    // Listed after Gold, but not including it: before issue 30 the list order alone let its members in.
    const after = await createFan(server, server.profile.id, { membershipTierId: tiers.after });
    const elsewhere = await createFan(server, server.otherProfile.id, { membershipTierId: tiers.other });
    const editor = await createTestEditor(server, server.profile.id);
    for (const headers of [none.headers, bronze.headers, after.headers, elsewhere.headers, editor.headers]) {
      const { response, body } = await list(undefined, headers);
      for (const type of POST_TYPES) expect(byId(body.data, locked[type]).hasAccess).toBe(false);
      expect(response.body).not.toContain("SECRET-");
      expect(response.body).not.toContain("secret-");
    }
  });

  it("shows the content to a fan with the tier and to one whose tier includes it", async () => {
    for (const membershipTierId of [tiers.gold, tiers.platinum]) {
      const fan = await createFan(server, server.profile.id, { membershipTierId });
      const { response, body } = await list(undefined, fan.headers);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      for (const type of POST_TYPES) {
        const post = byId(body.data, locked[type]);
        expect(post).toMatchObject({ hasAccess: true, caption: `SECRET-${type}-caption` });
        if (type !== "text" && type !== "poll") expect(post.media?.[0]?.url).toBe(`https://cdn.example.com/secret-${type}.bin`);
      }
      expect(byId(body.data, locked.poll).poll).toEqual({
        question: "SECRET-poll-question",
        options: [
          { uid: pollOptionUids[0], text: "SECRET-option-a", votes: 0, voted: false },
          { uid: pollOptionUids[1], text: "SECRET-option-b", votes: 0, voted: false },
        ],
      });
    }
  });

  it("answers an unknown artist with 404", async () => {
    const { response, body } = await list("?profileId=nobody");
    expect(response.statusCode).toBe(404);
    expect(body.message).toBe("Profile not found.");
  });
});

const PAGED_TYPES: readonly PostType[] = ["text", "image", "video", "audio", "poll"];

describe("GET /public/posts, paging, filters and counts", () => {
  let artist: string;
  let members: string;
  const ids: string[] = [];

  beforeAll(async () => {
    artist = (await createProfile(server.context.db, "Paged Artist")).id;
    members = await createTier(artist, "Members", 1);
    const captions = ["100% real", "100 percent", "a_b", "axb", "Night Drive", "night shift", "Morning"];
    for (let index = 0; index < 23; index++) {
      // The five types SPEC names, in turn: the expected pages below are laid out by them.
      const type = PAGED_TYPES[index % PAGED_TYPES.length] as PostType;
      const input: NewPost = {
        profileId: artist,
        type,
        caption: captions[index] ?? `Post ${index}`,
        membershipTierId: index >= 19 ? members : null,
        createdAt: new Date(Date.UTC(2024, 1, 1, 0, index)),
        ...(type === "poll" ? { poll: { question: "Which?", options: [{ text: "One" }, { text: "Two" }, { text: "Three" }] } } : {}),
      };
      ids.push((await createPost(server.context.db, input)).id);
    }
  });

  it("pages with limit 10 by default, newest first", async () => {
    const newestFirst = [...ids].reverse();
    const first = await list(`?profileId=${artist}`);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: 23 });
    expect(first.body.data.map((post) => post.id)).toEqual(newestFirst.slice(0, 10));
    const third = await list(`?profileId=${artist}&page=3`);
    expect(third.body).toMatchObject({ page: 3, pageSize: 10, total: 23 });
    expect(third.body.data.map((post) => post.id)).toEqual(newestFirst.slice(20));
    const beyond = await list(`?profileId=${artist}&page=4`);
    expect(beyond.body).toEqual({ data: [], page: 4, pageSize: 10, total: 23 });
    const small = await list(`?profileId=${artist}&page=2&limit=5`);
    expect(small.body.data.map((post) => post.id)).toEqual(newestFirst.slice(5, 10));
  });

  it("filters by type, and 'all' is no filter", async () => {
    const polls = await list(`?profileId=${artist}&filter[type]=poll`);
    expect(polls.body.total).toBe(4);
    expect(polls.body.data.every((post) => post.type === "poll")).toBe(true);
    expect((await list(`?profileId=${artist}&filter[type]=all`)).body.total).toBe(23);
  });

  it("filters by tier, with several filters and a page in one query string", async () => {
    const tiered = await list(`?profileId=${artist}&filter[membershipTierId]=${members}`);
    expect(tiered.body.data.map((post) => post.id)).toEqual([ids[22], ids[21], ids[20], ids[19]]);
    const combined = await list(`?profileId=${artist}&filter[type]=poll&filter[membershipTierId]=${members}&page=1`);
    expect(combined.body.data.map((post) => post.id)).toEqual([ids[19]]);
    const empty = await list(`?profileId=${artist}&filter[type]=poll&filter[membershipTierId]=abc&page=2`);
    expect(empty.response.statusCode).toBe(200);
    expect(empty.body).toEqual({ data: [], page: 2, pageSize: 10, total: 0 });
  });

  it("searches captions case-insensitively, with % and _ matching only themselves", async () => {
    const captions = async (query: string) =>
      (await list(`?profileId=${artist}&filter[query]=${encodeURIComponent(query)}`)).body.data.map((post) => post.caption);
    expect(await captions("NIGHT")).toEqual(["night shift", "Night Drive"]);
    expect(await captions("100%")).toEqual(["100% real"]);
    expect(await captions("a_b")).toEqual(["a_b"]);
    expect(await captions("  morning ")).toEqual(["Morning"]);
    expect(await captions("nothing like this")).toEqual([]);
  });

  it("does not search the captions of posts the caller cannot see", async () => {
    const visitor = await list(`?profileId=${artist}&filter[query]=Post 2`);
    expect(visitor.body.total).toBe(0);
    const member = await createFan(server, artist, { membershipTierId: members });
    const seen = await list(`?profileId=${artist}&filter[query]=Post 2`, member.headers);
    expect(seen.body.data.map((post) => post.caption)).toEqual(["Post 22", "Post 21", "Post 20"]);
  });

  it("counts likes and comments, and poll votes with the caller's own", async () => {
    const [voter, other] = [await createFan(server, artist), await createFan(server, artist)];
    const poll = ids[14] as string;
    const ref = { profileId: artist, entityType: "post" as const, entityId: poll };
    await addMark(server.context.db, "likes", ref, voter.account.id);
    await addMark(server.context.db, "likes", ref, other.account.id);
    await addComment(server.context.db, ref, voter.account.id, "Nice");
    const { body: before } = await list(`?profileId=${artist}&filter[type]=poll&limit=1&page=2`);
    const uids = before.data[0]?.poll?.options.map((option) => option.uid) ?? [];
    await addPollVote(server.context.db, artist, { postId: poll, optionUid: uids[1] as string, accountId: voter.account.id });
    await addPollVote(server.context.db, artist, { postId: poll, optionUid: uids[1] as string, accountId: other.account.id });
    await addPollVote(server.context.db, artist, { postId: poll, optionUid: uids[2] as string, accountId: other.account.id });
    const { body } = await list(`?profileId=${artist}&filter[type]=poll&limit=1&page=2`, voter.headers);
    expect(body.data[0]).toMatchObject({ id: poll, likes: 2, comments: 1 });
    expect(body.data[0]?.poll).toEqual({
      question: "Which?",
      options: [
        { uid: uids[0], text: "One", votes: 0, voted: false },
        { uid: uids[1], text: "Two", votes: 2, voted: true },
        { uid: uids[2], text: "Three", votes: 1, voted: false },
      ],
    });
  });

  it("never shows one artist's posts through another", async () => {
    const mine = await list();
    const theirs = await list(`?profileId=${server.otherProfile.id}`);
    expect(theirs.body.data.map((post) => post.caption)).toEqual(["Other artist's post"]);
    expect(mine.body.data.some((post) => post.caption === "Other artist's post")).toBe(false);
    const outsider = await list(`?profileId=${artist}`);
    expect(outsider.body.data.every((post) => ids.includes(post.id))).toBe(true);
  });

  it.each([
    ["?filter[type]=story", 'In the query: "type" must be one of "text", "image", "video", "audio", "poll", "document", "all".'],
    ["?page=0", "In the query:"],
    ["?limit=51", "In the query:"],
    ["?page=two", 'In the query: "page" must be a whole number.'],
    ["?filter[colour]=red", 'In the query: "colour" is not a known property here.'],
    ["?sort=new", 'In the query: "sort" is not a known property here.'],
    [`?filter[query]=${"x".repeat(201)}`, "In the query:"],
    ["?filter[membershipTierId]=no%20way", "In the query:"],
    ["?filter[query]=a%00b", "Text may not contain the character U+0000 (at /filter/query)."],
  ])("refuses %s with 400", async (query, message) => {
    const { response, body } = await list(query);
    expect(response.statusCode).toBe(400);
    expect(body.message?.startsWith(message)).toBe(true);
  });
});
