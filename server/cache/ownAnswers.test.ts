import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { openPglite } from "../db/pglite";
import { ownAnswer } from "./ownAnswers";

let db: Database;
beforeAll(async () => {
  db = await openPglite("memory://");
  await db.query("CREATE TABLE marks (account text, n int)");
});
afterAll(() => db.close());

const marksOf = (account: string) =>
  ownAnswer(db, account, "marks", async () =>
    (await db.query<{ n: number }>("SELECT n FROM marks WHERE account = $1", [account])).map((row) => row.n),
  );

describe("a fan's own answers, kept a second (issue 37, item 7)", () => {
  it("gives each fan their own, never another's under the same key", async () => {
    await db.query("INSERT INTO marks VALUES ('ana', 1), ('bo', 2)");
    expect(await marksOf("ana")).toEqual([1]);
    expect(await marksOf("bo")).toEqual([2]);
    expect(await marksOf("ana")).toEqual([1]);
  });

  it("reads again once anything was written in this process, and serves the kept answer until then", async () => {
    let loads = 0;
    const counted = () => ownAnswer(db, "cy", "count", async () => ++loads);
    expect(await counted()).toBe(1);
    expect(await counted()).toBe(1);
    await db.query("INSERT INTO marks VALUES ('cy', 3)");
    expect(await counted()).toBe(2);
    expect(await marksOf("cy")).toEqual([3]);
  });
});
