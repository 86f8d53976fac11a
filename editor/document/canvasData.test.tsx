// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import type { DataNeed } from "../../runtime/dataNeeds";
import type { PageDocument } from "../../schema/page";
import { samplePage } from "../commands/editorTestKit";
import { useCanvasData } from "./canvasData";

afterEach(cleanup);

const withFeaturedMusic = (): PageDocument => {
  const page = samplePage();
  return { ...page, root: { ...page.root, children: [...(page.root.children ?? []), { id: "music", type: "FeaturedMusic", props: {} }] } };
};

describe("the canvas's block data", () => {
  it("fetches each need of the page's data-bound blocks once, and keeps failures as errors", async () => {
    const loader = vi.fn(async (need: DataNeed) => {
      if (need.resource === "events") throw new Error("Events are down");
      if (need.resource === "pagePolls") return [];
      return [{ id: "album" }];
    });
    const { result, rerender } = renderHook(({ document }) => useCanvasData(document, siteBlocks, loader), {
      initialProps: { document: samplePage() },
    });
    // The page's Text blocks share one ask for poll counts, of no page in the studio: an empty answer.
    await waitFor(() => expect(Object.values(result.current)).toEqual([{ status: "ready", value: [] }]));
    expect(loader).toHaveBeenCalledTimes(1);
    rerender({ document: withFeaturedMusic() });
    await waitFor(() => expect(Object.values(result.current)).toContainEqual({ status: "ready", value: [{ id: "album" }] }));
    rerender({ document: withFeaturedMusic() });
    expect(loader).toHaveBeenCalledTimes(2);
    const withEvents = withFeaturedMusic();
    withEvents.root.children?.push({ id: "events", type: "UpcomingEvents", props: {} });
    rerender({ document: withEvents });
    await waitFor(() => expect(Object.values(result.current)).toContainEqual({ status: "error", message: "Events are down" }));
    expect(loader).toHaveBeenCalledTimes(3);
  });
});
