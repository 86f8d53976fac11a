import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioHome } from "../../schema/api/studioHome";
import { createEmailList } from "../data/emailLists";
import {
  createFan,
  createTestEditor,
  createTestServer,
  OTHER_ARTIST_DOMAIN,
  publishTestSite,
  type TestServer,
} from "../testing/testServer";

let server: TestServer;
let owner: { headers: Record<string, string> };
let otherOwner: { headers: Record<string, string> };
// The test kit's second artist is made as `backline artist create` makes one: a new artist, as they first log in.
let newArtist: string;

beforeAll(async () => {
  server = await createTestServer("pglite");
  newArtist = server.otherProfile.id;
  owner = await createTestEditor(server, newArtist);
  otherOwner = await createTestEditor(server, server.profile.id);
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function home(headers = owner.headers, profileId = newArtist) {
  const response = await server.app.inject({ url: `/api/profiles/${profileId}/home`, headers });
  return { status: response.statusCode, body: response.json() as StudioHome & { code?: string } };
}

const sql = (text: string, params: unknown[]) => server.context.db.query(text, params);

async function addOrder(id: string, status: string, totalCents: number, refundedCents = 0) {
  await sql("INSERT INTO orders (id, profile_id, status, total_cents) VALUES ($1, $2, $3, $4)", [id, newArtist, status, totalCents]);
  if (refundedCents > 0)
    await sql("INSERT INTO order_refunds (provider, refund_ref, order_id, amount_cents, cause) VALUES ('test', $1, $1, $2, 'requested')", [
      id,
      refundedCents,
    ]);
}

describe("the studio's home (issue 34, item 14)", () => {
  it("shows a new artist every first-run step to do but the email list they start with, no numbers yet, and their site's address", async () => {
    // Their starter's sign-up forms join the list createArtist made (issue 39): the step is done, 'published' is not.
    expect(await home()).toEqual({
      status: 200,
      body: {
        steps: { nameAndLook: false, release: false, tier: false, emailList: true, published: false },
        counts: { fans: 0, members: 0, subscribers: 0, orders: 0 },
        siteUrl: `http://${OTHER_ARTIST_DOMAIN}/`,
      },
    });
  });

  it("ticks each step as the artist does it, and counts their own fans, members, subscribers and paid orders", async () => {
    await sql("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ('home-tier', $1, 'Supporter', 0)", [newArtist]);
    await sql(
      "INSERT INTO products (id, profile_id, title, artist, category) VALUES ('home-release', $1, 'First', 'Other Artist', 'Music')",
      [newArtist],
    );
    const list = await createEmailList(server.context.db, newArtist, "News");
    // Two lists holding one address count it once; a pending address, and one that unsubscribed, are not subscribers.
    const second = await createEmailList(server.context.db, newArtist, "Tour");
    for (const [listId, email, status] of [
      [list.id, "a@example.com", "confirmed"],
      [second.id, "A@example.com", "confirmed"],
      [list.id, "b@example.com", "confirmed"],
      [list.id, "pending@example.com", "pending"],
      [list.id, "gone@example.com", "confirmed"],
    ])
      await sql("INSERT INTO email_subscribers (email_list_id, email, status) VALUES ($1, $2, $3)", [listId, email, status]);
    await sql("INSERT INTO mail_suppressions (profile_id, email, reason) VALUES ($1, 'gone@example.com', 'unsubscribed')", [newArtist]);
    await createFan(server, newArtist, { membershipTierId: "home-tier" });
    await createFan(server, newArtist);
    await addOrder("home-paid", "paid", 1500);
    await addOrder("home-shipped", "shipped", 2500, 1000);
    await addOrder("home-refunded", "paid", 900, 900);
    await addOrder("home-unpaid", "initiated_payment", 700);
    await addOrder("home-cancelled", "cancelled", 700);
    // The other artist's numbers are theirs.
    await createFan(server, server.profile.id);

    const { body } = await home();
    expect(body.steps).toEqual({ nameAndLook: false, release: true, tier: true, emailList: true, published: false });
    expect(body.counts).toEqual({ fans: 2, members: 1, subscribers: 2, orders: 2 });
    // Without any list (every one deleted), the step is to do again.
    await sql("DELETE FROM email_lists WHERE profile_id = $1", [newArtist]);
    expect((await home()).body.steps.emailList).toBe(false);
  });

  it("ticks 'name and look' once the site settings are saved, and 'publish' once the artist publishes", async () => {
    const { headers } = owner;
    const site = await server.app.inject({ url: `/api/profiles/${newArtist}/documents/site`, headers });
    const { draft, version } = site.json() as { draft: Record<string, unknown>; version: number };
    const saved = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${newArtist}/documents/site`,
      headers,
      payload: { document: draft, baseVersion: version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await home()).body.steps).toMatchObject({ nameAndLook: true, published: false });

    const published = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${newArtist}/documents/site/publish`,
      headers,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    expect((await home()).body.steps).toMatchObject({ nameAndLook: true, published: true });
  });

  it("counts a site loaded with the artist's own look and pages (as the demo's is) as set up and published from the start", async () => {
    await publishTestSite(server, server.profile.id);
    const { body } = await home(otherOwner.headers, server.profile.id);
    expect(body.steps).toMatchObject({ nameAndLook: true, published: true });
  });

  it("is the artist's own: another artist's editor and a visitor are refused", async () => {
    expect((await home(otherOwner.headers)).status).toBe(403);
    expect((await home({})).status).toBe(401);
  });
});
