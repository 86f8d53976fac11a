import { describe, expect, it, vi } from "vitest";
import { pageWithBlock } from "../../runtime/blockTestKit";
import type { PageDocument } from "../../schema/page";
import { ON_DEMAND_VIEW_SOURCES } from "./onDemandTypes";
import { pageCodeOf } from "./pageCode";

const gallery = pageWithBlock("Gallery", { images: [{ src: "/media/a.jpg", alt: "The band on stage" }] });
const countdown = pageWithBlock("Countdown", { target: "date", date: "2030-01-01T20:00:00Z", title: "Tour" });

/**
 * The modules afresh, as a fan's browser starts: no view loaded but what it imports (the test setup
 * loads every view at start, as the server does, into the modules it imported).
 */
async function freshBrowserModules() {
  vi.resetModules();
  const [{ renderToString }, { createElement }, { DocumentView }, { siteViewBlocks }, views] = await Promise.all([
    import("react-dom/server"),
    import("react"),
    import("../../runtime/interpreter/DocumentView"),
    import("../viewRegistry"),
    import("./onDemandViews"),
  ]);
  const render = (document: PageDocument) => renderToString(createElement(DocumentView, { document, registry: siteViewBlocks, data: {} }));
  return { render, ...views };
}

describe("which on-demand blocks a page holds", () => {
  it("finds them anywhere in route data, each once, and takes no other data's `type` for a block", () => {
    const routeData = { "/": { page: gallery, blockData: {} }, other: [{ page: countdown }, { page: gallery }] };
    expect([...pageCodeOf(routeData).blockTypes].sort()).toEqual(["Countdown", "Gallery"]);
    expect(pageCodeOf({ media: [{ type: "Gallery" }], product: { type: "Embed", url: "x" } }).blockTypes).toEqual([]);
    expect(pageCodeOf(pageWithBlock("Text", {}))).toEqual({ richContent: false, blockTypes: [] });
  });

  it("names a source for every on-demand type, a view file of its block", () => {
    for (const [type, source] of Object.entries(ON_DEMAND_VIEW_SOURCES)) {
      expect(source).toBe(`../blocks/${type[0]?.toLowerCase()}${type.slice(1)}/${type}.tsx`);
    }
  });
});

describe("block views fetched on demand in a fan's browser", () => {
  it("are refused in words before they load, and fetched only once however often asked", async () => {
    const fresh = await freshBrowserModules();
    expect(() => fresh.render(gallery)).toThrow("The Gallery block was shown before its code loaded");
    const fetcher = vi.fn(async (type: string) => {
      const { Gallery } = await import("../gallery/Gallery");
      if (type !== "Gallery") throw new Error(`unexpected ${type}`);
      return Gallery;
    });
    fresh.provideBlockViewFetcher(fetcher);
    await Promise.all([fresh.loadBlockViews(["Gallery"]), fresh.loadBlockViews(["Gallery"])]);
    await fresh.loadBlockViews(["Gallery"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fresh.allBlockViewsLoaded()).toBe(false);
    expect(fresh.render(gallery)).toContain("The band on stage");
  });

  it("draw what views loaded at start draw", async () => {
    const fresh = await freshBrowserModules();
    const { fetchBlockViewChunk } = await import("./onDemandChunks");
    fresh.provideBlockViewFetcher(fetchBlockViewChunk);
    await fresh.loadBlockViews(pageCodeOf([gallery, countdown]).blockTypes);
    const onDemand = [fresh.render(gallery), fresh.render(countdown)];

    const atStart = await freshBrowserModules();
    await import("./onDemandEager");
    expect(atStart.allBlockViewsLoaded()).toBe(true);
    expect([atStart.render(gallery), atStart.render(countdown)]).toEqual(onDemand);
  });

  it("try again after a failed fetch, and are refused in words where nothing fetches them", async () => {
    const fresh = await freshBrowserModules();
    await expect(fresh.loadBlockViews(["Embed"])).rejects.toThrow("neither loaded at start nor fetched on demand");
    let attempts = 0;
    fresh.provideBlockViewFetcher(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("connection lost");
      return (await import("../embed/Embed")).Embed;
    });
    await expect(fresh.loadBlockViews(["Embed"])).rejects.toThrow("connection lost");
    await fresh.loadBlockViews(["Embed"]);
    expect(attempts).toBe(2);
  });
});
