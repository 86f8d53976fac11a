import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscountCodeInput } from "../../schema/api/discountCodes";
import type { Database } from "../db/database";
import { newId } from "../security/tokens";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import {
  claimDiscountUse,
  createDiscountCode,
  endDiscountCode,
  findUsableCode,
  listDiscountCodes,
  releaseDiscountUse,
  updateDiscountCode,
} from "./discountCodes";
import { moveOrder } from "./orderMoves";
import { createProfile } from "./profiles";

const input = (overrides: Partial<DiscountCodeInput> = {}): DiscountCodeInput => ({
  code: "summer",
  kind: "percent",
  amount: 10,
  appliesTo: "store",
  ...overrides,
});

describe.each(DATABASES_UNDER_TEST)("discount codes on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;
  let otherProfileId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Discount Artist")).id;
    otherProfileId = (await createProfile(db, "Other Artist")).id;
  }, 60_000);
  afterAll(() => dispose());

  async function newCode(overrides: Partial<DiscountCodeInput> = {}) {
    const created = await createDiscountCode(db, profileId, input(overrides));
    if (created === "taken") throw new Error("taken");
    return created;
  }

  it("stores a code upper-case, unique per artist whatever the case, and finds it only at its artist", async () => {
    const code = await newCode({ code: "Spring-10" });
    expect(code).toMatchObject({ code: "SPRING-10", uses: 0, status: "active", oncePerFan: true });
    expect(await createDiscountCode(db, profileId, input({ code: "spring-10" }))).toBe("taken");
    expect(await createDiscountCode(db, otherProfileId, input({ code: "spring-10" }))).not.toBe("taken");
    expect((await findUsableCode(db, profileId, " spring-10 "))?.id).toBe(code.id);
    expect(await findUsableCode(db, profileId, "nope")).toBeNull();
    expect((await listDiscountCodes(db, otherProfileId)).map((each) => each.code)).toEqual(["SPRING-10"]);
  });

  it("claims once per fan, counts active uses against the limit, and gives a use back on release", async () => {
    const code = await newCode({ code: "TWICE", usageLimit: 2 });
    const claim = (orderId: string, accountId: string) => claimDiscountUse(db, { profileId, codeId: code.id, orderId, accountId });
    expect(await claim("o1", "fan-a")).toEqual({ ok: true });
    expect(await claim("o1", "fan-a")).toEqual({ ok: true });
    expect(await claim("o2", "fan-a")).toEqual({ ok: false, refusal: { reason: "alreadyUsed" } });
    expect(await claim("o3", "fan-b")).toEqual({ ok: true });
    expect(await claim("o4", "fan-c")).toEqual({ ok: false, refusal: { reason: "usedUp" } });
    expect(await releaseDiscountUse(db, "o3")).toBe(1);
    expect(await releaseDiscountUse(db, "o3")).toBe(0);
    expect(await claim("o4", "fan-c")).toEqual({ ok: true });
    expect(await claimDiscountUse(db, { profileId: otherProfileId, codeId: code.id, orderId: "o5", accountId: "fan-d" })).toEqual({
      ok: false,
      refusal: { reason: "unknown" },
    });
  });

  it("lets N checkouts race for a limit of K and gives exactly K uses", async () => {
    const code = await newCode({ code: "RACE", usageLimit: 3 });
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        claimDiscountUse(db, { profileId, codeId: code.id, orderId: `race-${index}`, accountId: `racer-${index}` }),
      ),
    );
    expect(claims.filter((claim) => claim.ok)).toHaveLength(3);
    expect(claims.filter((claim) => !claim.ok).every((claim) => !claim.ok && claim.refusal.reason === "usedUp")).toBe(true);
    const listed = (await listDiscountCodes(db, profileId)).find((each) => each.id === code.id);
    expect(listed).toMatchObject({ uses: 3, status: "used_up" });
  });

  it("lets one fan's parallel checkouts hold one use of a once-per-fan code", async () => {
    const code = await newCode({ code: "ONCE" });
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        claimDiscountUse(db, { profileId, codeId: code.id, orderId: `once-${index}`, accountId: "same" }),
      ),
    );
    expect(claims.filter((claim) => claim.ok)).toHaveLength(1);
  });

  it("gives an order's use back when its payment fails or it is cancelled, and holds it again when paid after all", async () => {
    const code = await newCode({ code: "FOLLOWS", usageLimit: 1 });
    const orderId = newId();
    await db.query("INSERT INTO orders (id, profile_id, status, total_cents) VALUES ($1, $2, 'initiated_payment', 500)", [
      orderId,
      profileId,
    ]);
    const uses = async () => (await listDiscountCodes(db, profileId)).find((each) => each.id === code.id)?.uses;
    await claimDiscountUse(db, { profileId, codeId: code.id, orderId, accountId: "buyer" });
    expect(await uses()).toBe(1);
    await moveOrder(db, orderId, "payment_failed", "declined");
    expect(await uses()).toBe(0);
    await moveOrder(db, orderId, "paid", "paid on a second try");
    expect(await uses()).toBe(1);
    await moveOrder(db, orderId, "cancelled", "artist");
    expect(await uses()).toBe(0);
  });

  it("edits freely while unused, only dates and limits once used, and nothing once ended", async () => {
    const code = await newCode({ code: "EDIT" });
    const edited = await updateDiscountCode(db, profileId, code.id, input({ code: "EDIT", amount: 20 }));
    expect(edited).toMatchObject({ amount: 20 });
    await claimDiscountUse(db, { profileId, codeId: code.id, orderId: "edit-1", accountId: "fan" });
    expect(await updateDiscountCode(db, profileId, code.id, input({ code: "EDIT", amount: 30 }))).toBe("used");
    expect(await updateDiscountCode(db, profileId, code.id, input({ code: "EDIT", amount: 20, usageLimit: 5 }))).toMatchObject({
      usageLimit: 5,
    });
    expect(await updateDiscountCode(db, otherProfileId, code.id, input({ code: "EDIT" }))).toBe("notFound");
    expect(await endDiscountCode(db, otherProfileId, code.id)).toBeNull();
    expect(await endDiscountCode(db, profileId, code.id)).toMatchObject({ status: "ended" });
    expect(await updateDiscountCode(db, profileId, code.id, input({ code: "EDIT", amount: 20 }))).toBe("ended");
    expect(await claimDiscountUse(db, { profileId, codeId: code.id, orderId: "edit-2", accountId: "other" })).toEqual({
      ok: false,
      refusal: { reason: "expired" },
    });
  });
});
