import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Library } from "../../schema/api/library";
import type { Product } from "../../schema/entities/catalogue";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let album: Product;
let archived: Product;

beforeAll(async () => {
  server = await createTestServer();
  const profileId = server.profile.id;
  const track = (title: string) => ({
    title,
    durationSeconds: 180,
    media: [{ type: "audio" as const, url: `/media/private/${profileId}/abc-${title}.wav`, name: `${title}.wav` }],
  });
  album = await createProduct(server.context.db, {
    profileId,
    title: "Owned Album",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 5, tracks: [track("one"), track("two")] }],
  });
  // Each master read and processed, as the pipeline leaves it: a streaming copy beside it.
  for (const title of ["one", "two", "three"]) {
    const key = `private/${profileId}/abc-${title}.wav`;
    await server.context.db.query(
      `INSERT INTO audio_files (storage_key, profile_id, format, duration_seconds, size, lossless, state, stream_key)
       VALUES ($1, $2, 'WAV', 180, 1000, true, 'ready', $3)`,
      [key, profileId, `${key}.stream.m4a`],
    );
  }
  archived = await createProduct(server.context.db, {
    profileId,
    title: "Gone From The Shop",
    artist: "A",
    category: "Music",
    releaseType: "single",
    status: "archived",
    variants: [{ price: 1, tracks: [track("three")] }],
  });
}, 60_000);
afterAll(() => server.close());

/** A paid order of these products by this fan; `gift` buys them for someone else. */
async function buy(fan: Awaited<ReturnType<typeof createFan>>, products: Product[], { gift = false } = {}) {
  const { order } = await createOrder(server.context.db, {
    profileId: server.profile.id,
    accountId: fan.account.id,
    email: fan.account.email,
    idempotencyKey: newId().padEnd(20, "k"),
    lines: products.map((product) => ({
      productId: product.id,
      variantId: product.variants[0]?.id ?? "",
      title: product.title,
      priceCents: 100,
      gift: gift ? { name: "Bo", email: "bo@example.com", message: "" } : null,
    })),
    totalCents: 100 * products.length,
  });
  await moveOrder(server.context.db, order.id, "paid", "payment succeeded");
  return order;
}

const library = async (headers: Record<string, string>) => {
  const response = await server.app.inject({ url: "/api/public/library", headers });
  return { status: response.statusCode, body: response.json() as Library };
};

describe("the fan's library (issue 18)", () => {
  it("holds what the fan bought, an archived release too, each track with a signed link to its streaming copy, never its master", async () => {
    const fan = await createFan(server, server.profile.id);
    await buy(fan, [album]);
    await buy(fan, [archived]);
    const { body } = await library(fan.headers);
    expect(body.releases.map((release) => release.title)).toEqual(["Gone From The Shop", "Owned Album"]);
    const tracks = body.releases[1]?.tracks ?? [];
    expect(tracks.map((track) => [track.title, track.fileName, track.durationSeconds])).toEqual([
      ["one", "one.wav", 180],
      ["two", "two.wav", 180],
    ]);
    expect(tracks[0]?.url).toMatch(/^\/media\/private\/.+\.wav\.stream\.m4a\?expires=\d+&signature=/);
    // A WAV master offers every format, lossless ones too.
    expect(body.releases[1]?.formats.map((format) => format.label)).toEqual([
      "MP3 320",
      "MP3 V0",
      "FLAC",
      "ALAC",
      "AAC 256",
      "Ogg Vorbis",
      "WAV",
      "AIFF",
    ]);
  });

  it("leaves out gifts the fan sent, refunded orders, and other fans' purchases; visitors are asked to log in", async () => {
    const giver = await createFan(server, server.profile.id);
    await buy(giver, [album], { gift: true });
    expect((await library(giver.headers)).body.releases).toEqual([]);
    const refunded = await createFan(server, server.profile.id);
    const order = await buy(refunded, [album]);
    expect((await library(refunded.headers)).body.releases).toHaveLength(1);
    await moveOrder(server.context.db, order.id, "cancelled", "refund");
    expect((await library(refunded.headers)).body.releases).toEqual([]);
    const stranger = await createFan(server, server.profile.id);
    expect((await library(stranger.headers)).body.releases).toEqual([]);
    expect((await library({})).status).toBe(401);
    const otherArtistsFan = await createFan(server, server.otherProfile.id);
    expect((await library(otherArtistsFan.headers)).status).toBe(401);
  });
});
