import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformImportResult, PlatformImportSummary } from "../../schema/api/platformImports";
import { eraseAccount } from "../data/accountErasure";
import { findAccountByEmail } from "../data/accounts";
import { listImportedPurchases } from "../data/importedPurchases";
import { createProduct } from "../data/products";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/**
 * A Bandcamp sales report (issue 40, item 3): its buyers become fans with their purchase history,
 * as imported, unpaid history (never an order), matched to the artist's releases and tracks by
 * title where possible; the same report twice is written once; undone as a whole.
 */
let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
let album: { id: string };
let bSides: { id: string };
const base = () => `/api/profiles/${server.profile.id}/imports`;
const csv = readFileSync(new URL("../imports/samples/bandcamp-sales.csv", import.meta.url), "utf8");
const post = (payload: object) => server.app.inject({ method: "POST", url: base(), headers: owner.headers, payload });
const count = async (sql: string) =>
  (await server.context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, [server.profile.id]))[0]?.n;
const history = () => listImportedPurchases(server.context.db, server.profile.id, { search: "", offset: 0, limit: 50 });

beforeAll(async () => {
  server = await createTestServer("pglite");
  owner = await createTestEditor(server, server.profile.id);
  const release = { profileId: server.profile.id, artist: "Very Cool Band", category: "Music" as const };
  album = await createProduct(server.context.db, {
    ...release,
    title: "greatest hits ",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  bSides = await createProduct(server.context.db, {
    ...release,
    title: "B-Sides",
    releaseType: "album",
    variants: [{ price: 5, tracks: [{ title: "Single" }, { title: "Other" }] }],
  });
}, 180_000);
afterAll(() => server.close());

describe("a Bandcamp sales report import", () => {
  it("previews its buyers, purchases and problems, writing nothing", async () => {
    const preview = await post({ csv, run: false });
    expect(preview.json<PlatformImportResult>()).toMatchObject({
      platform: "bandcampSales",
      rows: 5,
      counts: { people: 2, newFans: 2, purchases: 3, memberships: 0, newSubscribers: 0 },
      problems: [{ row: 5, message: 'The amount "abc" is not a number.' }],
      importId: null,
      tiers: [],
    });
    expect(await count("imported_purchases WHERE profile_id = $1")).toBe(0);
    expect(await findAccountByEmail(server.context.db, server.profile.id, "chris@example.com")).toBeNull();
  });

  it("writes buyers as fans and their purchases as imported history, never orders nor mail, once however often it runs, and undoes it", async () => {
    const sentBefore = server.mail.length;
    const ordersBefore = await count("orders WHERE profile_id = $1");
    const started = await post({ csv, run: true });
    expect(started.statusCode).toBe(202);
    const first = started.json<PlatformImportResult>().importId as string;

    const chris = await findAccountByEmail(server.context.db, server.profile.id, "chris@example.com");
    expect(chris).toMatchObject({ passwordHash: "", account: { membership: { membershipTierId: null } } });
    const { total, data } = await history();
    expect(total).toBe(3);
    // Matched by title: the album (case and spaces aside), the track sold alone with its release; the shirt kept as text.
    expect(
      data
        .map((each) => [each.email, each.itemName, each.productId, each.amountCents, each.currency])
        .sort((a, b) => `${a[1]}`.localeCompare(`${b[1]}`)),
    ).toEqual([
      ["chris@example.com", "Greatest Hits", album.id, 1099, "USD"],
      ["dana@example.com", "Single", bSides.id, 200, "EUR"],
      ["chris@example.com", "Tour Shirt", null, 2000, "USD"],
    ]);
    // History only: no order (so no revenue, payout, fulfilment, receipt or webhook), no email.
    expect(await count("orders WHERE profile_id = $1")).toBe(ordersBefore);
    expect(server.mail.length).toBe(sentBefore);

    const again = await post({ csv, run: true });
    expect(again.json<PlatformImportResult>().counts).toMatchObject({ newFans: 0, existingFans: 2 });
    const second = again.json<PlatformImportResult>().importId as string;
    expect((await history()).total).toBe(3);
    expect(await count("accounts WHERE profile_id = $1 AND email IN ('chris@example.com', 'dana@example.com')")).toBe(2);

    // Undoing the second changes nothing (it wrote nothing new); undoing the first takes the history and the fans it made.
    const undoSecond = await server.app.inject({ method: "POST", url: `${base()}/${second}/undo`, headers: owner.headers });
    expect(undoSecond.json<PlatformImportSummary>()).toMatchObject({ kept: { fans: 0, memberships: 0 } });
    expect((await history()).total).toBe(3);
    const undone = await server.app.inject({ method: "POST", url: `${base()}/${first}/undo`, headers: owner.headers });
    expect(undone.json<PlatformImportSummary>()).toMatchObject({ undoneAt: expect.any(String), kept: { fans: 0, memberships: 0 } });
    expect((await history()).total).toBe(0);
    expect(await findAccountByEmail(server.context.db, server.profile.id, "chris@example.com")).toBeNull();
    expect(await findAccountByEmail(server.context.db, server.profile.id, "dana@example.com")).toBeNull();
  });

  it("lists the history in Orders, marked imported, a viewer reading no address, another artist none of it", async () => {
    await post({ csv, run: true });
    const url = (profileId: string, query = "") => `/api/profiles/${profileId}/orders/imported${query}`;
    const listed = await server.app.inject({ url: url(server.profile.id, "?search=chris"), headers: owner.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 2, data: [{ platform: "bandcampSales", email: "chris@example.com" }, {}] });
    const viewer = await createTestEditor(server, server.profile.id, "viewer");
    const seen = (await server.app.inject({ url: url(server.profile.id), headers: viewer.headers })).json<{ data: { email: string }[] }>();
    expect(seen.data.map((each) => each.email)).toEqual(["hidden", "hidden", "hidden"]);
    expect((await server.app.inject({ url: url(server.profile.id, "?search=chris"), headers: viewer.headers })).statusCode).toBe(403);
    const other = await createTestEditor(server, server.otherProfile.id);
    expect((await server.app.inject({ url: url(server.otherProfile.id), headers: other.headers })).json()).toEqual({ total: 0, data: [] });
    expect((await server.app.inject({ url: url(server.otherProfile.id), headers: owner.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ url: url(server.profile.id, "?limit=1000"), headers: owner.headers })).statusCode).toBe(400);

    // A buyer who deletes their account here takes the history naming them with it.
    const chris = await findAccountByEmail(server.context.db, server.profile.id, "chris@example.com");
    await eraseAccount(server.context.db, server.profile.id, chris?.account.id as string);
    expect((await history()).data.map((each) => each.email)).toEqual(["dana@example.com"]);
  });
});
