import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscountCode } from "../../schema/api/discountCodes";
import { listAudit } from "../data/auditLog";
import { claimDiscountUse } from "../data/discountCodes";
import { createProduct } from "../data/products";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: Record<string, string>;
let viewer: Record<string, string>;
let theirs: Record<string, string>;
let shirtId: string;

beforeAll(async () => {
  server = await createTestServer();
  editor = (await createTestEditor(server, server.profile.id, "editor")).headers;
  viewer = (await createTestEditor(server, server.profile.id, "viewer")).headers;
  theirs = (await createTestEditor(server, server.otherProfile.id)).headers;
  shirtId = (
    await createProduct(server.context.db, {
      profileId: server.profile.id,
      title: "Shirt",
      artist: "A",
      category: "Merch",
      variants: [{ price: 20 }],
    })
  ).id;
}, 60_000);
afterAll(() => server.close());

const base = () => `/api/profiles/${server.profile.id}/discount-codes`;

async function call(method: "GET" | "POST" | "PUT", url: string, headers: Record<string, string>, payload?: object) {
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as DiscountCode & { code: string; reason?: string } };
}

describe("the studio's discount codes", () => {
  it("are made by editors, read by viewers with their uses and status, and audited", async () => {
    const made = await call("POST", base(), editor, { code: "fall-20", kind: "percent", amount: 20, appliesTo: "store" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: "FALL-20", status: "active", uses: 0, oncePerFan: true, usageLimit: null });
    const scheduled = await call("POST", base(), editor, {
      code: "SOON",
      kind: "fixed",
      amount: 500,
      appliesTo: "products",
      productIds: [shirtId],
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(scheduled.body).toMatchObject({ status: "scheduled", productIds: [shirtId] });
    const listed = (await server.app.inject({ url: base(), headers: viewer })).json() as DiscountCode[];
    expect(listed.map((each) => [each.code, each.status])).toEqual([
      ["SOON", "scheduled"],
      ["FALL-20", "active"],
    ]);
    expect((await call("POST", base(), viewer, { code: "NOPE", kind: "percent", amount: 5, appliesTo: "store" })).status).toBe(403);
    const audit = await listAudit(server.context.db, server.profile.id, { offset: 0, limit: 10 });
    expect(audit.data.map((entry) => [entry.action, entry.subject])).toContainEqual(["discount_code_created", "FALL-20"]);
  });

  it("refuses what the schema cannot: a percent over 100, no products, another artist's product, an end before the start, a code taken", async () => {
    const refusal = async (payload: object) => {
      const { status, body } = await call("POST", base(), editor, { kind: "percent", amount: 10, appliesTo: "store", ...payload });
      return [status, body.code, body.reason];
    };
    expect(await refusal({ code: "OVER", amount: 150 })).toEqual([400, "bad_request", "discountPercent"]);
    expect(await refusal({ code: "EMPTY", appliesTo: "products" })).toEqual([400, "bad_request", "discountProducts"]);
    expect(await refusal({ code: "FOREIGN", appliesTo: "products", productIds: ["notMine"] })).toEqual([
      400,
      "bad_request",
      "discountProducts",
    ]);
    expect(await refusal({ code: "BACKWARDS", startsAt: "2026-02-01T00:00:00Z", endsAt: "2026-01-01T00:00:00Z" })).toEqual([
      400,
      "bad_request",
      "discountDates",
    ]);
    expect(await refusal({ code: "Fall-20" })).toEqual([409, "discount_code_taken", "taken"]);
    expect((await refusal({ code: "x!" }))[0]).toBe(400);
  });

  it("edit all of an unused code, only dates and limits of a used one, and end one now", async () => {
    const made = await call("POST", base(), editor, { code: "EDITME", kind: "percent", amount: 10, appliesTo: "music" });
    const url = `${base()}/${made.body.id}`;
    expect((await call("PUT", url, editor, { code: "EDITME", kind: "percent", amount: 15, appliesTo: "music" })).body).toMatchObject({
      amount: 15,
    });
    await claimDiscountUse(server.context.db, { profileId: server.profile.id, codeId: made.body.id, orderId: "o-1", accountId: "fan-1" });
    const changed = await call("PUT", url, editor, { code: "EDITME", kind: "percent", amount: 50, appliesTo: "music" });
    expect([changed.status, changed.body.code, changed.body.reason]).toEqual([409, "discount_code_in_use", "used"]);
    const limited = await call("PUT", url, editor, { code: "EDITME", kind: "percent", amount: 15, appliesTo: "music", usageLimit: 100 });
    expect(limited.body).toMatchObject({ usageLimit: 100, uses: 1 });
    const ended = await call("POST", `${url}/end`, editor);
    expect(ended.body).toMatchObject({ status: "ended" });
    expect((await call("PUT", url, editor, { code: "EDITME", kind: "percent", amount: 15, appliesTo: "music" })).body).toMatchObject({
      code: "discount_code_in_use",
      reason: "ended",
    });
    const audit = await listAudit(server.context.db, server.profile.id, { offset: 0, limit: 10 });
    expect(audit.data.map((entry) => [entry.action, entry.subject])).toContainEqual(["discount_code_ended", "EDITME"]);
  });

  it("never show or change another artist's codes", async () => {
    const mine = (await server.app.inject({ url: base(), headers: editor })).json() as DiscountCode[];
    const [first] = mine;
    if (!first) throw new Error("no code");
    const otherBase = `/api/profiles/${server.otherProfile.id}/discount-codes`;
    expect((await server.app.inject({ url: otherBase, headers: theirs })).json()).toEqual([]);
    expect((await server.app.inject({ url: base(), headers: theirs })).statusCode).toBe(403);
    expect((await call("POST", `${otherBase}/${first.id}/end`, theirs)).status).toBe(404);
    const edited = await call("PUT", `${otherBase}/${first.id}`, theirs, { code: "MINE", kind: "percent", amount: 99, appliesTo: "store" });
    expect([edited.status, edited.body.reason]).toEqual([404, "discountCode"]);
  });
});
