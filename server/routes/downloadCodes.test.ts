import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeBatch, CodeList } from "../../schema/api/downloadCodes";
import type { Library } from "../../schema/api/library";
import type { Product } from "../../schema/entities/catalogue";
import { createCodeBatch } from "../data/codeBatches";
import { createProduct } from "../data/products";
import { generateCodeBatch } from "../downloadCodes/codeBatchWork";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let album: Product;
let merch: Product;
let elsewhere: Product;
let owner: Record<string, string>;
let viewer: Record<string, string>;

const release = (profileId: string, title: string, category: "Music" | "Merch" = "Music") =>
  createProduct(server.context.db, {
    profileId,
    title,
    artist: "A",
    category,
    ...(category === "Music" ? { releaseType: "album" as const } : {}),
    variants: [{ price: 5, tracks: [] }],
  });

beforeAll(async () => {
  server = await createTestServer();
  album = await release(server.profile.id, "Coded Album");
  merch = await release(server.profile.id, "Tour Shirt", "Merch");
  elsewhere = await release(server.otherProfile.id, "Their Album");
  owner = (await createTestEditor(server, server.profile.id, "owner")).headers;
  viewer = (await createTestEditor(server, server.profile.id, "viewer")).headers;
}, 60_000);
afterAll(() => server.close());

const studio = (path: string) => `/api/profiles/${server.profile.id}${path}`;

async function newBatch(size: number, name = "Merch table"): Promise<CodeBatch> {
  const response = await server.app.inject({
    method: "POST",
    url: studio("/download-codes"),
    headers: owner,
    payload: { productId: album.id, size, name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CodeBatch;
}

async function codesOf(batch: CodeBatch): Promise<string[]> {
  const response = await server.app.inject({ url: studio(`/download-codes/${batch.id}/codes`), headers: owner });
  expect(response.statusCode, response.body).toBe(200);
  // The cards name the artist's own address, whatever host the studio was asked on.
  expect((response.json() as CodeList).redeemUrl).toMatch(/^http:\/\/[a-z0-9-]+\.localhost(:\d+)?\/redeem$/);
  return (response.json() as CodeList).codes.map((row) => row.code);
}

const redeem = (headers: Record<string, string>, code: string) =>
  server.app.inject({ method: "POST", url: "/api/public/download-codes/redeem", headers, payload: { code } });

async function libraryTitles(headers: Record<string, string>): Promise<string[]> {
  const response = await server.app.inject({ url: "/api/public/library", headers });
  return (response.json() as Library).releases.map((release) => release.title);
}

describe("download code batches in the studio", () => {
  it("makes a small batch at once, lists it with its counts, and gives its codes as CSV without fans", async () => {
    const batch = await newBatch(3);
    expect(batch).toMatchObject({
      productId: album.id,
      title: "Coded Album",
      size: 3,
      generated: 3,
      redeemed: 0,
      state: "ready",
      voidedAt: null,
    });
    const codes = await codesOf(batch);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const list = await server.app.inject({ url: studio("/download-codes"), headers: viewer });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: batch.id, generated: 3 }] });
    const csv = await server.app.inject({ url: studio(`/download-codes/${batch.id}/codes.csv`), headers: owner });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("code,redeemed,redeemed_at");
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(["no", "no", "no"]);
    expect(lines[1]).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2},no,$/);
  });

  it("refuses merch, another artist's release, and a batch past 10,000", async () => {
    for (const productId of [merch.id, elsewhere.id]) {
      const response = await server.app.inject({
        method: "POST",
        url: studio("/download-codes"),
        headers: owner,
        payload: { productId, size: 5, name: "x" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "bad_request", reason: "codeRelease" });
    }
    const tooMany = await server.app.inject({
      method: "POST",
      url: studio("/download-codes"),
      headers: owner,
      payload: { productId: album.id, size: 10_001, name: "x" },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("makes a large batch through its job, and has nothing to export while it is being made", async () => {
    const large = await newBatch(600, "Festival");
    expect(large).toMatchObject({ size: 600, generated: 600, state: "ready" });
    expect(new Set(await codesOf(large)).size).toBe(600);
    const pending = await createCodeBatch(server.context.db, server.profile.id, { productId: album.id, size: 2, name: "Later" });
    if (!pending) throw new Error("no batch");
    const early = await server.app.inject({ url: studio(`/download-codes/${pending}/codes.csv`), headers: owner });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "download_code_batch_state", reason: "generating" });
    await generateCodeBatch(server.context.db, pending);
    // Run twice (a retried job), the batch stays its size.
    await generateCodeBatch(server.context.db, pending);
    const ready = await server.app.inject({ url: studio(`/download-codes/${pending}/codes`), headers: owner });
    expect((ready.json() as CodeList).codes).toHaveLength(2);
  });

  it("records making, voiding and exporting in the audit log", async () => {
    const rows = await server.context.db.query<{ action: string }>("SELECT action FROM audit_events WHERE profile_id = $1", [
      server.profile.id,
    ]);
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(["download_codes_created", "download_codes_exported"]));
  });
});

