import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformImportResult, PlatformImportSummary } from "../../schema/api/platformImports";
import { MAX_PLATFORM_IMPORT_ROWS } from "../../schema/api/platformImports";
import { createEmailList, listSubscribers } from "../data/emailLists";
import { suppressionOf } from "../data/suppressions";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/** Imports from other platforms in the studio (issue 40, item 3): previewed, run, listed, undone; owners only. */
let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
let listId: string;
const base = () => `/api/profiles/${server.profile.id}/imports`;
const sample = (name: string) => readFileSync(new URL(`../imports/samples/${name}`, import.meta.url), "utf8");

beforeAll(async () => {
  server = await createTestServer("pglite");
  owner = await createTestEditor(server, server.profile.id);
  listId = (await createEmailList(server.context.db, server.profile.id, "Imported")).id;
}, 60_000);
afterAll(() => server.close());

const post = (payload: object, headers = owner.headers, url = base()) => server.app.inject({ method: "POST", url, headers, payload });

describe("platform imports in the studio", () => {
  it("previews a Mailchimp export without writing, runs it, lists it and undoes it", async () => {
    const csv = sample("mailchimp-unsubscribed.csv");
    const preview = await post({ csv: sample("mailchimp-subscribed.csv"), emailListId: listId, run: false });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<PlatformImportResult>()).toMatchObject({
      platform: "mailchimp",
      rows: 4,
      counts: { people: 3, newSubscribers: 3, suppressed: 0 },
      problems: [{ row: 5, message: '"not-an-address" is not an email address.' }],
      importId: null,
    });
    expect(await listSubscribers(server.context.db, server.profile.id, listId)).toEqual([]);

    const started = await post({ csv, platform: "mailchimp", emailListId: listId, run: true });
    // Accepted: its rows are written by a job (here at once, before the answer), the list showing progress.
    expect(started.statusCode).toBe(202);
    const ran = started.json<PlatformImportResult>();
    expect(ran).toMatchObject({ counts: { suppressed: 1 }, importId: expect.any(String) });
    expect(await suppressionOf(server.context.db, server.profile.id, "left@example.com")).toBe("unsubscribed");
    const listed = (await server.app.inject({ url: base(), headers: owner.headers })).json<PlatformImportSummary[]>();
    expect(listed).toMatchObject([
      {
        id: ran.importId,
        platform: "mailchimp",
        runBy: expect.stringContaining("Test Editor"),
        undoneAt: null,
        processed: expect.any(Number),
        finishedAt: expect.any(String),
      },
    ]);

    const undone = await server.app.inject({ method: "POST", url: `${base()}/${ran.importId}/undo`, headers: owner.headers });
    expect(undone.json<PlatformImportSummary>()).toMatchObject({ id: ran.importId, undoneAt: expect.any(String) });
    expect(await suppressionOf(server.context.db, server.profile.id, "left@example.com")).toBeNull();
    const again = await server.app.inject({ method: "POST", url: `${base()}/${ran.importId}/undo`, headers: owner.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "import_not_undoable" });
  });

  it("refuses a file it cannot read, with stable codes", async () => {
    const unknown = await post({ csv: "a,b\n1,2\n", run: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "import_format_unknown" });
    const wrong = await post({ csv: sample("substack-subscribers.csv"), platform: "patreon", run: false });
    expect(wrong.json()).toMatchObject({
      code: "import_columns_missing",
      message: 'This file is not a Patreon export: it has no "name", "patron status", "pledge amount", "tier" column.',
    });
    const long = `email,active_subscription,expiry,plan,email_disabled,created_at\n${"a@example.com,false,,,false,\n".repeat(MAX_PLATFORM_IMPORT_ROWS + 1)}`;
    const tooLong = await post({ csv: long, run: false });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: "bad_request", reason: "importTooLong" });
  });

  it("keeps another artist's lists and imports out of reach, and imports for owners only", async () => {
    const otherOwner = await createTestEditor(server, server.otherProfile.id);
    const otherList = await post(
      { csv: sample("substack-subscribers.csv"), emailListId: listId, run: false },
      otherOwner.headers,
      `/api/profiles/${server.otherProfile.id}/imports`,
    );
    expect(otherList.statusCode).toBe(404);
    const ran = (await post({ csv: sample("substack-subscribers.csv"), emailListId: listId, run: true })).json<PlatformImportResult>();
    const otherUndo = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.otherProfile.id}/imports/${ran.importId}/undo`,
      headers: otherOwner.headers,
    });
    expect(otherUndo.statusCode).toBe(404);
    const editor = await createTestEditor(server, server.profile.id, "editor");
    expect((await post({ csv: sample("substack-subscribers.csv"), run: false }, editor.headers)).statusCode).toBe(403);
  });
});
