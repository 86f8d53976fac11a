import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../schema/entities/posts";
import { createAccount } from "../data/accounts";
import { createSession } from "../data/sessions";
import { seedDemoIfEmpty } from "../demo/seed";
import { hashPassword } from "../security/passwords";
import { createTestApp, type TestApp } from "../testing/testServer";
import { manualClock } from "../time/clock";

/**
 * Private media links are made per answer, on the server's clock: a member who asks again after
 * the first links expired gets new ones that open (a linker built at start expired everyone's
 * media about an hour after the server started, until a restart).
 */
const clock = manualClock(Date.parse("2026-11-28T12:00:00Z"));
let server: TestApp;
let profileId: string;
let member: Record<string, string>;

beforeAll(async () => {
  server = await createTestApp("pglite", { clock });
  const seeded = await seedDemoIfEmpty(server.context, { now: new Date(clock.now()) });
  profileId = seeded?.profile.id ?? "";
  const [top] = await server.context.db.query<{ id: string }>(
    "SELECT id FROM membership_tiers WHERE profile_id = $1 AND price_monthly > 0 ORDER BY price_monthly DESC LIMIT 1",
    [profileId],
  );
  const account = await createAccount(server.context.db, {
    profileId,
    firstName: "Clock",
    lastName: "Member",
    email: "clock.member@example.com",
    passwordHash: await hashPassword("a test pass phrase"),
    membershipTierId: top?.id ?? null,
  });
  const token = await createSession(server.context.db, profileId, { kind: "fan", accountId: account?.id ?? "" });
  member = { authorization: `Bearer ${token}` };
}, 180_000);
afterAll(() => server.close());

/** The first private file of a locked post the member may read, as the feed links it now. */
async function privateLink(): Promise<string> {
  const response = await server.app.inject({ url: `/api/public/posts?profileId=${profileId}&limit=50`, headers: member });
  const posts: Post[] = response.json().data;
  const url = posts.flatMap((post) => post.media ?? []).find((item) => item.url.startsWith("/media/private/"))?.url;
  if (!url) throw new Error("the member's feed has no private media");
  return url;
}

describe("private media links over time", () => {
  it("are made per answer: an hour and a quarter later, the feed's new links open and the old ones have expired", async () => {
    const first = await privateLink();
    expect((await server.app.inject({ url: first })).statusCode).toBe(200);

    clock.advance(75 * 60 * 1000);
    const later = await privateLink();
    expect(later).not.toBe(first);
    expect((await server.app.inject({ url: later })).statusCode).toBe(200);
    const expired = await server.app.inject({ url: first });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe("media_link_expired");
  });
});
