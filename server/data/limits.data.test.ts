import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { claimAttempt, clearFailures, refundAttempt, waitAfter } from "./authFailures";
import { isKnownDevice, rememberDevice } from "./knownDevices";
import { createProfile } from "./profiles";
import { countAction, pruneCounters } from "./rateCounters";

describe.each(DATABASES_UNDER_TEST)("login attempts and rate counters on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
  }, 60_000);
  afterAll(() => dispose());

  it("lets exactly the allowance of 50 concurrent attempts through, then waits", async () => {
    const key = { key: `login:account:p:fan:burst-${kind}`, allowance: 8 };
    const claims = await Promise.all(Array.from({ length: 50 }, () => claimAttempt(db, [key])));
    expect(claims.filter((claim) => claim.allowed)).toHaveLength(8);
    const refused = claims.filter((claim) => !claim.allowed);
    expect(refused.every((claim) => claim.retryAfterSeconds > 0 && claim.retryAfterSeconds <= 30)).toBe(true);
  });

  it("gives back a successful attempt's count, lifting the wait it set, and clears on request", async () => {
    const key = { key: `login:account:p:fan:refund-${kind}`, allowance: 3 };
    for (let i = 0; i < 3; i++) expect((await claimAttempt(db, [key])).allowed).toBe(true);
    expect((await claimAttempt(db, [key])).allowed).toBe(false);
    await refundAttempt(db, [key]);
    expect((await claimAttempt(db, [key])).allowed).toBe(true);
    await clearFailures(db, [key]);
    expect((await claimAttempt(db, [key])).allowed).toBe(true);
  });

  it("refuses while any key waits, and gives the others back their count", async () => {
    const locked = { key: `login:account:p:fan:locked-${kind}`, allowance: 1 };
    const address = { key: `login:address:p:addr-${kind}`, allowance: 5 };
    expect((await claimAttempt(db, [locked])).allowed).toBe(true);
    for (let i = 0; i < 4; i++) expect((await claimAttempt(db, [locked, address])).allowed).toBe(false);
    // The address was never charged for the refused attempts: five more fit.
    const other = { key: `login:account:p:fan:other-${kind}`, allowance: 100 };
    for (let i = 0; i < 5; i++) expect((await claimAttempt(db, [other, address])).allowed).toBe(true);
    expect((await claimAttempt(db, [other, address])).allowed).toBe(false);
  });

  it("waits 30 s after the allowance, doubling to 15 minutes", () => {
    expect([7, 8, 9, 10, 20].map((n) => waitAfter(n, 8))).toEqual([0, 30, 60, 120, 900]);
  });

  it("counts actions in fixed windows, per key, and prunes old windows", async () => {
    const counters = [
      { key: `rate:comment:account:p:a-${kind}`, limit: 3, windowSeconds: 60 },
      { key: `rate:comment:address:p:ip-${kind}`, limit: 5, windowSeconds: 60 },
    ];
    const decisions = await Promise.all(Array.from({ length: 10 }, () => countAction(db, counters)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    expect(decisions.find((decision) => !decision.allowed)?.retryAfterSeconds).toBeGreaterThan(0);
    await db.query("UPDATE rate_counters SET window_started = now() - interval '1 day' WHERE key = $1", [counters[0]?.key]);
    expect((await countAction(db, [counters[0] as (typeof counters)[number]])).allowed).toBe(true);
    await db.query("UPDATE rate_counters SET window_started = now() - interval '1 day' WHERE key = $1", [counters[1]?.key]);
    await pruneCounters(db);
    const left = await db.query<{ key: string }>("SELECT key FROM rate_counters WHERE key = ANY($1::text[])", [counters.map((c) => c.key)]);
    expect(left.map((row) => row.key)).toEqual([counters[0]?.key]);
  });

  it("remembers the browsers an account logged in from, per artist", async () => {
    const profile = await createProfile(db, "Devices");
    const other = await createProfile(db, "Other");
    expect(await isKnownDevice(db, profile.id, "hash", "fan:a1")).toBe(false);
    await rememberDevice(db, profile.id, "hash", "fan:a1");
    await rememberDevice(db, profile.id, "hash", "fan:a1");
    expect(await isKnownDevice(db, profile.id, "hash", "fan:a1")).toBe(true);
    expect(await isKnownDevice(db, profile.id, "hash", "fan:a2")).toBe(false);
    expect(await isKnownDevice(db, other.id, "hash", "fan:a1")).toBe(false);
  });
});
