import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentInboxPage } from "../../schema/api/commentModeration";
import { createPost } from "../data/posts";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

type Fan = Awaited<ReturnType<typeof createFan>>;
type Headers = Record<string, string>;

let server: TestServer;
let owner: Headers;
let post: string;
let otherPost: string;
let writer: Fan;
let reader: Fan;
let otherFan: Fan;

const studio = (path: string, profileId = server.profile.id) => `/api/profiles/${profileId}${path}`;

async function inject(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, headers: Headers, payload?: object) {
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const entity = (id: string, profileId?: string) => ({ entityId: id, entityType: "post", ...(profileId ? { profileId } : {}) });
const comment = (headers: Headers, content: string, on = post) =>
  inject("POST", "/api/public/comments", headers, { ...entity(on), content });
const read = (headers: Headers = {}, on = post) => inject("GET", `/api/public/comments?${new URLSearchParams(entity(on))}`, headers);
const count = async (on = post) => (await inject("GET", `/api/public/comments/count?${new URLSearchParams(entity(on))}`, {})).body.count;
const inbox = async (filter = "all", headers = owner) =>
  (await inject("GET", studio(`/comments?filter=${filter}`), headers)).body as CommentInboxPage;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  owner = (await createTestEditor(server, server.profile.id)).headers;
  post = (await createPost(db, { profileId: server.profile.id, type: "text", caption: "Tour diary" })).id;
  otherPost = (await createPost(db, { profileId: server.otherProfile.id, type: "text", caption: "Elsewhere" })).id;
  writer = await createFan(server, server.profile.id);
  reader = await createFan(server, server.profile.id);
  otherFan = await createFan(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

describe("comment moderation", () => {
  it("lists comments across posts, newest first, with their post, and hides one from every fan and the count", async () => {
    const written = await comment(writer.headers, "Great show");
    expect(written.status).toBe(201);
    const listed = await inbox();
    expect(listed.data[0]).toMatchObject({ id: written.body.id, postId: post, postExcerpt: "Tour diary", accountId: writer.account.id });
    expect(listed.data[0]).toMatchObject({ held: false, hidden: false, reports: 0, authorBlocked: false });
    const hide = await inject("PATCH", studio(`/posts/${post}/comments/${written.body.id}`), owner, { hidden: true });
    expect(hide.status).toBe(200);
    for (const headers of [{}, reader.headers, writer.headers]) {
      expect((await read(headers)).body.data.map((one: { id: string }) => one.id)).not.toContain(written.body.id);
    }
    expect(await count()).toBe(0);
    expect((await inbox("hidden")).data.map((one) => one.id)).toEqual([written.body.id]);
  });

  it("holds a comment with a filter word (whole word, any case) for approval: only its author sees it until approved", async () => {
    const put = await inject("PUT", studio("/comment-filter-words"), owner, { words: ["  Spoiler ", "spoiler", "scam"] });
    expect(put).toEqual({ status: 200, body: { words: ["scam", "spoiler"] } });
    const passes = await comment(writer.headers, "No spoilers here");
    expect(passes.body.held).toBeUndefined();
    const held = await comment(writer.headers, "Big SPOILER: the encore!");
    expect(held).toMatchObject({ status: 201, body: { held: true, mine: true } });
    const before = await count();
    expect((await read(reader.headers)).body.data.map((one: { id: string }) => one.id)).not.toContain(held.body.id);
    expect((await read(writer.headers)).body.data.find((one: { id: string }) => one.id === held.body.id)).toMatchObject({ held: true });
    expect((await inbox("held")).data.map((one) => one.id)).toEqual([held.body.id]);
    expect((await inject("POST", studio(`/comments/${held.body.id}/approve`), owner)).status).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await read(reader.headers)).body.data.map((one: { id: string }) => one.id)).toContain(held.body.id);
    await inject("PUT", studio("/comment-filter-words"), owner, { words: [] });
  });

  it("bounds the filter words by the schema", async () => {
    for (const words of [[""], ["x".repeat(51)], Array.from({ length: 201 }, (_, i) => `w${i}`), ["  "]]) {
      expect((await inject("PUT", studio("/comment-filter-words"), owner, { words })).status).toBe(400);
    }
  });

  it("turns a fan's commenting off and on, tells them, and logs both", async () => {
    const block = await inject("PUT", studio(`/comment-blocks/${writer.account.id}`), owner);
    expect(block.status).toBe(200);
    const refused = await comment(writer.headers, "Hello?");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "comments_turned_off", message: expect.stringContaining("turned off") });
    expect((await read(writer.headers)).body.commentsTurnedOff).toBe(true);
    expect((await read(reader.headers)).body.commentsTurnedOff).toBe(false);
    expect((await inject("GET", studio("/comment-blocks"), owner)).body.data.map((one: { accountId: string }) => one.accountId)).toEqual([
      writer.account.id,
    ]);
    expect((await inject("DELETE", studio(`/comment-blocks/${writer.account.id}`), owner)).status).toBe(200);
    expect((await comment(writer.headers, "Back again")).status).toBe(201);
    const log = await inject("GET", studio("/audit-log?category=comments"), owner);
    expect(log.body.data.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["commenter_blocked", "commenter_unblocked"]),
    );
  });

  it("takes a fan's report once, counts it, and refuses their own, hidden and unknown comments", async () => {
    const written = await comment(writer.headers, "Report me");
    const report = (headers: Headers, commentId: string) => inject("POST", "/api/public/comments/reports", headers, { commentId });
    expect((await report({}, written.body.id)).status).toBe(401);
    expect(await report(reader.headers, written.body.id)).toEqual({ status: 201, body: { reported: true } });
    expect((await report(reader.headers, written.body.id)).body.code).toBe("comment_already_reported");
    expect((await report(writer.headers, written.body.id)).status).toBe(400);
    expect((await inbox("reported")).data).toEqual([expect.objectContaining({ id: written.body.id, reports: 1 })]);
    await inject("PATCH", studio(`/posts/${post}/comments/${written.body.id}`), owner, { hidden: true });
    const another = await createFan(server, server.profile.id);
    expect((await report(another.headers, written.body.id)).status).toBe(404);
    expect((await report(another.headers, "nosuchcomment1")).status).toBe(404);
  });

  it("deletes a comment and logs it", async () => {
    const written = await comment(writer.headers, "Delete me");
    expect((await inject("DELETE", studio(`/posts/${post}/comments/${written.body.id}`), owner)).status).toBe(200);
    expect((await inbox()).data.map((one) => one.id)).not.toContain(written.body.id);
    const log = await inject("GET", studio("/audit-log?category=comments"), owner);
    expect(log.body.data[0]).toMatchObject({ action: "comment_deleted", subject: "Test Fan: Delete me" });
  });

  it("lets a viewer of the team read the list with fans' addresses hidden, and change nothing", async () => {
    const viewer = (await createTestEditor(server, server.profile.id, "viewer")).headers;
    const listed = await inbox("all", viewer);
    expect(listed.data.length).toBeGreaterThan(0);
    expect(new Set(listed.data.map((one) => one.email))).toEqual(new Set(["hidden"]));
    expect((await inject("PUT", studio(`/comment-blocks/${writer.account.id}`), viewer)).status).toBe(403);
    expect((await inject("PUT", studio("/comment-filter-words"), viewer, { words: ["x"] })).status).toBe(403);
  });

  it("reads and changes nothing of another artist", async () => {
    const theirs = await inject("POST", "/api/public/comments", otherFan.headers, {
      ...entity(otherPost, server.otherProfile.id),
      content: "Elsewhere",
    });
    expect(theirs.status).toBe(201);
    expect((await inbox()).data.map((one) => one.id)).not.toContain(theirs.body.id);
    expect((await inject("POST", studio(`/comments/${theirs.body.id}/approve`), owner)).status).toBe(404);
    expect((await inject("PUT", studio(`/comment-blocks/${otherFan.account.id}`), owner)).status).toBe(404);
    expect((await inject("GET", studio("/comments", server.otherProfile.id), owner)).status).toBe(403);
    const reported = await inject("POST", "/api/public/comments/reports", reader.headers, { commentId: theirs.body.id });
    expect(reported.status).toBe(404);
  });
});
