import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Library } from "../../schema/api/library";
import type { TrackStream } from "../../schema/api/listening";
import type { StudioRelease } from "../../schema/api/releases";
import { findOrderById } from "../data/orders";
import { deliverPreOrders } from "../orders/deliverPreOrders";
import { toneWav } from "../testing/audioFixtures";
import { buy, publishRelease, refund, uploadMaster } from "../testing/releaseAudioTesting";
import { createFan, createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

/**
 * Pre-orders and bundles (issue 36, item 5), through the routes: a release dated ten days ahead,
 * one of its two tracks 'instant grat'; the release clock moved by hand past the date.
 */

const DAY = 24 * 3600 * 1000;
const releaseClock = manualClock(Date.now());
const releaseDate = new Date(Date.now() + 10 * DAY).toISOString();
let server: TestServer;
let editor: { headers: Record<string, string> };
let release: StudioRelease;
let buyer: Awaited<ReturnType<typeof createFan>>;
const tracks = { instant: "", later: "" };

const library = async (headers: Record<string, string>) => {
  const answer = await server.app.inject({ url: "/api/public/library", headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Library;
};
const stream = (trackId: string, headers: Record<string, string>) =>
  server.app.inject({ url: `/api/public/tracks/${trackId}/stream`, headers });
const download = (trackId: string | null, headers: Record<string, string>) =>
  server.app.inject({
    method: "POST",
    url: `/api/public/library/${release.id}/downloads`,
    headers,
    payload: { format: "mp3-320", ...(trackId ? { trackId } : {}) },
  });
const outNow = () => server.mail.filter((message) => message.subject === "Pre Release is out now");

beforeAll(async () => {
  server = await createTestServer("pglite", { releaseClock });
  await publishTestSite(server);
  editor = await createTestEditor(server, server.profile.id);
  const urls = [
    await uploadMaster(server, editor.headers, "Now.wav", toneWav(3)),
    await uploadMaster(server, editor.headers, "Later.wav", toneWav(3)),
  ];
  release = await publishRelease(server, editor.headers, {
    title: "Pre Release",
    releasedAt: releaseDate,
    tracks: [
      { title: "Now", url: urls[0] ?? "", listen: "full", instantGrat: true },
      { title: "Later", url: urls[1] ?? "", listen: "full" },
    ],
  });
  const [instant, later] = release.variants[0]?.tracks ?? [];
  Object.assign(tracks, { instant: instant?.id, later: later?.id });
  buyer = await createFan(server, server.profile.id);
  await buy(server, buyer, release);
}, 60_000);
afterAll(() => server.close());

describe("a pre-order bought before the release date", () => {
  it("is in the library as pre-ordered, with its date; only the instant-grat track plays", async () => {
    expect(release.releasedAt).toBe(releaseDate);
    expect(release.variants[0]?.tracks[0]?.instantGrat).toBe(true);
    const [owned] = (await library(buyer.headers)).releases;
    expect(owned).toMatchObject({ productId: release.id, preOrderDate: releaseDate });
    expect(owned?.tracks[0]?.url).toEqual(expect.any(String));
    expect(owned?.tracks[0]?.locked).toBeUndefined();
    expect(owned?.tracks[1]).toMatchObject({ url: null, locked: true });
  });

  it("streams the instant-grat track in full, the other as a preview only, whatever the client is", async () => {
    expect(((await stream(tracks.instant, buyer.headers)).json() as TrackStream).kind).toBe("full");
    const later = await stream(tracks.later, buyer.headers);
    expect(later.statusCode === 409 || (later.json() as TrackStream).kind === "preview", later.body).toBe(true);
    // A visitor gets no full copy of it either, though the artist lets visitors hear it whole once out.
    const visitor = await stream(tracks.later, {});
    expect(visitor.statusCode === 409 || (visitor.json() as TrackStream).kind === "preview", visitor.body).toBe(true);
    // The artist's own editor hears everything.
    expect(((await stream(tracks.later, editor.headers)).json() as TrackStream).kind).toBe("full");
  });

  it("downloads the instant-grat track, never the other nor the whole release", async () => {
    expect((await download(tracks.instant, buyer.headers)).statusCode).toBe(200);
    const later = await download(tracks.later, buyer.headers);
    expect(later.statusCode).toBe(403);
    expect(later.json()).toMatchObject({ code: "not_released_yet" });
    expect((await download(null, buyer.headers)).statusCode).toBe(403);
  });

  it("keeps the paid order waiting: the job before the date delivers nothing", async () => {
    expect(await deliverPreOrders(server.context, releaseClock)).toEqual([]);
    expect(outNow()).toHaveLength(0);
    const [order] = await server.context.db.query<{ id: string; status: string }>(
      "SELECT o.id, o.status FROM orders o WHERE o.account_id = $1",
      [buyer.account.id],
    );
    expect(order?.status).toBe("paid");
  });
});

describe("on the release date", () => {
  it("delivers each line once and mails once, even run twice; the order is delivered", async () => {
    releaseClock.advance(10 * DAY + 60_000);
    const delivered = await deliverPreOrders(server.context, releaseClock);
    expect(delivered).toEqual([expect.objectContaining({ productId: release.id, title: "Pre Release" })]);
    expect(await deliverPreOrders(server.context, releaseClock)).toEqual([]);
    expect(outNow()).toHaveLength(1);
    expect(outNow()[0]).toMatchObject({ to: buyer.account.email });
    expect(outNow()[0]?.text).toContain("/account");
    expect((await findOrderById(server.context.db, delivered[0]?.orderId ?? ""))?.status).toBe("delivered");
  });

  it("opens every track and the whole release to the buyer", async () => {
    const [owned] = (await library(buyer.headers)).releases;
    expect(owned?.preOrderDate).toBeUndefined();
    expect(owned?.tracks.every((track) => track.url !== null && !track.locked)).toBe(true);
    expect(((await stream(tracks.later, buyer.headers)).json() as TrackStream).kind).toBe("full");
    expect((await download(null, buyer.headers)).statusCode).toBe(200);
  });
});

describe("bundles: merch that includes a release's download", () => {
  const merchBody = (includesProductId: string | null) => ({
    title: "Tote with download",
    artist: "Salt & Static",
    category: "Merch",
    status: "published",
    includesProductId,
    variants: [{ price: 20, tracks: [] }],
  });
  const saveMerch = (includesProductId: string | null) =>
    server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/releases`,
      headers: editor.headers,
      payload: merchBody(includesProductId),
    });

  it("refuses another artist's release, or an include on a music release", async () => {
    const others = await server.context.db.query<{ id: string }>(
      "INSERT INTO products (id, profile_id, title, artist, category, release_type) VALUES ('otherrelease1', $1, 'Theirs', 'Them', 'Music', 'single') RETURNING id",
      [server.otherProfile.id],
    );
    const refused = await saveMerch(others[0]?.id ?? "");
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain("own music releases");
    const onMusic = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/releases/${release.id}`,
      headers: editor.headers,
      payload: {
        title: "Pre Release",
        artist: "A",
        category: "Music",
        releaseType: "single",
        includesProductId: release.id,
        variants: [{ price: 1, tracks: [] }],
      },
    });
    expect(onMusic.statusCode).toBe(400);
  });

  it("puts the release in the buyer's library when the merch is paid, and takes it back on a refund", async () => {
    const saved = await saveMerch(release.id);
    expect(saved.statusCode, saved.body).toBe(201);
    const merch = saved.json() as StudioRelease;
    expect(merch.includes).toEqual({ productId: release.id, title: "Pre Release" });
    const page = await server.app.inject({ url: `/api/public/products/${merch.id}` });
    expect(page.json()).toMatchObject({ includes: { productId: release.id, title: "Pre Release" } });
    const fan = await createFan(server, server.profile.id);
    expect((await library(fan.headers)).releases).toEqual([]);
    const order = await buy(server, fan, merch);
    expect((await library(fan.headers)).releases.map((owned) => owned.productId)).toEqual([release.id]);
    expect(((await stream(tracks.later, fan.headers)).json() as TrackStream).kind).toBe("full");
    await refund(server, order);
    expect((await library(fan.headers)).releases).toEqual([]);
  });
});
