import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PagePollVoteAnswer } from "../../schema/api/pagePolls";
import type { PageDocument } from "../../schema/page";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";
import { publishDocument, saveDocument } from "../data/documents";
import { RATE_RULES } from "../http/rateLimits";
import { createFan, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

type Fan = Awaited<ReturnType<typeof createFan>>;

let server: TestServer;
let fan: Fan;
let otherFan: Fan;

const poll = (uid: string, options: string[]) => ({
  type: "poll",
  version: 1,
  uid,
  question: `Question ${uid}?`,
  options: options.map((option) => ({ text: `Option ${option}`, uid: option, votes: [] })),
});

/** A page holding a Text block whose rich text holds `blocks`. */
function pageWith(id: string, path: string, ...blocks: unknown[]): PageDocument {
  return {
    schemaVersion: 2,
    kind: "page",
    id,
    title: id,
    path,
    root: {
      id: `${id}-root`,
      type: "Container",
      props: {},
      children: [
        { id: `${id}-text`, type: "Text", props: { content: richTextOf(elementNode("paragraph", [textNode("Vote:")]), ...blocks) } },
      ],
    },
  } as unknown as PageDocument;
}

async function publish(profileId: string, page: PageDocument, draftOnly = false) {
  const saved = await saveDocument(server.context.db, profileId, page);
  if (!saved.ok) throw new Error(`save: ${saved.reason}`);
  if (!draftOnly && !(await publishDocument(server.context.db, profileId, page.id)).ok) throw new Error("publish");
}

async function vote(url: string, body: object, headers: Record<string, string> = fan.headers) {
  const response = await server.app.inject({ method: "POST", url: `/api/public/page-polls${url}`, headers, payload: body });
  return { status: response.statusCode, body: response.json() as PagePollVoteAnswer & { code?: string }, response };
}

const counts = (answer: PagePollVoteAnswer) =>
  Object.fromEntries(answer.poll.options.map((option) => [option.uid, [option.votes, option.voted]]));

beforeAll(async () => {
  server = await createTestServer();
  await publish(server.profile.id, pageWith("tour", "/tour", poll("tourq", ["north", "south", "westy"])));
  await publish(server.profile.id, pageWith("draft", "/draft", poll("draft", ["aaaaa", "bbbbb"])), true);
  await publish(server.otherProfile.id, pageWith("elsew", "/elsewhere", poll("other", ["ccccc", "ddddd"])));
  await publishTestSite(server);
  fan = await createFan(server, server.profile.id);
  otherFan = await createFan(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

describe("POST /public/page-polls/:pageId/votes", () => {
  it("toggles a fan's vote: the first adds it, the second removes it, and the counts are the server's", async () => {
    const voter = await createFan(server, server.profile.id);
    const first = await vote("/tour/votes", { pollUid: "tourq", optionUid: "south" }, voter.headers);
    expect(first.status).toBe(200);
    expect(first.response.headers["cache-control"]).toBe("private, no-store");
    expect(first.body).toMatchObject({ pageId: "tour", path: "/tour" });
    expect(counts(first.body)).toEqual({ north: [0, false], south: [1, true], westy: [0, false] });
    // Another fan sees the vote counted, not marked as theirs.
    const other = await vote("/tour/votes", { pollUid: "tourq", optionUid: "north" });
    expect(counts(other.body)).toEqual({ north: [1, true], south: [1, false], westy: [0, false] });
    const second = await vote("/tour/votes", { pollUid: "tourq", optionUid: "south" }, voter.headers);
    expect(counts(second.body)).toEqual({ north: [1, false], south: [0, false], westy: [0, false] });
    await vote("/tour/votes", { pollUid: "tourq", optionUid: "north" });
  });

  it("sets the vote when told the state wanted, so a repeated request changes nothing", async () => {
    const voter = await createFan(server, server.profile.id);
    for (let time = 0; time < 2; time++) {
      const answer = await vote("/tour/votes", { pollUid: "tourq", optionUid: "westy", voted: true }, voter.headers);
      expect(counts(answer.body).westy).toEqual([1, true]);
    }
    const removed = await vote("/tour/votes", { pollUid: "tourq", optionUid: "westy", voted: false }, voter.headers);
    expect(counts(removed.body).westy).toEqual([0, false]);
  });

  it("ends consistent after 20 concurrent toggles by one fan: at most one vote, as the last answer says", async () => {
    const voter = await createFan(server, server.profile.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => vote("/tour/votes", { pollUid: "tourq", optionUid: "north" }, voter.headers)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [row] = await server.context.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM page_poll_votes WHERE page_id = 'tour' AND option_uid = 'north' AND account_id = $1",
      [voter.account.id],
    );
    expect(row?.n).toBeLessThanOrEqual(1);
    const page = await server.app.inject({ method: "GET", url: "/api/public/page-polls/tour", headers: voter.headers });
    const north = page.json().polls[0].options.find((option: { uid: string }) => option.uid === "north");
    expect(north.voted).toBe(row?.n === 1);
    if (row?.n === 1) await vote("/tour/votes", { pollUid: "tourq", optionUid: "north", voted: false }, voter.headers);
  });

  it("refuses a visitor with 401, and a fan of another artist", async () => {
    const visitor = await vote("/tour/votes", { pollUid: "tourq", optionUid: "north" }, {});
    expect(visitor.status).toBe(401);
    const stranger = await vote("/tour/votes", { pollUid: "tourq", optionUid: "north" }, otherFan.headers);
    expect(stranger.status).toBe(401);
  });

  it("refuses another artist's page, a draft's poll and an unknown page as not found", async () => {
    const elsewhere = await vote("/elsew/votes", { pollUid: "other", optionUid: "ccccc" });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, "not_found"]);
    const draft = await vote("/draft/votes", { pollUid: "draft", optionUid: "aaaaa" });
    expect([draft.status, draft.body.code]).toEqual([404, "not_found"]);
    const nowhere = await vote("/gone/votes", { pollUid: "tourq", optionUid: "north" });
    expect(nowhere.status).toBe(404);
    const [row] = await server.context.db.query<{ n: number }>("SELECT count(*)::int AS n FROM page_poll_votes WHERE page_id <> 'tour'");
    expect(row?.n).toBe(0);
  });

  it("refuses a poll the page does not show (404) and an option the poll does not have (400)", async () => {
    const unknownPoll = await vote("/tour/votes", { pollUid: "zzzzz", optionUid: "north" });
    expect([unknownPoll.status, unknownPoll.body.code]).toEqual([404, "not_found"]);
    expect(unknownPoll.body).toMatchObject({ message: "This page has no such poll." });
    const unknownOption = await vote("/tour/votes", { pollUid: "tourq", optionUid: "zzzzz" });
    expect([unknownOption.status, unknownOption.body.code]).toEqual([400, "bad_request"]);
    expect(unknownOption.body).toMatchObject({ message: "This poll has no such option." });
  });

  it("refuses malformed uids and unknown fields by the schema", async () => {
    for (const body of [
      { pollUid: "TOURQ", optionUid: "north" },
      { pollUid: "tourq" },
      { pollUid: "tourq", optionUid: "north", extra: 1 },
    ]) {
      expect((await vote("/tour/votes", body)).status).toBe(400);
    }
  });
  it("is rate limited like the members feed's polls: 60 votes a minute per fan, then 429 with Retry-After", async () => {
    const voter = await createFan(server, server.profile.id);
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let index = 0; index < RATE_RULES.vote.account.limit + 5; index++) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/public/page-polls/tour/votes",
        headers: voter.headers,
        remoteAddress: "172.31.9.9",
        payload: { pollUid: "tourq", optionUid: "westy", voted: index % 2 === 0 },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = response.headers["retry-after"];
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_RULES.vote.account.limit);
    expect(statuses.slice(RATE_RULES.vote.account.limit).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe("POST /public/page-polls/votes (an email's link: no page named)", () => {
  it("votes on the published page that shows the poll, and says where it is", async () => {
    const voter = await createFan(server, server.profile.id);
    const answer = await vote("/votes", { pollUid: "tourq", optionUid: "westy", voted: true }, voter.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pageId: "tour", path: "/tour" });
    expect(counts(answer.body).westy).toEqual([1, true]);
    await vote("/votes", { pollUid: "tourq", optionUid: "westy", voted: false }, voter.headers);
    expect((await vote("/votes", { pollUid: "draft", optionUid: "aaaaa" })).status).toBe(404);
    expect((await vote("/votes", { pollUid: "other", optionUid: "ccccc" })).status).toBe(404);
  });
});

describe("GET /public/page-polls/:pageId", () => {
  it("counts every option of every poll of the page, marking the caller's own votes", async () => {
    const voter = await createFan(server, server.profile.id);
    await vote("/tour/votes", { pollUid: "tourq", optionUid: "south", voted: true }, voter.headers);
    const asFan = await server.app.inject({ method: "GET", url: "/api/public/page-polls/tour", headers: voter.headers });
    expect(asFan.statusCode).toBe(200);
    expect(asFan.json().polls).toEqual([
      {
        uid: "tourq",
        options: [
          { uid: "north", votes: 0, voted: false },
          { uid: "south", votes: 1, voted: true },
          { uid: "westy", votes: 0, voted: false },
        ],
      },
    ]);
    const asVisitor = await server.app.inject({ method: "GET", url: "/api/public/page-polls/tour" });
    expect(asVisitor.json().polls[0].options[1]).toEqual({ uid: "south", votes: 1, voted: false });
    expect((await server.app.inject({ method: "GET", url: "/api/public/page-polls/elsew" })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/api/public/page-polls/draft" })).statusCode).toBe(404);
    await vote("/tour/votes", { pollUid: "tourq", optionUid: "south", voted: false }, voter.headers);
  });
});

describe("the published page's server render", () => {
  /** Each option's button on the rendered page: its words and whether it is pressed. */
  async function renderedOptions(): Promise<string[]> {
    const response = await server.app.inject({ url: "/tour" });
    expect(response.statusCode).toBe(200);
    return [
      ...response.body.matchAll(/<button type="button" class="bl-rt-poll-option[^"]*" aria-pressed="(true|false)">(.*?)<\/button>/g),
    ].map(([, pressed, inner]) => `${(inner ?? "").replace(/<[^>]+>/g, "")} ${pressed}`);
  }

  it("shows the server's counts as a visitor sees them, and again after a vote (the kept page is forgotten)", async () => {
    expect(await renderedOptions()).toEqual(["Option north0 votes false", "Option south0 votes false", "Option westy0 votes false"]);
    const voter = await createFan(server, server.profile.id);
    await vote("/tour/votes", { pollUid: "tourq", optionUid: "south", voted: true }, voter.headers);
    // A fan's own vote is not in the page the server renders (it cannot know the fan): pressed comes later, in the browser.
    await expect.poll(renderedOptions).toEqual(["Option north0 votes false", "Option south1 vote false", "Option westy0 votes false"]);
    await vote("/tour/votes", { pollUid: "tourq", optionUid: "south", voted: false }, voter.headers);
  });
});

describe("a poll of an email (issue 16)", () => {
  it("is voted on through the email its link names, counted with it; another artist's fan and an unknown email find nothing", async () => {
    const email = {
      schemaVersion: 1,
      kind: "email",
      id: "email-news",
      title: "News",
      root: {
        id: "root",
        type: "Container",
        props: {},
        children: [{ id: "t", type: "Text", props: { content: richTextOf(poll("mailq", ["yesss", "nooon"])) } }],
      },
    };
    const saved = await saveDocument(server.context.db, server.profile.id, email as never);
    expect(saved.ok).toBe(true);
    const voter = await createFan(server, server.profile.id);
    const first = await vote("/email-news/votes", { pollUid: "mailq", optionUid: "yesss", voted: true }, voter.headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pageId: "email-news", path: null });
    expect(counts(first.body)).toEqual({ yesss: [1, true], nooon: [0, false] });
    // The link opened again changes nothing (it sets, never toggles).
    expect(counts((await vote("/email-news/votes", { pollUid: "mailq", optionUid: "yesss", voted: true }, voter.headers)).body)).toEqual({
      yesss: [1, true],
      nooon: [0, false],
    });
    expect((await vote("/email-news/votes", { pollUid: "mailq", optionUid: "zzzzz", voted: true }, voter.headers)).status).toBe(400);
    expect((await vote("/email-none/votes", { pollUid: "mailq", optionUid: "yesss", voted: true }, voter.headers)).status).toBe(404);
    // Another artist's fan, on that artist's site, finds no such email there.
    const elsewhere = await vote("/email-news/votes", { pollUid: "mailq", optionUid: "yesss", voted: true }, otherFan.headers);
    expect([401, 404]).toContain(elsewhere.status);
  });
});
