import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAudioFiles } from "../data/audioFiles";
import { createProduct } from "../data/products";
import { toneWav } from "../testing/audioFixtures";
import { createTestServer, type TestServer } from "../testing/testServer";
import { adoptTrackMasters } from "./adoptTrackMasters";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

describe("track audio stored before the pipeline (issue 32)", () => {
  it("is moved out of public storage, recorded and queued, once; its old address answers 404", async () => {
    const profileId = server.profile.id;
    const publicKey = `${profileId}/old-demo-track.wav`;
    const wav = toneWav(2);
    await server.context.storage.put(publicKey, Readable.from(wav), { contentType: "audio/wav", maxBytes: wav.length });
    const product = await createProduct(server.context.db, {
      profileId,
      title: "Before",
      artist: "A",
      category: "Music",
      releaseType: "single",
      variants: [
        {
          price: 1,
          tracks: [{ title: "Old", durationSeconds: 2, media: [{ type: "audio", url: `/media/${publicKey}`, name: "old.wav" }] }],
        },
      ],
    });
    expect((await server.app.inject({ url: `/media/${publicKey}` })).statusCode).toBe(200);

    expect(await adoptTrackMasters(server.context)).toBe(1);
    const [row] = await server.context.db.query<{ media: { url: string }[] }>(
      "SELECT t.media FROM tracks t JOIN product_variants v ON v.id = t.variant_id WHERE v.product_id = $1",
      [product.id],
    );
    const url = row?.media[0]?.url ?? "";
    expect(url).toMatch(new RegExp(`^/media/private/${profileId}/.+-old-demo-track\\.wav$`));
    expect((await server.app.inject({ url: `/media/${publicKey}` })).statusCode).toBe(404);
    const key = url.replace("/media/", "");
    expect((await findAudioFiles(server.context.db, profileId, [key])).get(key)).toMatchObject({
      format: "WAV",
      lossless: true,
      state: "queued",
      size: wav.length,
      durationSeconds: 2,
    });
    // Nothing is left to adopt.
    expect(await adoptTrackMasters(server.context)).toBe(0);
  });
});
