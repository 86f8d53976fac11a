import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveDocument } from "../data/documents";
import { createMediaItem } from "../data/media";
import { createPost } from "../data/posts";
import { mediaUrlOf, storageKeyFor } from "../storage/mediaKeys";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

const media = (profileId = server.profile.id) => `/api/profiles/${profileId}/media`;

/** A picture in the store and in the artist's library. */
async function picture(name: string) {
  const key = storageKeyFor(server.profile.id, `${name}-upload`, `${name}.png`);
  await server.context.storage.put(key, Readable.from([Buffer.from("png bytes")]), { contentType: "image/png", maxBytes: 100 });
  const item = await createMediaItem(server.context.db, server.profile.id, {
    url: mediaUrlOf(key),
    name: `${name}.png`,
    size: 9,
    parent: "website",
    type: "image",
  });
  return { item, key };
}

describe("the media library (issue 17)", () => {
  it("says where a file is used, and refuses to delete it there", async () => {
    const { item } = await picture("cover");
    await saveDocument(server.context.db, server.profile.id, {
      schemaVersion: 2,
      kind: "page",
      id: "about",
      title: "About us",
      path: "/about-us",
      root: { id: "root", type: "Container", props: { backgroundImage: item.url }, children: [] },
    } as never);
    await createPost(server.context.db, {
      profileId: server.profile.id,
      type: "image",
      caption: "Studio day",
      media: [{ id: "m1", url: item.url, type: "image", name: "cover.png", size: 9 }] as never,
    });
    const usages = await server.app.inject({ url: `${media()}/${item.id}/usages`, headers: editor.headers });
    expect(usages.json()).toEqual({
      usages: expect.arrayContaining([
        { kind: "page", title: "About us" },
        { kind: "post", title: "Studio day" },
      ]),
    });
    const refused = await server.app.inject({ method: "DELETE", url: `${media()}/${item.id}`, headers: editor.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This file is used by (the page "About us", the post "Studio day"|the post "Studio day", the page "About us"): take it out there first\.$/,
    );
  });

  it("deletes a file used nowhere, from the library and the store", async () => {
    const { item, key } = await picture("spare");
    expect((await server.app.inject({ url: `${media()}/${item.id}/usages`, headers: editor.headers })).json()).toEqual({ usages: [] });
    const deleted = await server.app.inject({ method: "DELETE", url: `${media()}/${item.id}`, headers: editor.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await server.context.storage.get(key)).toBeNull();
    const again = await server.app.inject({ method: "DELETE", url: `${media()}/${item.id}`, headers: editor.headers });
    expect(again.json()).toEqual({ code: "not_found", reason: "mediaItem", message: "Media item not found." });
  });

  it("is the artist's alone", async () => {
    const { item } = await picture("mine");
    expect((await server.app.inject({ method: "DELETE", url: `${media()}/${item.id}`, headers: otherEditor.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await server.app.inject({ method: "DELETE", url: `${media(server.otherProfile.id)}/${item.id}`, headers: otherEditor.headers }))
        .statusCode,
    ).toBe(404);
    expect((await server.app.inject({ url: `${media()}/${item.id}/usages`, headers: otherEditor.headers })).statusCode).toBe(403);
  });
});
