import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { openTestDatabase } from "../testing/testDatabase";
import { createCodeBatch, fillCodeBatch, findCodeBatch } from "./codeBatches";
import { createProduct } from "./products";
import { createProfile } from "./profiles";

let db: Database;
let dispose: () => Promise<void>;
let profileId: string;
let productId: string;

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase("pglite"));
  profileId = (await createProfile(db, "Coded Artist")).id;
  productId = (
    await createProduct(db, {
      profileId,
      title: "Pressing",
      artist: "A",
      category: "Music",
      releaseType: "album",
      variants: [{ price: 5, tracks: [] }],
    })
  ).id;
}, 60_000);
afterAll(() => dispose());

/** A maker that hands out codes from a list, in order, whatever it is asked for. */
const fromList = (codes: string[]) => (count: number) => codes.splice(0, count);

describe("filling a batch of codes", () => {
  it("makes again the codes that collide with the artist's, until the batch is its size", async () => {
    const first = await createCodeBatch(db, profileId, { productId, size: 2, name: "First" });
    const second = await createCodeBatch(db, profileId, { productId, size: 2, name: "Second" });
    if (!first || !second) throw new Error("no batch");
    await fillCodeBatch(db, first, fromList(["AAAAAAAAAA", "BBBBBBBBBB"]));
    // "AAAAAAAAAA" is the first batch's: made again, the batch still gets two codes of its own.
    await fillCodeBatch(db, second, fromList(["AAAAAAAAAA", "CCCCCCCCCC", "DDDDDDDDDD"]));
    const rows = await db.query<{ code: string }>("SELECT code FROM download_codes WHERE batch_id = $1 ORDER BY code", [second]);
    expect(rows.map((row) => row.code)).toEqual(["CCCCCCCCCC", "DDDDDDDDDD"]);
    expect(await findCodeBatch(db, profileId, second)).toMatchObject({ state: "ready", generated: 2 });
  });

  it("throws, leaving the batch generating, when the maker keeps repeating codes already made", async () => {
    const stuck = await createCodeBatch(db, profileId, { productId, size: 1, name: "Stuck" });
    if (!stuck) throw new Error("no batch");
    await expect(fillCodeBatch(db, stuck, () => ["AAAAAAAAAA"])).rejects.toThrow(/keep colliding/);
    expect(await findCodeBatch(db, profileId, stuck)).toMatchObject({ state: "generating", generated: 0 });
  });
});
