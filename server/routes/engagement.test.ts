import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH } from "../../schema/api/posts";
import { createPost } from "../data/posts";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

type Method = "GET" | "POST" | "DELETE";
type Fan = Awaited<ReturnType<typeof createFan>>;

let server: TestServer;
let gold: string;
/** A public post and a gold-locked post of `server.profile`, and a public post of `server.otherProfile`. */
let publicPost: string;
let lockedPost: string;
let otherPost: string;
let fan: Fan;
let goldFan: Fan;
let otherFan: Fan;

async function call(
  method: Method,
  path: string,
  entityId: string,
  options: { headers?: Record<string, string>; profileId?: string; extra?: object } = {},
) {
  const entity = { entityId, entityType: "post", ...(options.profileId ? { profileId: options.profileId } : {}) };
  const response =
    method === "GET"
      ? await server.app.inject({ method, url: `/api${path}?${new URLSearchParams(entity)}`, headers: options.headers ?? {} })
      : await server.app.inject({ method, url: `/api${path}`, headers: options.headers ?? {}, payload: { ...entity, ...options.extra } });
  return { status: response.statusCode, body: response.json(), response };
}

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  gold = newId();
  await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, 'Gold', 2)", [gold, server.profile.id]);
  publicPost = (await createPost(db, { profileId: server.profile.id, type: "text", caption: "Hello" })).id;
  lockedPost = (await createPost(db, { profileId: server.profile.id, type: "text", caption: "Members only", membershipTierId: gold })).id;
  otherPost = (await createPost(db, { profileId: server.otherProfile.id, type: "text", caption: "Elsewhere" })).id;
  fan = await createFan(server, server.profile.id);
  goldFan = await createFan(server, server.profile.id, { membershipTierId: gold });
  otherFan = await createFan(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

describe.each([
  { path: "/public/likes", state: "liked" },
  { path: "/public/saves", state: "saved" },
])("$path", ({ path, state }) => {
  it("answers visitors and fans of other artists with false, and the fan with their own state", async () => {
    expect((await call("GET", `${path}/status`, publicPost)).body).toEqual({ [state]: false });
    expect((await call("GET", `${path}/status`, publicPost, { headers: otherFan.headers })).body).toEqual({ [state]: false });
    const liker = await createFan(server, server.profile.id);
    expect((await call("GET", `${path}/status`, publicPost, { headers: liker.headers })).body).toEqual({ [state]: false });
    const added = await call("POST", path, publicPost, { headers: liker.headers });
    expect(added.status).toBe(200);
    expect(added.body[state]).toBe(true);
    const status = await call("GET", `${path}/status`, publicPost, { headers: liker.headers });
    expect(status.body).toEqual({ [state]: true });
    // The answer depends on who asks (and, like every text answer, on the encodings they accept).
    expect(status.response.headers.vary).toBe("authorization, accept-encoding");
    expect((await call("GET", `${path}/status`, publicPost)).body).toEqual({ [state]: false });
    const removed = await call("DELETE", path, publicPost, { headers: liker.headers });
    expect(removed.body[state]).toBe(false);
    expect((await call("GET", `${path}/status`, publicPost, { headers: liker.headers })).body).toEqual({ [state]: false });
  });

  it("needs a logged-in fan of this artist", async () => {
    for (const method of ["POST", "DELETE"] as const) {
      const visitor = await call(method, path, publicPost);
      expect(visitor).toMatchObject({ status: 401, body: { message: "Log in to do this." } });
      const stranger = await call(method, path, publicPost, { headers: otherFan.headers });
      expect(stranger.status).toBe(401);
      const editor = await createTestEditor(server, server.profile.id);
      expect((await call(method, path, publicPost, { headers: editor.headers })).status).toBe(401);
      expect((await call(method, path, publicPost, { headers: { authorization: `Bearer ${"x".repeat(43)}` } })).status).toBe(401);
    }
  });

  it("refuses a locked post to a fan without the tier, and allows it with the tier", async () => {
    for (const method of ["POST", "DELETE"] as const) {
      expect(await call(method, path, lockedPost, { headers: fan.headers })).toMatchObject({
        status: 403,
        body: { message: "You need a membership to do this." },
      });
    }
    expect((await call("POST", path, lockedPost, { headers: goldFan.headers })).body[state]).toBe(true);
    expect((await call("DELETE", path, lockedPost, { headers: goldFan.headers })).body[state]).toBe(false);
  });

  it("answers 404 for an unknown post and for another artist's post, both ways", async () => {
    for (const method of ["POST", "DELETE"] as const) {
      expect(await call(method, path, "no-such-post", { headers: fan.headers })).toMatchObject({
        status: 404,
        body: { message: "Post not found." },
      });
      expect((await call(method, path, otherPost, { headers: fan.headers })).status).toBe(404);
      expect((await call(method, path, publicPost, { headers: otherFan.headers, profileId: server.otherProfile.id })).status).toBe(404);
    }
    expect((await call("GET", `${path}/status`, otherPost, { headers: fan.headers })).status).toBe(404);
    expect((await call("GET", `${path}/status`, publicPost, { profileId: server.otherProfile.id })).status).toBe(404);
  });

  it("marks another artist's post through that artist, for that artist's fan", async () => {
    const added = await call("POST", path, otherPost, { headers: otherFan.headers, profileId: server.otherProfile.id });
    expect(added.body[state]).toBe(true);
    await call("DELETE", path, otherPost, { headers: otherFan.headers, profileId: server.otherProfile.id });
  });

  it.each([
    [{ entityId: "x", entityType: "comment" }, 'In the body: "entityType" must be one of "post".'],
    [{ entityType: "post" }, 'In the body: Missing the required property "entityId".'],
    [{ entityId: "a b", entityType: "post" }, "In the body:"],
    [{ entityId: "x", entityType: "post", extra: 1 }, 'In the body: "extra" is not a known property here.'],
  ])("refuses the body %j with 400", async (payload, message) => {
    const response = await server.app.inject({ method: "POST", url: `/api${path}`, headers: fan.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(message)).toBe(true);
  });

  it("refuses a status query without an entity with 400", async () => {
    const response = await server.app.inject({ url: `/api${path}/status?entityType=post` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('In the query: Missing the required property "entityId".');
  });
});

describe("like counts", () => {
  let post: string;
  beforeAll(async () => {
    post = (await createPost(server.context.db, { profileId: server.profile.id, type: "image", caption: "Count me" })).id;
  });
  const count = async () => (await call("GET", "/public/likes/count", post)).body.count;

  it("liking twice is one like, unliking twice is fine, and the count never goes below zero", async () => {
    const liker = await createFan(server, server.profile.id);
    expect(await count()).toBe(0);
    expect((await call("POST", "/public/likes", post, { headers: liker.headers })).body).toEqual({ liked: true, count: 1 });
    expect((await call("POST", "/public/likes", post, { headers: liker.headers })).body).toEqual({ liked: true, count: 1 });
    expect((await call("POST", "/public/likes", post, { headers: fan.headers })).body).toEqual({ liked: true, count: 2 });
    expect((await call("DELETE", "/public/likes", post, { headers: liker.headers })).body).toEqual({ liked: false, count: 1 });
    expect((await call("DELETE", "/public/likes", post, { headers: liker.headers })).body).toEqual({ liked: false, count: 1 });
    expect((await call("DELETE", "/public/likes", post, { headers: fan.headers })).body).toEqual({ liked: false, count: 0 });
    expect((await call("DELETE", "/public/likes", post, { headers: fan.headers })).body).toEqual({ liked: false, count: 0 });
    expect(await count()).toBe(0);
  });

  it("gives exactly one like for 10 concurrent likes from one account", async () => {
    const liker = await createFan(server, server.profile.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => call("POST", "/public/likes", post, { headers: liker.headers })));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await count()).toBe(1);
    const [row] = await server.context.db.query<{ n: number }>("SELECT count(*)::int AS n FROM likes WHERE entity_id = $1", [post]);
    expect(row?.n).toBe(1);
    await call("DELETE", "/public/likes", post, { headers: liker.headers });
  });

  it("counts for anyone, also on a locked post, and not across artists", async () => {
    await call("POST", "/public/likes", lockedPost, { headers: goldFan.headers });
    expect(await call("GET", "/public/likes/count", lockedPost)).toMatchObject({ status: 200, body: { count: 1 } });
    expect(await call("GET", "/public/likes/count", otherPost)).toMatchObject({ status: 404, body: { message: "Post not found." } });
    expect((await call("GET", "/public/likes/count", lockedPost, { profileId: server.otherProfile.id })).status).toBe(404);
  });
});

describe("comments", () => {
  let post: string;
  beforeAll(async () => {
    post = (await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "Talk to me" })).id;
  });
  const comment = (content: string, headers: Record<string, string> = fan.headers, entityId = post) =>
    call("POST", "/public/comments", entityId, { headers, extra: { content } });

  it("adds a trimmed comment with the fan's full name and lists comments newest first", async () => {
    const first = await comment("  First!  ");
    expect(first.status).toBe(201);
    // `mine`: the answer goes to its author, and the site offers no Report on one's own comment.
    expect(first.body).toEqual({
      id: expect.any(String),
      fullName: "Test Fan",
      content: "First!",
      createdAt: expect.any(String),
      mine: true,
    });
    await comment("Second", goldFan.headers);
    await comment("Third");
    const listed = await call("GET", "/public/comments", post);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(listed.body.data.map((item: { content: string }) => item.content)).toEqual(["Third", "Second", "First!"]);
    // A visitor reads it without `mine`.
    expect(listed.body.data[2]).toEqual({ ...first.body, mine: undefined });
    expect((await call("GET", "/public/comments/count", post)).body).toEqual({ count: 3 });
  });

  it("refuses a whitespace-only comment and one that is too long", async () => {
    expect(await comment(" \n\t ")).toMatchObject({ status: 400, body: { message: "A comment cannot be empty." } });
    expect(await comment("")).toMatchObject({ status: 400, body: { message: "A comment cannot be empty." } });
    const long = await comment("x".repeat(COMMENT_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(`In the body: "content" must be at most ${COMMENT_MAX_LENGTH} characters long.`);
    expect((await comment(`  ${"x".repeat(COMMENT_MAX_LENGTH - 4)}  `)).status).toBe(201);
  });

  it("needs a logged-in fan of this artist", async () => {
    expect(await comment("Hi", {})).toMatchObject({ status: 401, body: { message: "Log in to do this." } });
    expect((await comment("Hi", otherFan.headers)).status).toBe(401);
  });

  it("keeps a locked post's comments to members", async () => {
    expect(await comment("Me too", fan.headers, lockedPost)).toMatchObject({
      status: 403,
      body: { message: "You need a membership to do this." },
    });
    expect((await comment("Members here", goldFan.headers, lockedPost)).status).toBe(201);
    expect(await call("GET", "/public/comments", lockedPost)).toMatchObject({
      status: 403,
      body: { message: "You need a membership to do this." },
    });
    expect((await call("GET", "/public/comments", lockedPost, { headers: fan.headers })).status).toBe(403);
    const seen = await call("GET", "/public/comments", lockedPost, { headers: goldFan.headers });
    expect(seen.body.data.map((item: { content: string }) => item.content)).toEqual(["Members here"]);
    expect(JSON.stringify((await call("GET", "/public/comments/count", lockedPost)).body)).toBe('{"count":1}');
  });

  it("never reads or writes comments across artists", async () => {
    expect(await comment("Hi", fan.headers, otherPost)).toMatchObject({ status: 404, body: { message: "Post not found." } });
    const through = await call("POST", "/public/comments", post, {
      headers: otherFan.headers,
      profileId: server.otherProfile.id,
      extra: { content: "Hi" },
    });
    expect(through.status).toBe(404);
    expect((await call("GET", "/public/comments", otherPost)).status).toBe(404);
    expect((await call("GET", "/public/comments", post, { profileId: server.otherProfile.id })).status).toBe(404);
    expect((await call("GET", "/public/comments/count", otherPost)).status).toBe(404);
    const theirs = await call("POST", "/public/comments", otherPost, {
      headers: otherFan.headers,
      profileId: server.otherProfile.id,
      extra: { content: "Mine" },
    });
    expect(theirs.status).toBe(201);
    const { mine, ...asOthersReadIt } = theirs.body;
    expect(mine).toBe(true);
    expect((await call("GET", "/public/comments", otherPost, { profileId: server.otherProfile.id })).body.data).toEqual([asOthersReadIt]);
  });

  it("refuses a comment body without content, and a query for another entity type, with 400", async () => {
    const missing = await server.app.inject({
      method: "POST",
      url: "/api/public/comments",
      headers: fan.headers,
      payload: { entityId: post, entityType: "post" },
    });
    expect(missing.json()).toEqual(expect.objectContaining({ message: 'In the body: Missing the required property "content".' }));
    const wrongType = await server.app.inject({ url: `/api/public/comments?entityId=${post}&entityType=product` });
    expect(wrongType.statusCode).toBe(400);
  });
});
