import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Poll, Post } from "../../schema/entities/posts";
import { errorMessage } from "../../schema/errors";
import { addPollVote, createPost } from "../data/posts";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

type Fan = Awaited<ReturnType<typeof createFan>>;

let server: TestServer;
let gold: string;
/** A public poll, a gold-locked poll and a text post of `server.profile`; a poll of `server.otherProfile`. */
let openPoll: string;
let lockedPoll: string;
let textPost: string;
let otherPoll: string;
let fan: Fan;
let goldFan: Fan;
let otherFan: Fan;

const OPTIONS = [
  { uid: "alpha", text: "Alpha" },
  { uid: "bravo", text: "Bravo" },
  { uid: "charl", text: "Charlie" },
];

async function vote(
  postId: string,
  body: { optionUid?: string; voted?: boolean; profileId?: string },
  headers: Record<string, string> = fan.headers,
) {
  const response = await server.app.inject({ method: "POST", url: `/api/public/polls/${postId}/votes`, headers, payload: body });
  return { status: response.statusCode, body: response.json() as Poll & { message?: string }, response };
}

async function votesOf(postId: string, optionUid: string): Promise<number> {
  const [row] = await server.context.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM poll_votes WHERE post_id = $1 AND option_uid = $2",
    [postId, optionUid],
  );
  return row?.n ?? 0;
}

