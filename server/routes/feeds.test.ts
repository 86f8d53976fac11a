import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../data/posts";
import { child, childrenNamed, parseXml, type XmlNode } from "../feeds/xmlTesting";
import { newId } from "../security/tokens";
import { createFan, createTestServer, OTHER_ARTIST_DOMAIN, publishTestSite, type TestServer } from "../testing/testServer";

/**
 * The site's feeds (issue 37, item 5): the public RSS and Atom feeds show public, published posts
 * and newsletters' web versions only; a member's private feed shows their tier's posts with their
 * audio, which its address opens without cookies while the membership runs, and never after a
 * reset, after the membership ended, or on another artist's site.
 */
let server: TestServer;
let tier: string;
let otherTier: string;
const AUDIO = Buffer.from("ID3 not really an mp3, but bytes");
const ids = { public: "", locked: "", draft: "", scheduled: "", otherTierPost: "", audioMedia: newId() };

async function sendNewsletter(subject: string, slug: string | null, status = "sent", at = "2026-01-10T10:00:00Z") {
  await server.context.db.query(
    `INSERT INTO newsletter_sends (id, profile_id, document_id, document, subject, audience, status, send_at, web_slug, idempotency_key)
     VALUES ($1, $2, 'doc', '{}'::jsonb, $3, '{"emailListId":"l"}'::jsonb, $4, $5, $6, $1)`,
    [newId(), server.profile.id, subject, status, at, slug],
  );
}

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.context;
  const profileId = server.profile.id;
  tier = newId();
  otherTier = newId();
  await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ($1, $2, 'Gold', 2), ($3, $2, 'Silver', 1)", [
    tier,
    profileId,
    otherTier,
  ]);
  const key = `private/${profileId}/${newId()}-voice.mp3`;
  await storage.put(key, Readable.from([AUDIO]), { contentType: "audio/mpeg", maxBytes: 1_000_000 });
  const at = (iso: string) => new Date(iso);
  ids.public = (
    await createPost(db, {
      profileId,
      type: "text",
      caption: 'Tour dates <Spring> & "more"\nsecond line',
      createdAt: at("2026-01-05T10:00:00Z"),
    })
  ).id;
  ids.locked = (
    await createPost(db, {
      profileId,
      type: "audio",
      caption: "Secret voice memo",
      membershipTierId: tier,
      media: [{ id: ids.audioMedia, type: "audio", url: `/media/${key}`, name: "voice.mp3", title: "Voice memo" }],
      createdAt: at("2026-01-06T10:00:00Z"),
    })
  ).id;
  ids.otherTierPost = (
    await createPost(db, {
      profileId,
      type: "text",
      caption: "Silver only",
      membershipTierId: otherTier,
      createdAt: at("2026-01-07T10:00:00Z"),
    })
  ).id;
  ids.draft = (await createPost(db, { profileId, type: "text", caption: "Draft words" })).id;
  await db.query("UPDATE posts SET draft = true WHERE id = $1", [ids.draft]);
  ids.scheduled = (await createPost(db, { profileId, type: "text", caption: "Not yet", createdAt: at("2099-01-01T00:00:00Z") })).id;
  await sendNewsletter("Spring & <news>", "spring-news");
  await sendNewsletter("Unlisted", null);
  await sendNewsletter("Still scheduled", "later", "scheduled");
}, 60_000);
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
const texts = (nodes: XmlNode[], name: string) => nodes.map((node) => child(node, name).text);

