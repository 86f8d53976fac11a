// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataKey, type LoadedData, type LoadState } from "../../runtime/dataNeeds";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { EAGER_FIRST, LAZY, loadingOf } from "../../runtime/media/pictureLoadingTesting";
import type { Product, ProductVariant } from "../../schema/entities/catalogue";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { featuredMerchBlock } from "./index";

afterEach(cleanup);

const variant = (overrides: Partial<ProductVariant> = {}): ProductVariant => ({
  id: "v1",
  isDefault: true,
  price: 25,
  payWhatYouWant: false,
  tracks: [],
  media: [],
  ...overrides,
});

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  id,
  title: `Shirt ${id}`,
  artist: "The Band",
  description: "",
  credits: "",
  category: "Merch",
  media: [{ id: `m-${id}`, type: "image", url: `https://cdn.example.com/${id}.jpg`, name: `${id}.jpg` }],
  variants: [variant()],
  ...overrides,
});

const featured = (state: LoadState): LoadedData => ({ [dataKey({ resource: "featuredProducts", params: { category: "Merch" } })]: state });

const page = (props: StoredPropsOf<"FeaturedMerch">): PageDocument => ({
  schemaVersion: 1,
  kind: "page",
  id: "home",
  title: "Home",
  path: "/",
  root: { id: "root", type: "Container", props: {}, children: [{ id: "fx-1", type: "FeaturedMerch", props }] },
});

function renderBlock(props: StoredPropsOf<"FeaturedMerch">, data?: LoadedData, navigate?: (href: string) => void): HTMLElement {
  const { container } = render(
    <DocumentView document={page(props)} registry={siteBlocks} {...(data ? { data } : {})} {...(navigate ? { navigate } : {})} />,
  );
  return container.querySelector<HTMLElement>(".bl-featured-merch") as HTMLElement;
}

describe("the Featured Merch block (issue 36)", () => {
  it("shows each product's picture, title and price ('From' when they differ) and whether it is sold out, linking to its page", () => {
    const section = renderBlock(
      {},
      featured({
        status: "ready",
        value: [
          product("a", { variants: [variant({ id: "s", price: 25 }), variant({ id: "m", isDefault: false, price: 27 })] }),
          product("b", { variants: [variant({ soldOut: true })] }),
        ],
      }),
    );
    expect(section.querySelector("h2")?.textContent).toBe("Merch");
    const cards = [...section.querySelectorAll("a.bl-merch-card")].map((card) => [card.getAttribute("href"), card.textContent]);
    expect(cards).toEqual([
      ["/merch/a", "Shirt aFrom $25.00"],
      ["/merch/b", "Sold outShirt b$25.00"],
    ]);
  });

  it("offers an uploaded picture at the sizes the server makes, up to 960 px, for the width a card shows; another as it is", () => {
    const uploaded = product("a", { media: [{ id: "m-a", type: "image", url: "/media/p1/u1-shirt.png", name: "shirt.png" }] });
    const section = renderBlock({}, featured({ status: "ready", value: [uploaded, product("b")] }));
    const [picture, elsewhere] = section.querySelectorAll("img.bl-release__cover");
    expect(picture?.getAttribute("src")).toBe("/media/p1/u1-shirt.png?w=960");
    expect(picture?.getAttribute("srcset")).toBe(
      "/media/p1/u1-shirt.png?w=320 320w, /media/p1/u1-shirt.png?w=640 640w, /media/p1/u1-shirt.png?w=960 960w",
    );
    expect(picture?.getAttribute("sizes")).toBe("(max-width: 40rem) 100vw, 18rem");
    expect(elsewhere?.getAttribute("src")).toBe("https://cdn.example.com/b.jpg");
    expect(elsewhere?.hasAttribute("srcset")).toBe(false);
    expect(elsewhere?.hasAttribute("sizes")).toBe(false);
  });

  it("fetches its first picture at once and first as the page's first picture, the others lazily", () => {
    const section = renderBlock({}, featured({ status: "ready", value: [product("a"), product("b"), product("c")] }));
    expect([...section.querySelectorAll("img.bl-release__cover")].map(loadingOf)).toEqual([EAGER_FIRST, LAZY, LAZY]);
  });

  it("shows at most its limit, says so when there is none, and when it could not load", () => {
    const value = ["a", "b", "c", "d", "e"].map((id) => product(id));
    expect(renderBlock({}, featured({ status: "ready", value })).querySelectorAll("li")).toHaveLength(4);
    cleanup();
    expect(renderBlock({ limit: 2 }, featured({ status: "ready", value })).querySelectorAll("li")).toHaveLength(2);
    cleanup();
    expect(renderBlock({}, featured({ status: "ready", value: [] })).textContent).toContain("No merch yet");
    cleanup();
    expect(renderBlock({}, featured({ status: "error", message: "timeout" })).textContent).toContain("The merch could not be loaded.");
  });

  it("opens a product on the client, and renders on the server with the featured Merch as its need", () => {
    const navigate = vi.fn();
    renderBlock({}, featured({ status: "ready", value: [product("a")] }), navigate);
    expect(fireEvent.click(screen.getByRole("link", { name: /Shirt a/ }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/merch/a", {});
    expect(featuredMerchBlock.load?.({ title: "Merch", limit: 4 }, { profileId: "artist-1" })).toEqual({
      featured: { resource: "featuredProducts", params: { category: "Merch" } },
    });
    const html = renderToString(
      <DocumentView document={page({ title: "Shop" })} registry={siteBlocks} data={featured({ status: "ready", value: [product("a")] })} />,
    );
    expect(html).toContain("Shop");
    expect(html).toContain('href="/merch/a"');
  });
});
