import { describe, expect, it } from "vitest";
import { withMerchLink } from "../../shell/Header";
import { release, variant } from "../music/musicTestKit";
import { merchJsonLd } from "./merchJsonLd";

describe("a product's structured data (issue 36)", () => {
  it("offers each variant with its combination, SKU, price and availability as fans are told it", () => {
    const product = release("shirt", {
      title: "Tour Shirt",
      category: "Merch",
      options: [{ name: "Size", values: ["S", "M", "L"] }],
      variants: [
        variant({ id: "s", price: 25, tracks: [], optionValues: ["S"], sku: "TS-S", soldOut: true }),
        variant({ id: "m", price: 25, tracks: [], optionValues: ["M"], soldOut: false, left: 2 }),
        variant({ id: "l", price: 26.5, tracks: [], optionValues: ["L"], soldOut: false }),
      ],
    });
    const data = merchJsonLd(product, "/merch/shirt");
    expect(data).toMatchObject({ "@type": "Product", name: "Tour Shirt", image: ["/media/shirt.svg"], brand: { name: "The Band" } });
    expect(data.offers.map((offer) => [offer.name, offer.sku, offer.price, offer.availability])).toEqual([
      ["S", "TS-S", "25.00", "https://schema.org/OutOfStock"],
      ["M", undefined, "25.00", "https://schema.org/LimitedAvailability"],
      ["L", undefined, "26.50", "https://schema.org/InStock"],
    ]);
  });
});

describe("the header's Merch link (issue 36)", () => {
  it("follows the artist's own links when they sell merch, once", () => {
    const links = [{ href: "/music", label: "Music" }];
    expect(withMerchLink(links, false)).toEqual(links);
    expect(withMerchLink(links, true)).toEqual([...links, { href: "/merch", label: "Merch" }]);
    const own = [{ href: "/merch/", label: "Shop" }];
    expect(withMerchLink(own, true)).toEqual(own);
  });
});
