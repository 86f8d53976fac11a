import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "../db/database";
import { migrate } from "../db/migrate";
import { MIGRATIONS } from "../db/migrations/index";
import { newId } from "../security/tokens";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { createAccount } from "./accounts";
import { createPost, findPostAccess, listPosts } from "./posts";
import { createProfile } from "./profiles";
import { addTier } from "./studioTiers";
import { createTier, listTiers } from "./tiers";

/*
 * Issue 30: a member reads the posts of their tier and of the tiers it includes, exactly; never
 * because of where a tier is listed. Before, a paid tier created before a free one ranked below it,
 * and the free tier's members read the paid posts.
 */

async function fanOn(db: Queryable, profileId: string, membershipTierId: string | null): Promise<string> {
  const account = await createAccount(db, {
    profileId,
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${newId()}@example.com`,
    passwordHash: "x",
    membershipTierId,
  });
  if (!account) throw new Error("account not created");
  return account.id;
}

const prices = (priceMonthly: number | null) => ({
  priceMonthly,
  priceYearly: null,
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  benefits: [],
});

describe.each(DATABASES_UNDER_TEST)("tier access on %s", (kind) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
  }, 60_000);
  afterAll(() => test?.dispose());

  async function reads(profileId: string, viewer: string, postId: string): Promise<boolean> {
    const listed = (await listPosts(db, { profileId, viewerAccountId: viewer, page: 1, limit: 50 })).data.find(
      (post) => post.id === postId,
    );
    const access = await findPostAccess(db, profileId, postId, viewer);
    expect(listed?.hasAccess, "the feed and the post's own check agree").toBe(access?.hasAccess);
    return access?.hasAccess ?? false;
  }

  it("keeps a paid tier's posts from the members of a free tier created after it", async () => {
    const profileId = (await createProfile(db, "Paid first")).id;
    const paid = await addTier(db, profileId, { name: "Backstage", ...prices(8) });
    const free = await addTier(db, profileId, { name: "Friends", ...prices(null) });
    if (!paid.ok || !free.ok) throw new Error("tiers not added");
    const media = [{ id: "m1", type: "audio" as const, url: "/media/private/x/secret.wav", name: "secret" }];
    const post = await createPost(db, { profileId, type: "audio", caption: "Paid only", media, membershipTierId: paid.tier.id });
    const freeFan = await fanOn(db, profileId, free.tier.id);
    expect(await reads(profileId, freeFan, post.id)).toBe(false);
    const seen = (await listPosts(db, { profileId, viewerAccountId: freeFan, page: 1, limit: 10 })).data[0];
    expect(seen).not.toHaveProperty("media");
    expect(seen).not.toHaveProperty("caption");
    expect(await reads(profileId, await fanOn(db, profileId, paid.tier.id), post.id)).toBe(true);
  });

  it("lets a tier's members read the posts of the tiers it includes, and no others", async () => {
    const profileId = (await createProfile(db, "Includes")).id;
    const [free, supporter, side, inner] = [
      await createTier(db, { profileId, name: "Free" }),
      await createTier(db, { profileId, name: "Supporter", priceMonthly: 5 }),
      await createTier(db, { profileId, name: "Side", priceMonthly: 3 }),
      await createTier(db, { profileId, name: "Inner", priceMonthly: 10 }),
    ];
    await db.query("INSERT INTO membership_tier_includes (profile_id, tier_id, included_tier_id) VALUES ($1, $2, $3), ($1, $2, $4)", [
      profileId,
      inner.id,
      supporter.id,
      free.id,
    ]);
    const supporterPost = (await createPost(db, { profileId, type: "text", caption: "S", membershipTierId: supporter.id })).id;
    const sidePost = (await createPost(db, { profileId, type: "text", caption: "Side", membershipTierId: side.id })).id;
    const innerFan = await fanOn(db, profileId, inner.id);
    expect(await reads(profileId, innerFan, supporterPost)).toBe(true);
    // Listed before Inner, and cheaper, but not ticked.
    expect(await reads(profileId, innerFan, sidePost)).toBe(false);
    expect(await reads(profileId, await fanOn(db, profileId, free.id), supporterPost)).toBe(false);
  });

  it("for any tiers and includes, lets a member read a post exactly when its tier is theirs or one theirs includes", async () => {
    const tierCount = 4;
    const includes = fc.array(
      fc.tuple(fc.nat(tierCount - 1), fc.nat(tierCount - 1)).filter(([from, to]) => from !== to),
      { maxLength: 8 },
    );
    await fc.assert(
      fc.asyncProperty(includes, async (pairs) => {
        const profileId = (await createProfile(db, "Property")).id;
        const tiers: { id: string }[] = [];
        for (let index = 0; index < tierCount; index++)
          tiers.push(await createTier(db, { profileId, name: `T${index}`, priceMonthly: index % 2 === 0 ? null : index }));
        const ticked = new Set(pairs.map(([from, to]) => `${from}>${to}`));
        for (const key of ticked) {
          const [from, to] = key.split(">").map(Number) as [number, number];
          await db.query("INSERT INTO membership_tier_includes (profile_id, tier_id, included_tier_id) VALUES ($1, $2, $3)", [
            profileId,
            tiers[from]?.id,
            tiers[to]?.id,
          ]);
        }
        const posts: string[] = [];
        for (const tier of tiers)
          posts.push((await createPost(db, { profileId, type: "text", caption: "x", membershipTierId: tier.id })).id);
        for (let fanTier = 0; fanTier < tierCount; fanTier++) {
          const fan = await fanOn(db, profileId, tiers[fanTier]?.id ?? null);
          const seen = (await listPosts(db, { profileId, viewerAccountId: fan, page: 1, limit: 50 })).data;
          for (let postTier = 0; postTier < tierCount; postTier++) {
            const expected = fanTier === postTier || ticked.has(`${fanTier}>${postTier}`);
            expect(seen.find((post) => post.id === posts[postTier])?.hasAccess).toBe(expected);
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe.each(DATABASES_UNDER_TEST)("the tier includes migration (20) on %s", (kind) => {
  let test: TestDatabase;

  beforeAll(async () => {
    // Every migration before this one (by name: its number may move when branches meet).
    test = await openTestDatabase(
      kind,
      MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((migration) => migration.name === "tier includes"),
      ),
    );
  }, 60_000);
  afterAll(() => test?.dispose());

  it("keeps what each tier read from the tiers before it that are not dearer, and never gives a free tier a paid one", async () => {
    const { db } = test;
    // Profiles as they were before migration 20 (createProfile writes columns added since).
    const [profileId, other] = ["before-19", "other-artist"];
    for (const id of [profileId, other]) await db.query("INSERT INTO profiles (id, name) VALUES ($1, $1)", [id]);
    // [id, rank, price_monthly, pay what you want, minimum]
    const rows: [string, number, number | null, boolean, number | null][] = [
      ["early-paid", 1, 10, false, null],
      ["later-free", 2, null, false, null],
      ["cheap-paid", 3, 5, false, null],
      ["pwyw-zero", 4, null, true, 0],
      ["second-free", 5, null, false, null],
      ["top", 6, 20, false, null],
    ];
    for (const [id, rank, price, pwyw, minimum] of rows)
      await db.query(
        `INSERT INTO membership_tiers (id, profile_id, name, rank, price_monthly, pay_what_you_want, pay_what_you_want_minimum)
         VALUES ($1, $2, $1, $3, $4, $5, $6)`,
        [id, profileId, rank, price, pwyw, minimum],
      );
    await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ('theirs', $1, 'Theirs', 0)", [other]);

    await migrate(db);

    const includes = new Map((await listTiers(db, profileId)).map((tier) => [tier.id, tier.includesTierIds]));
    expect(Object.fromEntries(includes)).toEqual({
      "early-paid": [],
      // Free: the paid tier before it is dropped.
      "later-free": [],
      // $5: the free tier, not the $10 one created before it.
      "cheap-paid": ["later-free"],
      // Paid from $0: free tiers only.
      "pwyw-zero": ["later-free"],
      "second-free": ["later-free"],
      top: ["early-paid", "later-free", "cheap-paid", "pwyw-zero", "second-free"],
    });
    expect((await listTiers(db, other))[0]?.includesTierIds).toEqual([]);
  });
});
