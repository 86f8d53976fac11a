import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH } from "../../schema/api/posts";
import { createEmailList, listSubscribers } from "../data/emailLists";
import { createPost } from "../data/posts";
import { RATE_RULES } from "../http/rateLimits";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/** Bulk posting: every kind of thing fans and editors post is limited per account and per address (429 with Retry-After). */
let server: TestServer;
let postId: string;
let pollId: string;
let optionUid: string;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  postId = (await createPost(db, { profileId: server.profile.id, type: "text", caption: "Hello" })).id;
  const poll = await createPost(db, {
    profileId: server.profile.id,
    type: "poll",
    caption: "Vote",
    poll: { question: "Which?", options: [{ text: "A" }, { text: "B" }] },
  });
  pollId = poll.id;
  optionUid = poll.options[0]?.uid ?? "";
}, 60_000);
afterAll(() => server.close());

let addressCounter = 0;
const freshAddress = () => `172.16.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

/** Sends `count` requests one after another; the statuses in order. */
async function inARow(count: number, send: (i: number) => Promise<{ statusCode: number; headers: Record<string, unknown> }>) {
  const statuses: number[] = [];
  let retryAfter: unknown;
  for (let i = 0; i < count; i++) {
    const response = await send(i);
    statuses.push(response.statusCode);
    if (response.statusCode === 429) retryAfter = response.headers["retry-after"];
  }
  return { statuses, retryAfter };
}

const accepted = (statuses: number[]) => statuses.filter((status) => status < 300).length;

describe("rate limits on what fans post", () => {
  it("a fan cannot post a comment a few milliseconds apart for long: 10 a minute, then 429 with Retry-After", async () => {
    const fan = await createFan(server, server.profile.id);
    const remoteAddress = freshAddress();
    const { statuses, retryAfter } = await inARow(40, (i) =>
      server.app.inject({
        method: "POST",
        url: "/api/public/comments",
        headers: fan.headers,
        remoteAddress,
        payload: { entityId: postId, entityType: "post", content: `Spam ${i}` },
      }),
    );
    expect(accepted(statuses)).toBe(RATE_RULES.comment.account.limit);
    expect(statuses.slice(RATE_RULES.comment.account.limit).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it("many fans behind one address are limited together: 30 comments a minute", async () => {
    const remoteAddress = freshAddress();
    const fans = await Promise.all(Array.from({ length: 5 }, () => createFan(server, server.profile.id)));
    const { statuses } = await inARow(45, (i) =>
      server.app.inject({
        method: "POST",
        url: "/api/public/comments",
        headers: fans[i % fans.length]?.headers ?? {},
        remoteAddress,
        payload: { entityId: postId, entityType: "post", content: `Hi ${i}` },
      }),
    );
    expect(accepted(statuses)).toBe(RATE_RULES.comment.address.limit);
  });

  it("likes and saves: 120 a minute per fan", async () => {
    const fan = await createFan(server, server.profile.id);
    const remoteAddress = freshAddress();
    const { statuses } = await inARow(130, (i) =>
      server.app.inject({
        method: i % 2 ? "DELETE" : "POST",
        url: i % 4 < 2 ? "/api/public/likes" : "/api/public/saves",
        headers: fan.headers,
        remoteAddress,
        payload: { entityId: postId, entityType: "post" },
      }),
    );
    expect(accepted(statuses)).toBe(RATE_RULES.mark.account.limit);
  });

  it("poll votes: 60 a minute per fan", async () => {
    const fan = await createFan(server, server.profile.id);
    const remoteAddress = freshAddress();
    const { statuses } = await inARow(70, () =>
      server.app.inject({
        method: "POST",
        url: `/api/public/polls/${pollId}/votes`,
        headers: fan.headers,
        remoteAddress,
        payload: { optionUid },
      }),
    );
    expect(accepted(statuses)).toBe(RATE_RULES.vote.account.limit);
  });

  it("one address cannot join 300 addresses to a list: 10 joins every 10 minutes", async () => {
    const list = await createEmailList(server.context.db, server.profile.id, "News");
    const remoteAddress = freshAddress();
    const { statuses } = await inARow(300, (i) =>
      server.app.inject({
        method: "POST",
        url: "/api/public/email-lists/join",
        remoteAddress,
        payload: { email: `bulk${i}@example.com`, emailListId: list.id, profileId: server.profile.id },
      }),
    );
    expect(accepted(statuses)).toBe(RATE_RULES.listJoin.address.limit);
    expect(await listSubscribers(server.context.db, server.profile.id, list.id)).toHaveLength(RATE_RULES.listJoin.address.limit);
  });

  it("a client over its limit writes no more counters: 300 guessed confirmation links leave at most one row per allowed guess", async () => {
    const remoteAddress = freshAddress();
    const { statuses } = await inARow(300, (i) =>
      server.app.inject({
        method: "POST",
        url: "/api/public/email-lists/confirm",
        remoteAddress,
        payload: { token: `guess-${i}-${"x".repeat(30)}` },
      }),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - RATE_RULES.confirmLink.address.limit);
    const [{ count }] = (await server.context.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM rate_counters WHERE key LIKE 'rate:confirmLink:%'",
    )) as [{ count: number }];
    // One for the client, one per guess it was allowed.
    expect(count).toBe(RATE_RULES.confirmLink.address.limit + 1);
  });

  it("upload links: an editor's address is limited too", async () => {
    const editor = await createTestEditor(server, server.profile.id);
    const remoteAddress = freshAddress();
    const { statuses } = await inARow(RATE_RULES.upload.account.limit + 5, (i) =>
      server.app.inject({
        method: "POST",
        url: "/api/uploads/presigned-url",
        headers: editor.headers,
        remoteAddress,
        payload: { fileName: `file${i}.png`, profileId: server.profile.id },
      }),
    );
    expect(accepted(statuses)).toBe(RATE_RULES.upload.account.limit);
  });
});

describe("comments come a page at a time", () => {
  it("a post with 200 comments of the longest kind answers a page of 20 in well under 64 KB", async () => {
    const post = (await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "Popular" })).id;
    const values = Array.from({ length: 200 }, (_, i) => `('c${i}-${post}', $1, 'post', $2, $3, $4)`).join(", ");
    const fan = await createFan(server, server.profile.id);
    await server.context.db.query(`INSERT INTO comments (id, profile_id, entity_type, entity_id, account_id, content) VALUES ${values}`, [
      server.profile.id,
      post,
      fan.account.id,
      "x".repeat(COMMENT_MAX_LENGTH),
    ]);
    const response = await server.app.inject({ url: `/api/public/comments?entityId=${post}&entityType=post` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 1, pageSize: 20, total: 200 });
    expect(response.json().data).toHaveLength(20);
    expect(response.body.length).toBeLessThan(64 * 1024);
    const last = await server.app.inject({ url: `/api/public/comments?entityId=${post}&entityType=post&page=10` });
    expect(last.json().data).toHaveLength(20);
    const tooMany = await server.app.inject({ url: `/api/public/comments?entityId=${post}&entityType=post&limit=1000` });
    expect(tooMany.statusCode).toBe(400);
  });
});