describe("the public feeds", () => {
  it("/feed.xml is RSS 2.0 of public, published posts and newsletters' web versions, newest first", async () => {
    const answer = await get("/feed.xml");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    const channel = child(parseXml(answer.body), "channel");
    const items = childrenNamed(channel, "item");
    expect(texts(items, "title")).toEqual(["Spring & <news>", 'Tour dates <Spring> & "more"']);
    const origin = child(channel, "link").text.replace(/\/$/, "");
    expect(texts(items, "link")).toEqual([`${origin}/newsletters/spring-news`, `${origin}/members#post-${ids.public}`]);
    for (const hidden of ["Secret", "Silver only", "Draft words", "Not yet", "Unlisted", "Still scheduled"])
      expect(answer.body).not.toContain(hidden);
  });

  it("shows a new public post and a newsletter that starts sending on the next read (the kept feed is forgotten)", async () => {
    expect((await get("/feed.xml")).body).not.toContain("Fresh post");
    const fresh = await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "Fresh post" });
    await sendNewsletter("Fresh letter", "fresh-letter", "scheduled", "2026-01-02T10:00:00Z");
    const [before] = await server.context.db.query<{ id: string }>("SELECT id FROM newsletter_sends WHERE web_slug = 'fresh-letter'");
    const body = (await get("/feed.xml")).body;
    expect(body).toContain("Fresh post");
    expect(body).not.toContain("Fresh letter");
    await server.context.db.query("UPDATE newsletter_sends SET status = 'sending' WHERE id = $1", [before?.id]);
    expect((await get("/feed.xml")).body).toContain("Fresh letter");
    await server.context.db.query("DELETE FROM posts WHERE id = $1", [fresh.id]);
    await server.context.db.query("DELETE FROM newsletter_sends WHERE id = $1", [before?.id]);
    expect((await get("/feed.xml")).body).not.toContain("Fresh");
  });

  it("/feed.atom is Atom 1.0 of the same entries", async () => {
    const answer = await get("/feed.atom");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = parseXml(answer.body);
    expect(texts(childrenNamed(feed, "entry"), "title")).toEqual(["Spring & <news>", 'Tour dates <Spring> & "more"']);
    expect(child(feed, "updated").text).toBe("2026-01-10T10:00:00.000Z");
  });

  it("is announced in every page's head", async () => {
    await publishTestSite(server);
    const page = await get("/");
    expect(page.body).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="http[^"]*\/feed\.xml">/);
  });
});

describe("the newsletters' archive", () => {
  it("is a page the server renders, linking each web version", async () => {
    await publishTestSite(server);
    const page = await get("/newsletters");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/newsletters/spring-news"');
    expect(page.body).toContain("Spring &amp; &lt;news&gt;");
    expect(page.body).not.toContain("Unlisted");
  });

  it("and the web versions are in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toMatch(/<loc>http[^<]*\/newsletters<\/loc>/);
    expect(sitemap).toMatch(/<loc>http[^<]*\/newsletters\/spring-news<\/loc>/);
    expect(sitemap).not.toContain("/newsletters/later");
  });

  it("lists the newsletters that have a web version, newest first", async () => {
    const answer = await get(`/api/public/newsletters?limit=10`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: [{ subject: "Spring & <news>", slug: "spring-news", sentAt: "2026-01-10T10:00:00.000Z" }],
      page: 1,
      pageSize: 10,
      total: 1,
    });
  });
});

