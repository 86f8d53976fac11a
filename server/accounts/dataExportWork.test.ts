import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestDataExport } from "../data/dataExports";
import type { Storage } from "../storage/storage";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import { buildDataExport, dataExportKey } from "./dataExportWork";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

describe("building a copy of a fan's data", () => {
  it("run twice (a job retried), stores one copy and mails one link", async () => {
    const fan = await createFan(server, server.profile.id);
    const id = await requestDataExport(server.context.db, server.profile.id, fan.account.id);
    await buildDataExport(server.context, id);
    await buildDataExport(server.context, id);
    expect(server.mail.filter((message) => message.to === fan.account.email)).toHaveLength(1);
    expect(await server.context.storage.get(dataExportKey(server.profile.id, id))).not.toBeNull();
  });

  it("leaves no file behind when the account is deleted while its zip is being stored", async () => {
    const fan = await createFan(server, server.profile.id);
    const id = await requestDataExport(server.context.db, server.profile.id, fan.account.id);
    const { storage, db } = server.context;
    // The fan deletes their account while the zip is on its way to the store.
    const racing: Storage = {
      ...storage,
      put: async (key, body, options) => {
        const written = await storage.put(key, body, options);
        await db.query("DELETE FROM accounts WHERE id = $1", [fan.account.id]);
        return written;
      },
    };
    await buildDataExport({ ...server.context, storage: racing }, id);
    expect(await storage.get(dataExportKey(server.profile.id, id))).toBeNull();
    expect(server.mail.filter((message) => message.to === fan.account.email)).toEqual([]);
  });
});