describe("redeeming a download code", () => {
  it("puts the release in the fan's library, once, whatever the case and dashes typed", async () => {
    const [code = ""] = await codesOf(await newBatch(2));
    const fan = await createFan(server, server.profile.id);
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const first = await redeem(fan.headers, typed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ productId: album.id, title: "Coded Album", outcome: "redeemed" });
    expect(await libraryTitles(fan.headers)).toContain("Coded Album");
    const again = await redeem(fan.headers, code);
    expect(again.json()).toMatchObject({ outcome: "redeemedBefore" });
    const someoneElse = await createFan(server, server.profile.id);
    const taken = await redeem(someoneElse.headers, code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "download_code_used", message: "This code has already been used." });
    expect(await libraryTitles(someoneElse.headers)).not.toContain("Coded Album");
  });

  it("leaves a second code unused when the fan has the release already, for someone else to redeem", async () => {
    const [first = "", second = ""] = await codesOf(await newBatch(2, "Pair"));
    const fan = await createFan(server, server.profile.id);
    expect((await redeem(fan.headers, first)).json()).toMatchObject({ outcome: "redeemed" });
    expect((await redeem(fan.headers, second)).json()).toMatchObject({ outcome: "alreadyOwned", title: "Coded Album" });
    const friend = await createFan(server, server.profile.id);
    expect((await redeem(friend.headers, second)).json()).toMatchObject({ outcome: "redeemed" });
  });

  it("answers another artist's code as it answers a code never made", async () => {
    const theirs = await createCodeBatch(server.context.db, server.otherProfile.id, { productId: elsewhere.id, size: 1, name: "Theirs" });
    if (!theirs) throw new Error("no batch");
    await generateCodeBatch(server.context.db, theirs);
    const [row] = await server.context.db.query<{ code: string }>("SELECT code FROM download_codes WHERE batch_id = $1", [theirs]);
    const fan = await createFan(server, server.profile.id);
    for (const code of [row?.code ?? "", "ZZZZ-ZZZZ-ZZ", "short"]) {
      const response = await redeem(fan.headers, code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: "download_code_unknown",
        message: expect.stringContaining("We don't recognise this code"),
      });
    }
    expect(await libraryTitles(fan.headers)).toEqual([]);
  });

  it("refuses a visitor who is not signed in", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/public/download-codes/redeem",
      payload: { code: "ABCD-EFGH-JK" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("stops a voided batch's unredeemed codes, and leaves redeemed ones owned", async () => {
    const batch = await newBatch(2, "Lost box");
    const [kept = "", stopped = ""] = await codesOf(batch);
    const early = await createFan(server, server.profile.id);
    expect((await redeem(early.headers, kept)).statusCode).toBe(200);
    const voided = await server.app.inject({ method: "POST", url: studio(`/download-codes/${batch.id}/void`), headers: owner });
    expect(voided.json()).toMatchObject({ redeemed: 1, voidedAt: expect.any(String) });
    const late = await createFan(server, server.profile.id);
    const refused = await redeem(late.headers, stopped);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: "download_code_void", message: "This code is no longer valid." });
    expect(await libraryTitles(early.headers)).toContain("Coded Album");
    expect((await redeem(early.headers, kept)).json()).toMatchObject({ outcome: "redeemedBefore" });
    const twice = await server.app.inject({ method: "POST", url: studio(`/download-codes/${batch.id}/void`), headers: owner });
    expect(twice.json()).toMatchObject({ code: "download_code_batch_state", reason: "voided" });
  });

  it("lists who redeemed a batch's codes, hiding their addresses from viewers", async () => {
    const batch = await newBatch(1, "Press");
    const [code = ""] = await codesOf(batch);
    const fan = await createFan(server, server.profile.id);
    await redeem(fan.headers, code);
    const url = studio(`/download-codes/${batch.id}/redemptions`);
    const asOwner = await server.app.inject({ url, headers: owner });
    expect(asOwner.json()).toMatchObject({ redemptions: [{ email: fan.account.email, code: expect.stringMatching(/^.{4}-.{4}-.{2}$/) }] });
    const asViewer = await server.app.inject({ url, headers: viewer });
    expect(asViewer.json()).toMatchObject({ redemptions: [{ email: "hidden" }] });
    const csv = await server.app.inject({ url: studio(`/download-codes/${batch.id}/codes.csv`), headers: owner });
    expect(csv.body).not.toContain(fan.account.email);
    expect(csv.body).toContain(",yes,");
  });

  it("keeps a code used when its fan deletes their account, and a release with codes archived rather than deleted", async () => {
    const gone = await release(server.profile.id, "Pressed Single");
    const made = await server.app.inject({
      method: "POST",
      url: studio("/download-codes"),
      headers: owner,
      payload: { productId: gone.id, size: 1, name: "Single cards" },
    });
    const [code = ""] = await codesOf(made.json() as CodeBatch);
    const leaving = await createFan(server, server.profile.id);
    expect((await redeem(leaving.headers, code)).statusCode).toBe(200);
    await server.context.db.query("DELETE FROM accounts WHERE id = $1", [leaving.account.id]);
    const next = await createFan(server, server.profile.id);
    expect((await redeem(next.headers, code)).statusCode).toBe(409);
    const deleted = await server.app.inject({ method: "DELETE", url: studio(`/releases/${gone.id}`), headers: owner });
    expect(deleted.json()).toMatchObject({ outcome: "archived" });
  });

  it("never shows one artist's batches in another's studio", async () => {
    const theirOwner = await createTestEditor(server, server.otherProfile.id, "owner");
    const list = await server.app.inject({ url: `/api/profiles/${server.otherProfile.id}/download-codes`, headers: theirOwner.headers });
    expect((list.json() as { data: CodeBatch[] }).data.map((batch) => batch.name)).toEqual(["Theirs"]);
    const [mine] = (await server.app.inject({ url: studio("/download-codes"), headers: owner })).json().data as CodeBatch[];
    const path = `/api/profiles/${server.otherProfile.id}/download-codes/${mine?.id}`;
    for (const url of [`${path}/codes`, `${path}/codes.csv`, `${path}/redemptions`]) {
      expect((await server.app.inject({ url, headers: theirOwner.headers })).statusCode).toBe(404);
    }
    const voiding = await server.app.inject({ method: "POST", url: `${path}/void`, headers: theirOwner.headers });
    expect(voiding.statusCode).toBe(404);
  });
});

describe("redemption's rate limits", () => {
  let strict: TestServer;
  beforeAll(async () => {
    // A tenth of each limit: 2 tries per account, 6 per address, in 10 minutes.
    strict = await createTestServer("pglite", { config: { rateLimitFactor: 0.1 } });
  }, 60_000);
  afterAll(() => strict.close());

  const tryCode = (headers: Record<string, string>) =>
    strict.app.inject({ method: "POST", url: "/api/public/download-codes/redeem", headers, payload: { code: "ZZZZ-ZZZZ-ZZ" } });

  it("count every try, failed ones too, per account and then per client address", async () => {
    const fan = await createFan(strict, strict.profile.id);
    expect((await tryCode(fan.headers)).statusCode).toBe(404);
    expect((await tryCode(fan.headers)).statusCode).toBe(404);
    const third = await tryCode(fan.headers);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: "rate_limited" });
    // New accounts from the same address: the address's own limit (6) stops them.
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) statuses.push((await tryCode((await createFan(strict, strict.profile.id)).headers)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