describe("a member's private feed", () => {
  const feedUrl = async (headers: Record<string, string>, reset = false) => {
    const answer = await server.app.inject({
      method: reset ? "POST" : "GET",
      url: `/api/accounts/me/feed${reset ? "/reset" : ""}`,
      headers,
    });
    return { status: answer.statusCode, url: answer.json().url as string, body: answer.json(), cache: answer.headers["cache-control"] };
  };
  const path = (url: string) => new URL(url).pathname;

  it("lists the member's tier's posts and public ones, audio as an enclosure that opens without cookies", async () => {
    const member = await createFan(server, server.profile.id, { membershipTierId: tier });
    const asked = await feedUrl(member.headers);
    expect(asked.status).toBe(200);
    expect(asked.cache).toBe("private, no-store");
    expect(asked.url).toMatch(/\/feed\/private\/[A-Za-z0-9_-]{43}\.rss$/);
    // The same address each time it is asked for.
    expect((await feedUrl(member.headers)).url).toBe(asked.url);

    const answer = await get(path(asked.url));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const rss = parseXml(answer.body);
    expect(rss.attributes["xmlns:itunes"]).toBeDefined();
    const items = childrenNamed(child(rss, "channel"), "item");
    expect(texts(items, "title")).toEqual(["Secret voice memo", 'Tour dates <Spring> & "more"']);
    const enclosure = child(items[0] as XmlNode, "enclosure").attributes;
    expect(enclosure).toMatchObject({ length: String(AUDIO.length), type: "audio/mpeg" });
    expect(enclosure.url).toContain(`/media/${ids.locked}/${ids.audioMedia}`);

    const media = await get(path(enclosure.url ?? ""));
    expect(media.statusCode).toBe(200);
    expect(media.headers["content-type"]).toBe("audio/mpeg");
    expect(media.headers["cache-control"]).toBe("private, no-store");
    expect(media.rawPayload.equals(AUDIO)).toBe(true);
    const seek = await get(path(enclosure.url ?? ""), { range: "bytes=0-2" });
    expect(seek.statusCode).toBe(206);
    expect(seek.body).toBe("ID3");
    const head = await server.app.inject({ method: "HEAD", url: path(enclosure.url ?? "") });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(AUDIO.length));
  });

  it("stops working at once when its link is reset", async () => {
    const member = await createFan(server, server.profile.id, { membershipTierId: tier });
    const old = await feedUrl(member.headers);
    const enclosure = child(childrenNamed(child(parseXml((await get(path(old.url))).body), "channel"), "item")[0] as XmlNode, "enclosure");
    const fresh = await feedUrl(member.headers, true);
    expect(fresh.status).toBe(200);
    expect(fresh.url).not.toBe(old.url);
    const refused = await get(path(old.url));
    expect(refused.statusCode).toBe(404);
    // A page of the site: the refusal is written as one (the error handler), in the catalogue's words.
    expect(refused.body).toContain("This feed does not exist, or its link was reset.");
    expect((await get(path(enclosure.attributes.url ?? ""))).statusCode).toBe(404);
    expect((await get(path(fresh.url))).statusCode).toBe(200);
  });

  it("refuses an ended membership (410), and a cancelled one whose period is over, the audio too", async () => {
    const member = await createFan(server, server.profile.id, { membershipTierId: tier });
    const { url } = await feedUrl(member.headers);
    const body = (await get(path(url))).body;
    const audio = path(child(childrenNamed(child(parseXml(body), "channel"), "item")[0] as XmlNode, "enclosure").attributes.url ?? "");
    const { db } = server.context;
    await db.query(
      `INSERT INTO membership_subscriptions (id, profile_id, account_id, membership_tier_id, billing_interval, amount_cents, status, idempotency_key, current_period_end, cancel_at_period_end)
       VALUES ($1, $2, $3, $4, 'month', 500, 'active', $1, now() - interval '1 day', true)`,
      [`sub_${newId()}`, server.profile.id, member.account.id, tier],
    );
    for (const refused of [await get(path(url)), await get(audio)]) {
      expect(refused.statusCode).toBe(410);
      expect(refused.body).toContain("This private feed ended with its membership.");
      expect(refused.body).not.toContain("Secret");
    }
    // The provider's end takes the tier away: still refused.
    await db.query("UPDATE accounts SET membership_tier_id = NULL WHERE id = $1", [member.account.id]);
    expect((await get(path(url))).statusCode).toBe(410);
    expect((await get(audio)).statusCode).toBe(410);
    // And no new address for a fan without a membership.
    expect((await feedUrl(member.headers)).status).toBe(403);
  });

  it("is refused to a visitor's API call, and unknown tokens are 404", async () => {
    expect((await feedUrl({})).status).toBe(401);
    expect((await get(`/feed/private/${"a".repeat(43)}.rss`)).statusCode).toBe(404);
    expect((await get("/feed/private/short.rss")).statusCode).toBe(400);
  });

  it("opens nothing on another artist's site", async () => {
    const member = await createFan(server, server.profile.id, { membershipTierId: tier });
    const { url } = await feedUrl(member.headers);
    const elsewhere = await get(path(url), { host: OTHER_ARTIST_DOMAIN });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain("Secret");
  });
});
