import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimUpload, isUploadUnderWay } from "../data/uploads";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/** An upload cut off by a server that died (kill -9): its link can be used again, and its partial file goes. */
let server: TestServer;
let headers: Record<string, string>;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("the rest of an image")]);

beforeAll(async () => {
  server = await createTestServer();
  headers = (await createTestEditor(server, server.profile.id)).headers;
}, 60_000);
afterAll(() => server.close());

async function presign() {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers,
    payload: { fileName: "cut-off.png", profileId: server.profile.id },
  });
  const url = new URL(response.json().presignedUrl);
  const uploadId = url.pathname.split("/").pop() ?? "";
  const [row] = await server.context.db.query<{ storage_key: string }>("SELECT storage_key FROM uploads WHERE id = $1", [uploadId]);
  return { path: `${url.pathname}${url.search}`, uploadId, key: row?.storage_key ?? "" };
}

const put = (path: string) => server.app.inject({ method: "PUT", url: path, headers: { "content-type": "image/png" }, payload: PNG });

describe("an upload cut off by a dying server", () => {
  it("holds its link only while its lease lasts: 409 with Retry-After, then the link works again", async () => {
    const { path, uploadId } = await presign();
    // A PUT that started on a server which then died: it claimed the slot and never finished.
    expect(await claimUpload(server.context.db, server.profile.id, uploadId, "image/png", new Date())).not.toBeNull();
    const meanwhile = await put(path);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe("upload_in_use");
    expect(Number(meanwhile.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(meanwhile.headers["retry-after"])).toBeLessThanOrEqual(10);
    // The lease runs out, as it does when nothing renews it.
    await server.context.db.query("UPDATE uploads SET claimed_until = now() - interval '1 second' WHERE id = $1", [uploadId]);
    const retried = await put(path);
    expect(retried.statusCode).toBe(200);
    expect((await put(path)).statusCode).toBe(409);
    expect((await put(path)).json().message).toBe("This upload link was already used.");
  });

  it("leaves a partial file that is deleted once no upload is writing it", async () => {
    const { uploadId, key } = await presign();
    await claimUpload(server.context.db, server.profile.id, uploadId, "image/png", new Date());
    const partial = join(server.context.config.dataDir, "media", `${key}.partial`);
    mkdirSync(join(partial, ".."), { recursive: true });
    writeFileSync(partial, "half a file");
    const stillWriting = (storageKey: string) => isUploadUnderWay(server.context.db, storageKey);
    // While its lease lasts, another server may still be writing it.
    expect(await server.context.storage.removeStalePartials?.(stillWriting)).toBe(0);
    expect(existsSync(partial)).toBe(true);
    await server.context.db.query("UPDATE uploads SET claimed_until = now() - interval '1 second' WHERE id = $1", [uploadId]);
    expect(await server.context.storage.removeStalePartials?.(stillWriting)).toBe(1);
    expect(existsSync(partial)).toBe(false);
  });
});
