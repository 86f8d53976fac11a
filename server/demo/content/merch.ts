import { coverAsset } from "../assets";
import { ARTIST_NAME } from "./artist";
import type { DemoContext, DemoMerch, DemoMerchVariant } from "./types";

const SIZES = ["S", "M", "L", "XL"] as const;
const COLOURS = [
  { name: "Black", palette: 3 },
  { name: "Sand", palette: 9 },
] as const;
/** Some sizes run low, one is gone: the store shows 'Only N left' and 'Sold out' at once. */
const SHIRT_STOCK: Readonly<Record<string, number>> = {
  "S/Black": 0,
  "M/Black": 3,
  "L/Black": 14,
  "XL/Black": 9,
  "S/Sand": 6,
  "M/Sand": 11,
};

/**
 * The band's merch table (issue 36): a tour shirt in four sizes and two colours (L and XL in Sand
 * are not made), each with its own stock, and a tote bag whose stock is not counted, with the download of
 * Glasshouse. Dated before the
 * discography, so the catalogue's newest product stays a release.
 */
export function demoMerch({ id, now }: DemoContext): DemoMerch[] {
  const picture = (slug: string, title: string, label: string, palette: number) =>
    coverAsset(id(`asset-merch-${slug}`), `merch-${slug}`, {
      seed: `lantern-coast/merch/${slug}`,
      title,
      artist: ARTIST_NAME,
      label,
      motif: "waves",
      palette,
    });
  const shirtVariants = COLOURS.flatMap((colour, colourIndex) =>
    SIZES.filter((size) => SHIRT_STOCK[`${size}/${colour.name}`] !== undefined).map(
      (size): DemoMerchVariant => ({
        id: id(`variant-tour-shirt-${size.toLowerCase()}-${colour.name.toLowerCase()}`),
        optionValues: [size, colour.name],
        price: colour.name === "Sand" ? 27 : 25,
        sku: `LC-TS-${size}-${colour.name.slice(0, 3).toUpperCase()}`,
        stock: SHIRT_STOCK[`${size}/${colour.name}`] ?? null,
        picture: colourIndex,
      }),
    ),
  );
  return [
    {
      id: id("merch-tour-shirt"),
      title: "Harbour Lights Tour Shirt",
      description: "Heavyweight organic cotton, printed by hand in Leith. Runs true to size.",
      releasedAt: new Date(now.getTime() - 900 * 86_400_000).toISOString(),
      options: [
        { name: "Size", values: [...SIZES] },
        { name: "Colour", values: COLOURS.map((colour) => colour.name) },
      ],
      lowStockThreshold: 5,
      pictures: COLOURS.map((colour) => picture(`tour-shirt-${colour.name.toLowerCase()}`, "Tour Shirt", colour.name, colour.palette)),
      variants: shirtVariants,
    },
    {
      id: id("merch-tote"),
      title: "Lantern Tote Bag",
      description: "A sturdy canvas tote for records and groceries alike.",
      releasedAt: new Date(now.getTime() - 950 * 86_400_000).toISOString(),
      options: [],
      lowStockThreshold: null,
      pictures: [picture("tote", "Tote Bag", "Canvas", 5)],
      variants: [{ id: id("variant-tote"), optionValues: [], price: 15, sku: "LC-TOTE", stock: null }],
      // A bundle (issue 36, item 5): the tote comes with the download of Glasshouse.
      includes: id("release-glasshouse"),
    },
  ];
}
