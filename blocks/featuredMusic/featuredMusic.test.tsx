// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataKey, type LoadedData, type LoadState } from "../../runtime/dataNeeds";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { EAGER_FIRST, LAZY, loadingOf } from "../../runtime/media/pictureLoadingTesting";
import type { Product, ProductMedia, ProductVariant } from "../../schema/entities/catalogue";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { coverOf } from "./FeaturedMusic";
import { featuredMusicBlock } from "./index";

afterEach(cleanup);

type Navigate = (href: string, options: { buttonId?: string }) => void;

function media(type: ProductMedia["type"], url: string): ProductMedia {
  return { id: `m-${url}`, type, url, name: url };
}

function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return { id: "v1", isDefault: true, price: 10, payWhatYouWant: false, tracks: [], media: [], ...overrides };
}

function product(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Release ${id}`,
    artist: "The Band",
    description: "",
    credits: "",
    category: "Music",
    media: [media("image", `https://cdn.example.com/${id}.jpg`)],
    variants: [variant()],
    ...overrides,
  };
}

function featuredData(state: LoadState): LoadedData {
  return { [dataKey({ resource: "featuredProducts", params: { category: "Music" } })]: state };
}

function page(props: StoredPropsOf<"FeaturedMusic">): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children: [{ id: "fm-1", type: "FeaturedMusic", props }] },
  };
}

/** Renders one Featured Music block in a page and returns its element. */
function renderBlock(props: StoredPropsOf<"FeaturedMusic">, data?: LoadedData, navigate?: Navigate): HTMLElement {
  const { container } = render(
    <DocumentView document={page(props)} registry={siteBlocks} {...(data ? { data } : {})} {...(navigate ? { navigate } : {})} />,
  );
  const element = container.querySelector<HTMLElement>(".bl-featured-music");
  if (!element) throw new Error("no featured music rendered");
  return element;
}

/** Each card as a person reads it. */
function cards(section: HTMLElement) {
  return [...section.querySelectorAll(".bl-release")].map((card) => ({
    href: card.getAttribute("href"),
    title: card.querySelector(".bl-release__title")?.textContent,
    artist: card.querySelector(".bl-release__artist")?.textContent,
    cover: card.querySelector("img.bl-release__cover")?.getAttribute("src") ?? null,
  }));
}

describe("coverOf", () => {
  it("takes the product's first image, skipping other media", () => {
    const release = product("p1", {
      media: [
        media("audio", "https://cdn.example.com/a.mp3"),
        media("image", "https://cdn.example.com/front.jpg"),
        media("image", "https://cdn.example.com/back.jpg"),
      ],
      variants: [variant({ media: [media("image", "https://cdn.example.com/variant.jpg")] })],
    });
    expect(coverOf(release)).toBe("https://cdn.example.com/front.jpg");
  });

  it("falls back to the default variant's image", () => {
    const release = product("p1", {
      media: [media("audio", "https://cdn.example.com/a.mp3")],
      variants: [
        variant({ id: "v1", isDefault: false, media: [media("image", "https://cdn.example.com/other.jpg")] }),
        variant({
          id: "v2",
          isDefault: true,
          media: [media("video", "https://cdn.example.com/v.mp4"), media("image", "https://cdn.example.com/default.jpg")],
        }),
      ],
    });
    expect(coverOf(release)).toBe("https://cdn.example.com/default.jpg");
  });

  it("uses the first variant when none is the default", () => {
    const release = product("p1", {
      media: [],
      variants: [
        variant({ id: "v1", isDefault: false, media: [media("image", "https://cdn.example.com/first.jpg")] }),
        variant({ id: "v2", isDefault: false, media: [media("image", "https://cdn.example.com/second.jpg")] }),
      ],
    });
    expect(coverOf(release)).toBe("https://cdn.example.com/first.jpg");
  });

  it("has none without any image", () => {
    expect(coverOf(product("p1", { media: [], variants: [] }))).toBeUndefined();
    expect(coverOf(product("p1", { media: [media("audio", "https://cdn.example.com/a.mp3")], variants: [variant()] }))).toBeUndefined();
  });
});

