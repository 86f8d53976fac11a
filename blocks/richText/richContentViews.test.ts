import { describe, expect, it, vi } from "vitest";
import { holdsRichContent } from "../../runtime/richText/richContent";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";

const YOUTUBE = { type: "youtube", videoID: "dQw4w9WgXcQ", format: "", version: 1 };
const withEmbed = richTextOf(elementNode("paragraph", [textNode("Watch:")]), YOUTUBE);
const plain = richTextOf(elementNode("paragraph", [textNode("Just words")]));

/**
 * This file's modules afresh, as a fan's browser starts: nothing loaded but what it imports (the
 * test setup loads rich content's code at start, as the server does, into the modules it imported).
 */
async function freshBrowserModules() {
  vi.resetModules();
  const [{ renderToString }, { createElement }, { RichTextContent }, views, { fetchRichContentChunks }] = await Promise.all([
    import("react-dom/server"),
    import("react"),
    import("./RichTextContent"),
    import("./richContentViews"),
    import("./richContentChunks"),
  ]);
  // As site/entry-client.tsx does.
  views.provideRichContentFetcher(fetchRichContentChunks);
  const render = (value: typeof plain) => renderToString(createElement(RichTextContent, { value }));
  return { render, ...views };
}

describe("rich content's code, loaded on demand in a fan's browser", () => {
  it("is absent until loaded: plain rich text shows, a rich content node is refused with a plain message", async () => {
    const fresh = await freshBrowserModules();
    expect(fresh.render(plain)).toBe("<p>Just words</p>");
    expect(() => fresh.render(withEmbed)).toThrow("Rich content was shown before its code loaded");
    expect(() => fresh.richContentViews()).toThrow("await loadRichContent() first");
  });

  it("once loaded, shows the node as code loaded at start does, and loads only once", async () => {
    const fresh = await freshBrowserModules();
    const first = fresh.loadRichContent();
    expect(fresh.loadRichContent()).toBe(first);
    await first;
    const onDemand = fresh.render(withEmbed);

    vi.resetModules();
    await import("./richContentEager");
    const { renderToString } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { RichTextContent } = await import("./RichTextContent");
    const atStart = renderToString(createElement(RichTextContent, { value: withEmbed }));

    expect(onDemand).toContain("youtube");
    expect(onDemand).toBe(atStart);
  });
});

describe("rich content's code where nothing fetches it on demand", () => {
  it("is refused in words, not fetched, when neither loaded at start nor given a fetcher", async () => {
    vi.resetModules();
    const views = await import("./richContentViews");
    await expect(views.loadRichContent()).rejects.toThrow("neither loaded at start nor fetched on demand");
  });
});

describe("holdsRichContent", () => {
  it("finds a rich content node anywhere in plain JSON, and nothing in plain rich text", () => {
    expect(holdsRichContent(withEmbed)).toBe(true);
    expect(holdsRichContent({ routes: [{ page: { root: { children: [{ props: { content: withEmbed } }] } } }] })).toBe(true);
    expect(holdsRichContent(richTextOf(elementNode("table", [])))).toBe(true);
    // A product's cover in the same route data is no rich-text image.
    expect(holdsRichContent({ products: [{ media: [{ id: "m1", type: "image", url: "/media/cover.png" }] }] })).toBe(false);
    expect(holdsRichContent(plain)).toBe(false);
    expect(holdsRichContent({ type: "Text", props: { content: plain } })).toBe(false);
    expect(holdsRichContent(null)).toBe(false);
    expect(holdsRichContent("poll")).toBe(false);
  });
});