function option(poll: Poll, uid: string) {
  const found = poll.options.find((candidate) => candidate.uid === uid);
  if (!found) throw new Error(`no option ${uid}`);
  return found;
}

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  gold = newId();
  await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, 'Gold', 2)", [gold, server.profile.id]);
  const poll = { question: "Which one?", options: OPTIONS };
  openPoll = (await createPost(db, { profileId: server.profile.id, type: "poll", caption: "Vote!", poll })).id;
  lockedPoll = (
    await createPost(db, {
      profileId: server.profile.id,
      type: "poll",
      caption: "Members vote",
      membershipTierId: gold,
      poll: { question: "SECRET question", options: OPTIONS },
    })
  ).id;
  textPost = (await createPost(db, { profileId: server.profile.id, type: "text", caption: "Just text" })).id;
  otherPoll = (await createPost(db, { profileId: server.otherProfile.id, type: "poll", caption: "Elsewhere", poll })).id;
  fan = await createFan(server, server.profile.id);
  goldFan = await createFan(server, server.profile.id, { membershipTierId: gold });
  otherFan = await createFan(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

describe("POST /public/polls/:postId/votes", () => {
  it("toggles the fan's vote on an option and answers the poll as the server counts it", async () => {
    const voter = await createFan(server, server.profile.id);
    await addPollVote(server.context.db, server.profile.id, { postId: openPoll, optionUid: "bravo", accountId: fan.account.id });
    const first = await vote(openPoll, { optionUid: "bravo" }, voter.headers);
    expect(first.status).toBe(200);
    expect(first.response.headers["cache-control"]).toBe("private, no-store");
    expect(first.body).toEqual({
      question: "Which one?",
      options: [
        { uid: "alpha", text: "Alpha", votes: 0, voted: false },
        { uid: "bravo", text: "Bravo", votes: 2, voted: true },
        { uid: "charl", text: "Charlie", votes: 0, voted: false },
      ],
    });
    // SPEC §4: the same voter voting again on the same option takes the vote back.
    const again = await vote(openPoll, { optionUid: "bravo" }, voter.headers);
    expect(option(again.body, "bravo")).toEqual({ uid: "bravo", text: "Bravo", votes: 1, voted: false });
    expect(await votesOf(openPoll, "bravo")).toBe(1);
  });

  it("keeps one vote per fan and option, and lets a fan vote on several options", async () => {
    const voter = await createFan(server, server.profile.id);
    await vote(openPoll, { optionUid: "alpha" }, voter.headers);
    const both = await vote(openPoll, { optionUid: "charl" }, voter.headers);
    expect(both.body.options.filter((item) => item.voted).map((item) => item.uid)).toEqual(["alpha", "charl"]);
    await vote(openPoll, { optionUid: "alpha" }, voter.headers);
    await vote(openPoll, { optionUid: "charl" }, voter.headers);
  });

  it("sets the vote to an explicit state, so repeating the request changes nothing", async () => {
    const voter = await createFan(server, server.profile.id);
    const before = await votesOf(openPoll, "alpha");
    for (let i = 0; i < 2; i++) {
      const on = await vote(openPoll, { optionUid: "alpha", voted: true }, voter.headers);
      expect(option(on.body, "alpha")).toMatchObject({ votes: before + 1, voted: true });
    }
    for (let i = 0; i < 2; i++) {
      const off = await vote(openPoll, { optionUid: "alpha", voted: false }, voter.headers);
      expect(option(off.body, "alpha")).toMatchObject({ votes: before, voted: false });
    }
  });

  it("gives exactly one vote for 10 parallel votes from one fan", async () => {
    const voter = await createFan(server, server.profile.id);
    const before = await votesOf(openPoll, "charl");
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => vote(openPoll, { optionUid: "charl", voted: true }, voter.headers)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await votesOf(openPoll, "charl")).toBe(before + 1);
    const [row] = await server.context.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM poll_votes WHERE post_id = $1 AND account_id = $2",
      [openPoll, voter.account.id],
    );
    expect(row?.n).toBe(1);
  });

  it("never counts more than one vote for parallel toggles from one fan, and answers what it stored", async () => {
    const voter = await createFan(server, server.profile.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => vote(openPoll, { optionUid: "bravo" }, voter.headers)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const [row] = await server.context.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM poll_votes WHERE post_id = $1 AND account_id = $2",
      [openPoll, voter.account.id],
    );
    expect(row?.n).toBeLessThanOrEqual(1);
    const after = await vote(openPoll, { optionUid: "bravo", voted: false }, voter.headers);
    expect(option(after.body, "bravo").voted).toBe(false);
  });

  it("counts parallel votes from different fans each once", async () => {
    const voters = await Promise.all(Array.from({ length: 5 }, () => createFan(server, server.profile.id)));
    const before = await votesOf(openPoll, "alpha");
    await Promise.all(voters.map((voter) => vote(openPoll, { optionUid: "alpha" }, voter.headers)));
    expect(await votesOf(openPoll, "alpha")).toBe(before + 5);
    await Promise.all(voters.map((voter) => vote(openPoll, { optionUid: "alpha" }, voter.headers)));
    expect(await votesOf(openPoll, "alpha")).toBe(before);
  });

  it("needs a logged-in fan of this artist (401)", async () => {
    const before = await votesOf(openPoll, "alpha");
    expect(await vote(openPoll, { optionUid: "alpha" }, {})).toMatchObject({ status: 401, body: { message: "Log in to do this." } });
    expect((await vote(openPoll, { optionUid: "alpha" }, otherFan.headers)).status).toBe(401);
    const editor = await createTestEditor(server, server.profile.id);
    expect((await vote(openPoll, { optionUid: "alpha" }, editor.headers)).status).toBe(401);
    expect((await vote(openPoll, { optionUid: "alpha" }, { authorization: `Bearer ${"x".repeat(43)}` })).status).toBe(401);
    expect(await votesOf(openPoll, "alpha")).toBe(before);
  });

  it("refuses a poll locked to the fan with 403 and lets a member of the tier vote", async () => {
    const refused = await vote(lockedPoll, { optionUid: "alpha" }, fan.headers);
    expect(refused).toMatchObject({ status: 403, body: { message: errorMessage("forbidden", "membersOnly") } });
    expect(refused.response.body).not.toContain("SECRET");
    expect(await votesOf(lockedPoll, "alpha")).toBe(0);
    const member = await vote(lockedPoll, { optionUid: "alpha" }, goldFan.headers);
    expect(member.status).toBe(200);
    expect(member.body.question).toBe("SECRET question");
    expect(option(member.body, "alpha")).toMatchObject({ votes: 1, voted: true });
  });

  it("answers 404 for an unknown post and for another artist's poll, whichever artist is named", async () => {
    expect(await vote(newId(), { optionUid: "alpha" })).toMatchObject({ status: 404, body: { message: "Post not found." } });
    expect((await vote(otherPoll, { optionUid: "alpha" })).status).toBe(404);
    // A fan of the other artist cannot reach this artist's poll through their own artist either.
    expect((await vote(openPoll, { optionUid: "alpha", profileId: server.otherProfile.id }, otherFan.headers)).status).toBe(404);
    // Nor can this artist's fan vote in the other artist's poll by naming that artist.
    expect((await vote(otherPoll, { optionUid: "alpha", profileId: server.otherProfile.id }, fan.headers)).status).toBe(401);
    expect(await votesOf(otherPoll, "alpha")).toBe(0);
    // The other artist's fan votes in their own artist's poll.
    expect((await vote(otherPoll, { optionUid: "alpha", profileId: server.otherProfile.id }, otherFan.headers)).status).toBe(200);
    expect(await votesOf(otherPoll, "alpha")).toBe(1);
  });

  it("answers 400 for an option the poll does not have, for a post that is not a poll, and for a bad body", async () => {
    expect(await vote(openPoll, { optionUid: "zzzzz" })).toMatchObject({
      status: 400,
      body: { message: errorMessage("bad_request", "unknownPollOption") },
    });
    expect(await vote(textPost, { optionUid: "alpha" })).toMatchObject({
      status: 400,
      body: { message: errorMessage("bad_request", "unknownPollOption") },
    });
    expect((await vote(openPoll, { optionUid: "ALPHA" })).status).toBe(400);
    expect((await vote(openPoll, {})).status).toBe(400);
    expect((await vote(openPoll, { optionUid: "alpha", voted: "yes" as unknown as boolean })).status).toBe(400);
    expect((await vote("no%20way", { optionUid: "alpha" })).status).toBe(400);
  });

  it("shows the stored votes in the posts feed, with the fan's own marked", async () => {
    const voter = await createFan(server, server.profile.id);
    const voted = await vote(openPoll, { optionUid: "charl", voted: true }, voter.headers);
    const feed = await server.app.inject({ url: "/api/public/posts?filter[type]=poll", headers: voter.headers });
    const post = (feed.json() as { data: Post[] }).data.find((item) => item.id === openPoll);
    expect(post?.poll).toEqual(voted.body);
    await vote(openPoll, { optionUid: "charl", voted: false }, voter.headers);
  });
});
