import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "./endpoints";
import { fakeApi } from "./fakeApi";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The client over a fake fetch that answers `body`, with the fan's token stored; returns what was sent. */
function client(body: unknown = {}) {
  vi.stubGlobal("localStorage", { getItem: () => "token-of-the-fan" });
  return fakeApi(body);
}

describe("the posts, likes, saves, comments and poll calls", () => {
  it("asks for a page of posts with the filters in the bracket form, with the fan's token", async () => {
    const seen = client({ data: [], page: 2, pageSize: 10, total: 0 });
    await endpoints.posts({ page: 2, limit: 10, query: "tour", type: "poll", membershipTierId: "tier-1" });
    const request = seen[0] as Request;
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
      page: "2",
      limit: "10",
      "filter[query]": "tour",
      "filter[type]": "poll",
      "filter[membershipTierId]": "tier-1",
    });
    expect(request.headers.get("authorization")).toBe("Bearer token-of-the-fan");
  });

  it("asks as a visitor when told to, even with a token stored", async () => {
    const seen = client({ data: [], page: 1, pageSize: 10, total: 0 });
    await endpoints.posts({ page: 1, limit: 10 }, { asVisitor: true });
    expect((seen[0] as Request).headers.get("authorization") ?? "").not.toContain("token-of-the-fan");
  });

  it("likes, unlikes, saves and unsaves a post by entityId and entityType", async () => {
    const seen = client({ liked: true, count: 3 });
    await endpoints.setLiked("p1", true);
    await endpoints.setLiked("p1", false);
    await endpoints.setSaved("p1", true);
    await endpoints.setSaved("p1", false);
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "POST /api/public/likes",
      "DELETE /api/public/likes",
      "POST /api/public/saves",
      "DELETE /api/public/saves",
    ]);
    for (const request of seen) expect(await request.json()).toEqual({ entityId: "p1", entityType: "post" });
  });

  it("reads the fan's like and save, the comments, and posts a comment and a vote", async () => {
    const seen = client({});
    await endpoints.likeStatus("p1");
    await endpoints.saveStatus("p1");
    await endpoints.comments("p1");
    await endpoints.addComment("p1", "Hello");
    await endpoints.votePoll("p 1", "abcde", true);
    const urls = seen.map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    expect(urls).toEqual([
      "GET /api/public/likes/status?entityId=p1&entityType=post",
      "GET /api/public/saves/status?entityId=p1&entityType=post",
      "GET /api/public/comments?entityId=p1&entityType=post&page=1",
      "POST /api/public/comments",
      "POST /api/public/polls/p%201/votes",
    ]);
    expect(await (seen[3] as Request).json()).toEqual({ entityId: "p1", entityType: "post", content: "Hello" });
    expect(await (seen[4] as Request).json()).toEqual({ optionUid: "abcde", voted: true });
  });
});