describe("Featured Music cards", () => {
  it("shows each release's title, artist and cover, linking to its music page", () => {
    const section = renderBlock(
      {},
      featuredData({
        status: "ready",
        value: [
          product("p1", { title: "Night Drive", artist: "Neon Coast" }),
          product("p2", {
            title: "Second Wind",
            media: [],
            variants: [variant({ media: [media("image", "https://cdn.example.com/v2.jpg")] })],
          }),
          product("p3", { title: "Demo", artist: "Neon Coast", media: [], variants: [] }),
        ],
      }),
    );
    expect(section.querySelector("h2")?.textContent).toBe("Featured music");
    expect(cards(section)).toEqual([
      { href: "/music/p1", title: "Night Drive", artist: "Neon Coast", cover: "https://cdn.example.com/p1.jpg" },
      { href: "/music/p2", title: "Second Wind", artist: "The Band", cover: "https://cdn.example.com/v2.jpg" },
      { href: "/music/p3", title: "Demo", artist: "Neon Coast", cover: null },
    ]);
    const placeholder = section.querySelectorAll(".bl-release")[2]?.querySelector(".bl-release__cover");
    expect(placeholder?.tagName).toBe("DIV");
    expect(screen.getByRole("link", { name: "Night Drive Neon Coast" }).getAttribute("href")).toBe("/music/p1");
  });

  it("fetches its first cover at once and first as the page's first picture, the others lazily", () => {
    const section = renderBlock({}, featuredData({ status: "ready", value: [product("p1"), product("p2")] }));
    expect([...section.querySelectorAll("img.bl-release__cover")].map(loadingOf)).toEqual([EAGER_FIRST, LAZY]);
  });

  it("offers an uploaded cover at the sizes the server makes, up to 960 px, for the width a card shows; another as it is", () => {
    const uploaded = product("p1", { media: [media("image", "/media/p1/u1-cover.jpg")] });
    const section = renderBlock({}, featuredData({ status: "ready", value: [uploaded, product("p2")] }));
    const [cover, elsewhere] = section.querySelectorAll("img.bl-release__cover");
    expect(cover?.getAttribute("src")).toBe("/media/p1/u1-cover.jpg?w=960");
    expect(cover?.getAttribute("srcset")).toBe(
      "/media/p1/u1-cover.jpg?w=320 320w, /media/p1/u1-cover.jpg?w=640 640w, /media/p1/u1-cover.jpg?w=960 960w",
    );
    expect(cover?.getAttribute("sizes")).toBe("(max-width: 40rem) 100vw, 18rem");
    expect(elsewhere?.getAttribute("src")).toBe("https://cdn.example.com/p2.jpg");
    expect(elsewhere?.hasAttribute("srcset")).toBe(false);
    expect(elsewhere?.hasAttribute("sizes")).toBe(false);
  });

  it("shows a custom title", () => {
    expect(renderBlock({ title: "New releases" }).querySelector("h2")?.textContent).toBe("New releases");
  });

  it("shows at most 6 releases by default, in the order given", () => {
    const value = ["a", "b", "c", "d", "e", "f", "g", "h"].map((id) => product(id));
    expect(cards(renderBlock({}, featuredData({ status: "ready", value }))).map((card) => card.href)).toEqual([
      "/music/a",
      "/music/b",
      "/music/c",
      "/music/d",
      "/music/e",
      "/music/f",
    ]);
  });

  it("respects its limit", () => {
    const value = ["a", "b", "c"].map((id) => product(id));
    expect(cards(renderBlock({ limit: 2 }, featuredData({ status: "ready", value }))).map((card) => card.title)).toEqual([
      "Release a",
      "Release b",
    ]);
    cleanup();
    expect(cards(renderBlock({ limit: 12 }, featuredData({ status: "ready", value })))).toHaveLength(3);
  });

  it("says 'No music found' for an empty list", () => {
    const section = renderBlock({}, featuredData({ status: "ready", value: [] }));
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("No music found");
    expect(section.querySelector(".bl-releases")).toBeNull();
  });

  it("says the music could not be loaded on error", () => {
    const section = renderBlock({}, featuredData({ status: "error", message: "timeout" }));
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("The music could not be loaded.");
    expect(section.textContent).not.toContain("timeout");
    expect(section.querySelector(".bl-releases")).toBeNull();
  });

  it("shows neither cards nor a message without data", () => {
    const section = renderBlock({});
    expect(section.querySelector(".bl-section__empty")?.textContent).toBe("");
    expect(section.querySelector(".bl-releases")).toBeNull();
  });

  it("opens a release on the client when its card is clicked", () => {
    const navigate = vi.fn<Navigate>();
    renderBlock({}, featuredData({ status: "ready", value: [product("p1"), product("p2")] }), navigate);
    const link = screen.getByRole("link", { name: "Release p2 The Band" });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/music/p2", {});
  });
});

describe("Featured Music data", () => {
  it("declares the featured Music products as its need", () => {
    expect(featuredMusicBlock.load?.({ title: "Featured music", limit: 6 }, { profileId: "artist-1" })).toEqual({
      featured: { resource: "featuredProducts", params: { category: "Music" } },
    });
  });

  it("renders on the server", () => {
    const html = renderToString(
      <DocumentView
        document={page({ title: "Out now" })}
        registry={siteBlocks}
        data={featuredData({ status: "ready", value: [product("p1", { title: "Night Drive", artist: "Neon Coast" })] })}
      />,
    );
    expect(html).toContain("Out now");
    expect(html).toContain("Night Drive");
    expect(html).toContain("Neon Coast");
    expect(html).toContain('href="/music/p1"');
    expect(html).toContain('src="https://cdn.example.com/p1.jpg"');
  });

  it("renders its empty state on the server", () => {
    const html = renderToString(
      <DocumentView document={page({})} registry={siteBlocks} data={featuredData({ status: "ready", value: [] })} />,
    );
    expect(html).toContain("No music found");
  });
});
