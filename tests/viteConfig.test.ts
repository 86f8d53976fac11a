import type { ProxyOptions, UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import config from "../vite.config";

/** `npm run dev`: Vite sends API calls to the server, but serves the site's own api/ source modules itself. */
describe("the development server's proxy", () => {
  const proxy = (config as UserConfig).server?.proxy?.["/api"] as ProxyOptions;
  const bypass = (url: string) => proxy.bypass?.({ url } as never, {} as never, proxy);

  it("leaves the site's source modules under /api to Vite", () => {
    for (const url of ["/api/client.ts", "/api/endpoints.ts?import", "/api/client.ts?t=1700000000"]) expect(bypass(url)).toBe(url);
  });

  it("sends every API call to the server", () => {
    for (const url of ["/api/public/site", "/api/public/products?category=Music", "/api/profiles/p1/documents/home"])
      expect(bypass(url)).toBeUndefined();
  });
});
