import type { Product } from "../../../schema/entities/catalogue";
import type { HeadArgs } from "../../app/routeTypes";
import type { HeadTags } from "../../head/head";
import { summarize } from "../music/musicDetailHead";
import { galleryOf } from "./merchChoice";
import { merchJsonLd } from "./merchJsonLd";
import { merchDetailHref } from "./merchQuery";

/**
 * The head of a merch item's page: title, description, social cards with its first picture, and
 * JSON-LD. In its screen's chunk (MerchDetailScreen.tsx gives it), no part of a fan's first download (issue 39).
 */
export function merchDetailHead({ data, profile }: HeadArgs<Product>): HeadTags {
  const path = merchDetailHref(data.id);
  const [image] = galleryOf(data, undefined);
  return {
    title: `${data.title} · ${profile.name}`,
    description: summarize(data.description) || `${data.title} by ${data.artist}.`,
    canonicalPath: path,
    type: "product",
    ...(image ? { image } : {}),
    jsonLd: [merchJsonLd(data, path)],
  };
}
