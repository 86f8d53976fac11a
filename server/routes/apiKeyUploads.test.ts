import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKeyScope, CreatedApiKey } from "../../schema/api/apiKeys";
import type { MediaItem } from "../../schema/entities/media";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/** A PNG's signature and a little more: what the upload's sniffing checks. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("IHDR and the rest of a tiny image"),
]);

let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
beforeAll(async () => {
  server = await createTestServer();
  owner = await createTestEditor(server, server.profile.id, "owner");
}, 60_000);
afterAll(() => server.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const presign = (key: string, profileId = server.profile.id) =>
  server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers: bearer(key),
    payload: { profileId, fileName: "cover.png" },
  });
const codeOf = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, (response.json() as { code: string }).code];

async function makeKey(scopes: ApiKeyScope[]): Promise<CreatedApiKey> {
  const response = await server.app.inject({
    method: "POST",
    url: `/api/profiles/${server.profile.id}/api-keys`,
    headers: owner.headers,
    payload: { name: "Uploader", scopes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CreatedApiKey;
}

describe("uploads with an API key (issue 40, item 5)", () => {
  it("a documents:write key uploads a file, puts it in the library, renames and deletes it, titles and deletes it", async () => {
    const { key } = await makeKey(["documents:write"]);
    const link = await presign(key);
    expect(link.statusCode, link.body).toBe(200);
    const { presignedUrl, remoteUrl } = link.json() as { presignedUrl: string; remoteUrl: string };
    const url = new URL(presignedUrl);
    const put = await server.app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "image/png" },
      payload: PNG,
    });
    expect(put.statusCode, put.body).toBe(200);
    const media = `/api/profiles/${server.profile.id}/media`;
    const added = await server.app.inject({
      method: "POST",
      url: media,
      headers: bearer(key),
      payload: { url: remoteUrl, size: 1, name: "Cover", parent: "website", type: "image" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json() as MediaItem;
    expect(item).toMatchObject({ url: remoteUrl, size: PNG.length, name: "Cover" });
    const served = await server.app.inject({ url: remoteUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const renamed = await server.app.inject({
      method: "PATCH",
      url: `${media}/${item.id}`,
      headers: bearer(key),
      payload: { title: "Front", alt: "The band on a pier" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await server.app.inject({ method: "DELETE", url: `${media}/${item.id}`, headers: bearer(key) })).statusCode).toBe(200);
  });

  it("refuses a key without documents:write, of another artist, revoked or made up, before any link is made", async () => {
    const reader = await makeKey(["catalogue:read", "orders:read"]);
    const refused = await presign(reader.key);
    expect(codeOf(refused)).toEqual([403, "api_key_scope"]);
    expect((refused.json() as { message: string }).message).toContain("documents:write");
    const writer = await makeKey(["documents:write"]);
    expect(codeOf(await presign(writer.key, server.otherProfile.id))).toEqual([403, "forbidden"]);
    const revoke = await server.app.inject({
      method: "DELETE",
      url: `/api/profiles/${server.profile.id}/api-keys/${writer.apiKey.id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect(codeOf(await presign(writer.key))).toEqual([401, "api_key_invalid"]);
    expect(codeOf(await presign("bk_live_madeUpButLongEnoughToLookReal"))).toEqual([401, "api_key_invalid"]);
    const count = await server.context.db.query<{ n: number }>("SELECT count(*)::int AS n FROM uploads WHERE profile_id = $1", [
      server.otherProfile.id,
    ]);
    expect(count[0]?.n).toBe(0);
  });

  it("says so in the OpenAPI document: the upload link takes a session or a key with documents:write", async () => {
    const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.paths["/api/uploads/presigned-url"]?.post?.security).toEqual([{ bearer: [] }, { apiKey: ["documents:write"] }]);
    expect(document.paths["/api/profiles/{profileId}/media"]?.post?.security).toEqual([{ bearer: [] }, { apiKey: ["documents:write"] }]);
  });
});
