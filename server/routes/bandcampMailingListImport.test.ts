import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformImportResult, PlatformImportSummary } from "../../schema/api/platformImports";
import { createEmailList, joinEmailList } from "../data/emailLists";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * A Bandcamp mailing-list export (issue 40, item 3) through the studio, as Mailchimp's and
 * Substack's are: previewed without writing, run as a job, its people subscribed as they were
 * there (confirmed, their names kept, no accounts made), an address already on the list left as it
 * was, and undone as a whole, taking exactly what it added.
 */
let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
let listId: string;
const base = () => `/api/profiles/${server.profile.id}/imports`;
const csv = readFileSync(new URL("../imports/samples/bandcamp-mailing-list.csv", import.meta.url), "utf8");
const post = (payload: object) => server.app.inject({ method: "POST", url: base(), headers: owner.headers, payload });

/** The list's subscribers as the database keeps them, with their consent. */
const subscribers = () =>
  server.context.db.query<{ email: string; first_name: string; last_name: string; status: string; confirmed: boolean }>(
    `SELECT email, first_name, last_name, status, confirmed_at IS NOT NULL AS confirmed FROM email_subscribers
     WHERE email_list_id = $1 ORDER BY email`,
    [listId],
  );
const count = async (sql: string) =>
  (await server.context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, [server.profile.id]))[0]?.n;

beforeAll(async () => {
  server = await createTestServer("pglite");
  owner = await createTestEditor(server, server.profile.id);
  listId = (await createEmailList(server.context.db, server.profile.id, "Bandcamp fans")).id;
  // Fan Two joined here already and has not confirmed yet: the import must neither confirm nor remove them.
  const joined = await joinEmailList(server.context.db, server.profile.id, listId, "fan.two@example.com", new Date());
  if (joined.outcome !== "joined") throw new Error(joined.outcome);
}, 60_000);
afterAll(() => server.close());

describe("a Bandcamp mailing-list import", () => {
  it("previews its people, the new subscribers and the repeated row, writing nothing", async () => {
    const before = await subscribers();
    const preview = await post({ csv, emailListId: listId, run: false });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<PlatformImportResult>()).toMatchObject({
      platform: "bandcampMailingList",
      rows: 3,
      counts: { people: 2, newSubscribers: 1, alreadySubscribed: 1, suppressed: 0, newFans: 0, purchases: 0 },
      problems: [{ row: 4, message: "fan.one@example.com is already in a row above." }],
      importId: null,
    });
    expect(await subscribers()).toEqual(before);
    expect(await count("platform_imports WHERE profile_id = $1")).toBe(0);
  });

  it("runs as a job that subscribes its people confirmed with their names, and is undone to the list as it was", async () => {
    const before = await subscribers();
    const accountsBefore = await count("accounts WHERE profile_id = $1");
    const mailBefore = server.mail.length;
    const started = await post({ csv, platform: "bandcampMailingList", emailListId: listId, run: true });
    expect(started.statusCode).toBe(202);
    const ran = started.json<PlatformImportResult>();
    expect(ran).toMatchObject({ platform: "bandcampMailingList", counts: { newSubscribers: 1 }, importId: expect.any(String) });

    // The job wrote every row (here before the answer) and the list says so.
    const [listed] = (await server.app.inject({ url: base(), headers: owner.headers })).json<PlatformImportSummary[]>();
    expect(listed).toMatchObject({ id: ran.importId, platform: "bandcampMailingList", total: 2, processed: 2, undoneAt: null });
    expect(listed?.finishedAt).toEqual(expect.any(String));
    // Subscribed there, so confirmed here (no confirmation mail); the one already here untouched.
    expect(await subscribers()).toEqual([
      { email: "fan.one@example.com", first_name: "Fan", last_name: "One", status: "confirmed", confirmed: true },
      ...before,
    ]);
    expect(before).toEqual([{ email: "fan.two@example.com", first_name: "", last_name: "", status: "pending", confirmed: false }]);
    // A mailing list brings subscribers, not fans: no account, no mail.
    expect(await count("accounts WHERE profile_id = $1")).toBe(accountsBefore);
    expect(server.mail.length).toBe(mailBefore);

    const undone = await server.app.inject({ method: "POST", url: `${base()}/${ran.importId}/undo`, headers: owner.headers });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<PlatformImportSummary>()).toMatchObject({ id: ran.importId, undoneAt: expect.any(String) });
    expect(await subscribers()).toEqual(before);
    const again = await server.app.inject({ method: "POST", url: `${base()}/${ran.importId}/undo`, headers: owner.headers });
    expect(again.json()).toMatchObject({ code: "import_not_undoable" });
  });
});
