// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { eagerRoute, lazyRoutes } from "./routeEntry";
import { prefetchRoutesOnIntent } from "./routePrefetch";
import { defineRoute } from "./routeTypes";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("route code fetched on a fan's intent", () => {
  it("fetches the code of the route a link of the site leads to when pointed at, touched or focused, and nothing for other sites", async () => {
    const asked: string[] = [];
    const music = defineRoute<null>({
      id: "music",
      path: "/music",
      Screen: () => null,
      head: () => ({ title: "Music", canonicalPath: "/music" }),
    });
    const page = defineRoute<null>({ id: "document", path: "/*", Screen: () => null, head: () => ({ title: "Page", canonicalPath: "/" }) });
    const routes = [
      ...lazyRoutes("screens/music.ts", async () => {
        asked.push("music");
        return [music];
      }, [["music", "/music"]]),
      eagerRoute(page),
    ];
    prefetchRoutesOnIntent(document, routes);
    document.body.innerHTML = '<a href="https://elsewhere.test/music">Away</a><a href="/music?page=2"><span>Music</span></a>';
    const [away, here] = [...document.querySelectorAll("a")];
    away?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await Promise.resolve();
    expect(asked).toEqual([]);
    here?.querySelector("span")?.dispatchEvent(new Event("touchstart", { bubbles: true }));
    // Asked at once, before any navigation; a second sign of intent asks nothing more.
    expect(asked).toEqual(["music"]);
    here?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(await routes[0]?.load()).toBe(music);
    expect(asked).toEqual(["music"]);
  });
});
