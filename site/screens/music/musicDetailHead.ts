import { coverOf } from "../../../blocks/featuredMusic/FeaturedMusic";
import type { Product } from "../../../schema/entities/catalogue";
import type { HeadTags } from "../../head/head";
import { musicJsonLd } from "./musicJsonLd";
import { musicDetailHref } from "./musicQuery";
import { isSingle, releaseBadge } from "./purchase";

// The head of a release's page, in its screen's chunk (MusicDetailScreen.tsx gives it): its JSON-LD
// and wording are no part of a fan's first download (issue 39).

/** The longest description in the head; search engines cut around here anyway. */
const DESCRIPTION_LENGTH = 160;

/** `text` on one line, cut at a word before `max` characters with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** The head of a release's page: title, description, social cards with the cover, and JSON-LD. */
export function musicDetailHead(product: Product, artistName: string): HeadTags {
  const path = musicDetailHref(product.id);
  const cover = coverOf(product);
  return {
    title: `${product.title} · ${artistName}`,
    description: summarize(product.description) || `${releaseBadge(product)} by ${product.artist}.`,
    canonicalPath: path,
    type: isSingle(product) ? "music.song" : "music.album",
    ...(cover ? { image: cover } : {}),
    jsonLd: [musicJsonLd(product, path)],
  };
}
