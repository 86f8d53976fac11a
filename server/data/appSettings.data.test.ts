import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { deleteSetting, findSetting, insertSettingIfAbsent } from "./appSettings";

describe.each(DATABASES_UNDER_TEST)("app settings on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  }, 60_000);
  afterAll(() => database.dispose());

  it("keeps the first value stored under a key until it is deleted", async () => {
    expect(await findSetting(db, "probe")).toBeNull();
    await insertSettingIfAbsent(db, "probe", "first");
    await insertSettingIfAbsent(db, "probe", "second");
    expect(await findSetting(db, "probe")).toBe("first");
    await deleteSetting(db, "probe");
    expect(await findSetting(db, "probe")).toBeNull();
    await insertSettingIfAbsent(db, "probe", "third");
    expect(await findSetting(db, "probe")).toBe("third");
  });
});
