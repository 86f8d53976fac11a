import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../testing/releaseAudioTesting";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/** What Chromium sends for an `<img>`. */
const CHROMIUM_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

let server: TestServer;
let editor: { headers: Record<string, string> };
let photo: Buffer;

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  // A real photo-like picture: a gradient, so each format has something to compress.
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    pixels[index * 3] = index % width;
    pixels[index * 3 + 1] = Math.floor(index / width) % 256;
    pixels[index * 3 + 2] = 128;
  }
  photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(() => server.close());

/** A public upload, as the studio's media library makes one. */
const upload = (fileName: string, body: Buffer, contentType: string) =>
  uploadFile(server, editor.headers, fileName, body, contentType, { isPrivate: false });

function get(url: string, accept = CHROMIUM_ACCEPT) {
  return server.app.inject({ url, headers: { accept } });
}

const sizesFolder = () => join(server.context.config.dataDir, "media", "sizes", server.profile.id);
const storedSizes = () => (existsSync(sizesFolder()) ? readdirSync(sizesFolder()).filter((name) => !name.endsWith(".type")) : []);

describe("GET /media/… ?w= (issue 39: responsive images)", () => {
  it("sends a photo at the width asked, in the best format the browser takes, never wider than uploaded", async () => {
    const url = await upload("live.jpg", photo, "image/jpeg");

    const avif = await get(`${url}?w=640`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers).toMatchObject({
      "content-type": "image/avif",
      vary: "accept",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: "heif", width: 640, height: 360 });
    expect(avif.rawPayload.length).toBeLessThan(photo.length / 4);

    const webp = await get(`${url}?w=640`, "image/webp,*/*");
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640 });

    const jpeg = await get(`${url}?w=320`, "*/*");
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 180 });

    const widest = await get(`${url}?w=2560`, "image/webp");
    expect(await sharp(widest.rawPayload).metadata()).toMatchObject({ width: 1600, height: 900 });

    // Each size is made once and kept: asking again reads the stored copy.
    expect(storedSizes().filter((name) => name.includes("-live.jpg."))).toHaveLength(4);
    const again = await get(`${url}?w=640`);
    expect(again.rawPayload.equals(avif.rawPayload)).toBe(true);
    expect(storedSizes().filter((name) => name.includes("-live.jpg."))).toHaveLength(4);
  });

  it("makes one copy when many ask for the same size at once", async () => {
    const url = await upload("crowd.jpg", photo, "image/jpeg");
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`${url}?w=960`, "image/webp")));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.rawPayload.toString("base64"))).size).toBe(1);
    expect(storedSizes().filter((name) => name.includes("-crowd.jpg."))).toEqual([expect.stringMatching(/\.w960\.webp$/)]);
  });

  it("refuses a width it does not make, naming the parameter", async () => {
    const url = await upload("odd.jpg", photo, "image/jpeg");
    const answer = await get(`${url}?w=500`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("w");
    expect((await get(`${url}?w=99999999999`)).statusCode).toBe(400);
  });

  it("sends GIFs, SVGs and damaged photos as they are", async () => {
    const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(40, 1)]);
    const gifUrl = await upload("dance.gif", gif, "image/gif");
    const sentGif = await get(`${gifUrl}?w=320`);
    expect(sentGif.statusCode).toBe(200);
    expect(sentGif.rawPayload.equals(gif)).toBe(true);
    expect(sentGif.headers.vary).toBeUndefined();

    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("JFIF but nothing else")]);
    const damagedUrl = await upload("broken.jpg", damaged, "image/jpeg");
    const sentDamaged = await get(`${damagedUrl}?w=640`);
    expect(sentDamaged.statusCode).toBe(200);
    expect(sentDamaged.headers["content-type"]).toBe("image/jpeg");
    expect(sentDamaged.rawPayload.equals(damaged)).toBe(true);
  });

  it("makes a logo, SVG included, into square PNG icons, the picture whole on a clear ground", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#c33"/></svg>',
    );
    const logo = await upload("logo.svg", svg, "image/svg+xml");
    const icon = await get(`${logo}?icon=180`);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/png");
    const pixels = sharp(icon.rawPayload);
    expect(await pixels.metadata()).toMatchObject({ format: "png", width: 180, height: 180, hasAlpha: true });
    const { data } = await pixels.raw().toBuffer({ resolveWithObject: true });
    // The top row is clear (the wide logo is centred), the middle is the logo's red.
    expect(data[3]).toBe(0);
    const middle = (90 * 180 + 90) * 4;
    expect([data[middle], data[middle + 3]]).toEqual([0xcc, 255]);
    expect((await get(`${logo}?icon=33`)).statusCode).toBe(400);
  });

  it("deletes every size with its photo", async () => {
    const url = await upload("gone.jpg", photo, "image/jpeg");
    const created = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/media`,
      headers: editor.headers,
      payload: { url, size: photo.length, name: "gone.jpg", parent: "website", type: "image" },
    });
    expect(created.statusCode).toBe(201);
    await get(`${url}?w=320`);
    await get(`${url}?w=640`, "image/webp");
    expect(storedSizes().filter((name) => name.includes("-gone.jpg."))).toHaveLength(2);

    const { id } = created.json() as { id: string };
    const deleted = await server.app.inject({
      method: "DELETE",
      url: `/api/profiles/${server.profile.id}/media/${id}`,
      headers: editor.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(storedSizes().filter((name) => name.includes("-gone.jpg."))).toEqual([]);
    expect((await get(`${url}?w=320`)).statusCode).toBe(404);
  });
});
