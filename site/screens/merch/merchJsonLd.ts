import type { Product, ProductVariant } from "../../../schema/entities/catalogue";
import { combinationLabel } from "../../../schema/rules/productOptions";
import { galleryOf } from "./merchChoice";

type Availability = "https://schema.org/InStock" | "https://schema.org/OutOfStock" | "https://schema.org/LimitedAvailability";

export interface MerchOfferJsonLd {
  readonly "@type": "Offer";
  readonly name?: string;
  readonly sku?: string;
  readonly price: string;
  readonly priceCurrency: "USD";
  readonly availability: Availability;
  readonly itemCondition: "https://schema.org/NewCondition";
  readonly url: string;
}

export interface MerchJsonLd {
  readonly "@context": "https://schema.org";
  readonly "@type": "Product";
  readonly name: string;
  readonly url: string;
  readonly description?: string;
  readonly image?: readonly string[];
  readonly brand?: { readonly "@type": "Brand"; readonly name: string };
  readonly offers: readonly MerchOfferJsonLd[];
}

/** What search engines are told of a variant's stock: the same as fans ('Only N left' is limited). */
function availabilityOf(variant: ProductVariant): Availability {
  if (variant.soldOut) return "https://schema.org/OutOfStock";
  return variant.left === undefined ? "https://schema.org/InStock" : "https://schema.org/LimitedAvailability";
}

/**
 * The product as schema.org structured data (issue 36): a Product with an Offer per variant (its
 * combination, SKU, price and availability), so a search result can say 'In stock' or 'Out of stock'.
 */
export function merchJsonLd(product: Product, url: string): MerchJsonLd {
  const description = product.description.trim();
  const images = galleryOf(product, undefined);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.artist ? { brand: { "@type": "Brand", name: product.artist } } : {}),
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      ...(variant.optionValues?.length ? { name: combinationLabel(variant.optionValues) } : {}),
      ...(variant.sku ? { sku: variant.sku } : {}),
      price: variant.price.toFixed(2),
      priceCurrency: "USD",
      availability: availabilityOf(variant),
      itemCondition: "https://schema.org/NewCondition",
      url,
    })),
  };
}
