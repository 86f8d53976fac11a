import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../schema/page";
import type { SiteDocument } from "../../schema/site";
import { documentHead } from "./DocumentScreen";

const page = (fields: Partial<PageDocument> = {}): PageDocument => ({
  schemaVersion: 1,
  kind: "page",
  id: "tour",
  title: "Tour",
  path: "/tour",
  root: { id: "root", type: "Container", props: {}, children: [] },
  ...fields,
});
const site: SiteDocument = { schemaVersion: 1, kind: "site", settings: { logo: "/media/p/logo.png" } };
const head = (fields: Partial<PageDocument>, withSite: SiteDocument = site) =>
  documentHead({ page: page(fields), blockData: {} }, "The Band", "/tour", withSite);

describe("a page's head for search results and social cards (issue 39, item 6)", () => {
  it("uses the page's own title, description and picture, and keeps it out of search when asked", () => {
    expect(
      head({
        searchTitle: "Tour dates 2027 | The Band",
        description: "Every show.",
        socialImage: "/media/p/tour.jpg",
        hideFromSearch: true,
      }),
    ).toMatchObject({ title: "Tour dates 2027 | The Band", description: "Every show.", image: "/media/p/tour.jpg", noIndex: true });
  });

  it("falls back to the site's defaults, then to the artist's name and logo", () => {
    const withDefaults: SiteDocument = { ...site, seo: { description: "Songs from the coast.", image: "/media/p/band.jpg" } };
    expect(head({}, withDefaults)).toMatchObject({
      title: "Tour · The Band",
      description: "Songs from the coast.",
      image: "/media/p/band.jpg",
    });
    const plain = head({});
    expect(plain).toMatchObject({
      title: "Tour · The Band",
      description: "The Band: music, members and shows.",
      image: "/media/p/logo.png",
    });
    expect(plain).not.toHaveProperty("noIndex");
    expect(head({}, { schemaVersion: 1, kind: "site" })).not.toHaveProperty("image");
    // The page lost fans are shown is kept from search results at its own address too.
    expect(head({}, { ...site, notFoundPage: "/tour" })).toMatchObject({ noIndex: true });
  });
});
