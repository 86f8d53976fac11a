import { describe, expect, it } from "vitest";
import { validateSlug } from "../../../schema/rules/artistSlug";
import { migrate } from "../migrate";
import { openPglite } from "../pglite";
import { MIGRATIONS } from "./index";

describe("migration 24: every artist gets an address name", () => {
  it("makes one from each name, valid and unique, and The Lantern Coast's is lantern-coast", async () => {
    const db = await openPglite("memory://");
    try {
      await migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version < 24),
      );
      const names = ["The Lantern Coast", "Night Ferry", "Night  Ferry!", "坂本", "Mail", "Zoë", `${"Long Name ".repeat(8)}`];
      for (const [index, name] of names.entries())
        await db.query("INSERT INTO profiles (id, name, created_at) VALUES ($1, $2, now() + make_interval(secs => $3))", [
          `Profile_${index}`,
          name,
          index,
        ]);
      await migrate(db);
      const rows = await db.query<{ id: string; slug: string }>("SELECT id, slug FROM profiles ORDER BY created_at");
      expect(rows.map((row) => row.slug)).toEqual([
        "lantern-coast",
        "night-ferry",
        "night-ferry-profile2",
        "artist",
        "mail-music",
        // SQL keeps only a–z and 0–9 (accents are not dropped as slugFromName drops them).
        "zo-music",
        "long-name-long-name-long-name-long-name",
      ]);
      for (const { slug } of rows) expect(validateSlug(slug), slug).toEqual({ ok: true, value: slug });
      await expect(db.query("INSERT INTO profiles (id, name, slug) VALUES ('x', 'Copy', 'night-ferry')")).rejects.toThrow();
    } finally {
      await db.close();
    }
  }, 60_000);
});
