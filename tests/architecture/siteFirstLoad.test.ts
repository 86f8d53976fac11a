import { describe, expect, it } from "vitest";
import { firstLoad } from "./firstLoad";

/**
 * What a fan's browser downloads before the first page is interactive (issue 39: at most 100 KB of
 * JavaScript in brotli). The error catalogue holds every message the server can answer with, for
 * every screen: 9 KB in brotli that no first page needs, since the server's answers carry their
 * own message. The site's first load reaches the browser's own few words (clientErrors) instead.
 */
describe("the site's first download", () => {
  it("holds the browser's own error words, not the server's error catalogue", () => {
    const { files } = firstLoad("site/entry-client.tsx");
    expect(files).toContain("schema/errors/clientErrors.ts");
    expect([...files].filter((file) => file.startsWith("schema/errors/") && file !== "schema/errors/clientErrors.ts")).toEqual([]);
  });

  it("holds neither XState nor @xstate/react: the machines come when first needed (site/app/siteMachines.ts)", () => {
    const { files, packages } = firstLoad("site/entry-client.tsx");
    expect([...packages].filter((name) => name === "xstate" || name === "@xstate/react")).toEqual([]);
    expect([...files].filter((file) => /Machine\.ts$/.test(file) || file === "site/app/siteMachines.ts")).toEqual([]);
  });
});
