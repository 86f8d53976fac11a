import { describe, expect, it } from "vitest";
import { eagerRoute, lazyRoutes } from "./routeEntry";
import { type AnySiteRoute, defineRoute } from "./routeTypes";

const route = (id: string, path: string): AnySiteRoute =>
  defineRoute<null>({ id, path, Screen: () => null, head: () => ({ title: id, canonicalPath: path }) });

describe("rows of the route table", () => {
  it("fetch a module's routes once for all its rows, and give each its own", async () => {
    const list = route("list", "/things");
    const detail = route("detail", "/things/:id");
    let imports = 0;
    const [first, second] = lazyRoutes("screens/things.ts", async () => {
      imports += 1;
      return [list, detail];
    }, [
      ["list", "/things"],
      ["detail", "/things/:id"],
    ]);
    expect(first?.loaded()).toBeUndefined();
    expect(await Promise.all([first?.load(), second?.load()])).toEqual([list, detail]);
    expect([first?.loaded(), second?.loaded(), imports]).toEqual([list, detail, 1]);
    expect(first?.source).toBe("screens/things.ts");
    expect(eagerRoute(list).loaded()).toBe(list);
  });

  it("try again after a failed download, and fail loudly where the module contradicts the table", async () => {
    let attempts = 0;
    const [entry] = lazyRoutes("screens/things.ts", async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return [route("list", "/stuff")];
    }, [["list", "/things"]]);
    await expect(entry?.load()).rejects.toThrow("offline");
    await expect(entry?.load()).rejects.toThrow("The site's route table puts list at /things, which screens/things.ts does not");
    expect(attempts).toBe(2);
  });
});
