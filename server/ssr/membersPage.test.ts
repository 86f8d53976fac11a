import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../schema/entities/posts";
import { seedDemoIfEmpty } from "../demo/seed";
import { createTestApp, type TestApp } from "../testing/testServer";

let server: TestApp;
let fanHeaders: Record<string, string>;

beforeAll(async () => {
  server = await createTestApp();
  const seeded = await seedDemoIfEmpty(server.context, { now: new Date("2026-11-21T12:00:00Z") });
  if (!seeded) throw new Error("the demo was not seeded");
  const login = await server.app.inject({
    method: "POST",
    url: "/api/sessions",
    payload: { email: seeded.fan.email, password: seeded.fan.password },
  });
  fanHeaders = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}, 180_000);
afterAll(() => server.close());

function embeddedState(html: string): { routeData: Record<string, { posts: { data: Post[]; total: number } }> } {
  const match = /<script type="application\/json" id="backline-state">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no embedded state");
  return JSON.parse(match[1]);
}

/** Every locked post's caption, media addresses and poll question, as the top-tier demo fan sees them. */
async function lockedContent(): Promise<string[]> {
  const visitor = (await server.app.inject({ url: "/api/public/posts?limit=50" })).json() as { data: Post[] };
  const lockedIds = new Set(visitor.data.filter((post) => !post.hasAccess).map((post) => post.id));
  const member = (await server.app.inject({ url: "/api/public/posts?limit=50", headers: fanHeaders })).json() as { data: Post[] };
  return member.data
    .filter((post) => lockedIds.has(post.id))
    .flatMap((post) => [post.caption ?? "", ...(post.media ?? []).map((media) => media.url), post.poll?.question ?? ""])
    .filter((text) => text !== "");
}

describe("/members, rendered on the server", () => {
  it("renders 'Posts' and the first ten posts as a visitor sees them, embedded for hydration", async () => {
    const response = await server.app.inject({ url: "/members" });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Posts · The Lantern Coast</title>");
    expect(html).toContain(">Posts</h1>");
    expect(html).toContain("Content Locked");
    const state = embeddedState(html);
    const data = state.routeData["members:@visitor"];
    expect(data?.posts.data).toHaveLength(10);
    expect(data?.posts.total).toBeGreaterThan(10);
  });

  it("keeps every locked post's content out of the page, on every page of the feed", async () => {
    const secrets = await lockedContent();
    expect(secrets.length).toBeGreaterThan(5);
    for (const url of ["/members", "/members?page=2", "/members?type=poll", "/members?type=audio", "/members?type=image"]) {
      const html = (await server.app.inject({ url })).body;
      for (const secret of secrets) expect(html.includes(secret), `${url} shows ${secret}`).toBe(false);
    }
  });

  it("renders the view in the address: search, type, tier and page", async () => {
    const html = (await server.app.inject({ url: "/members?type=poll&search=tour" })).body;
    expect(html).toContain('value="tour"');
    expect(html).toContain("Active filters");
    const data = embeddedState(html).routeData["members:search=tour&type=poll@visitor"];
    expect(data?.posts.data.map((post) => post.type)).toEqual(["poll"]);
  });
});
