import { coverOf } from "../../../blocks/featuredMusic/FeaturedMusic";
import type { CatalogueTrack, Product, ProductVariant } from "../../../schema/entities/catalogue";
import { preOrderDateOf } from "../../../schema/rules/releaseDates";
import { defaultVariant, isoDuration, isSingle, releaseTracks } from "./purchase";

const IN_STOCK = "https://schema.org/InStock";
/** A release dated ahead (issue 36): sold now, out on `availabilityStarts`. */
const PRE_ORDER = "https://schema.org/PreOrder";

/**
 * schema.org Offer for what the page sells: the release's default variant (the one Buy Now adds),
 * at the price checkout charges. A pay-what-you-want price is a minimum: `price` is what the fan
 * pays at least, and the price specification says so.
 */
export interface OfferJsonLd {
  readonly "@type": "Offer";
  readonly price: string;
  readonly priceCurrency: "USD";
  readonly availability: typeof IN_STOCK | typeof PRE_ORDER;
  readonly availabilityStarts?: string;
  readonly url: string;
  readonly priceSpecification?: { readonly "@type": "PriceSpecification"; readonly minPrice: string; readonly priceCurrency: "USD" };
}

function offerOf(variant: ProductVariant, url: string, preOrder: string | null): OfferJsonLd {
  const price = variant.price.toFixed(2);
  return {
    "@type": "Offer",
    price,
    priceCurrency: "USD",
    ...(preOrder ? { availability: PRE_ORDER, availabilityStarts: preOrder } : { availability: IN_STOCK }),
    url,
    ...(variant.payWhatYouWant ? { priceSpecification: { "@type": "PriceSpecification", minPrice: price, priceCurrency: "USD" } } : {}),
  };
}

interface ArtistJsonLd {
  readonly "@type": "MusicGroup";
  readonly name: string;
}

export interface RecordingJsonLd {
  readonly "@type": "MusicRecording";
  readonly name: string;
  readonly byArtist?: ArtistJsonLd;
  readonly duration?: string;
  readonly position?: number;
}

export interface ReleaseJsonLd {
  readonly "@context": "https://schema.org";
  readonly "@type": "MusicAlbum" | "MusicRecording";
  readonly name: string;
  readonly url: string;
  readonly byArtist?: ArtistJsonLd;
  readonly description?: string;
  readonly image?: string;
  readonly duration?: string;
  readonly numTracks?: number;
  readonly track?: readonly RecordingJsonLd[];
  readonly offers?: OfferJsonLd;
}

function artist(name: string): ArtistJsonLd | undefined {
  return name ? { "@type": "MusicGroup", name } : undefined;
}

function recording(track: CatalogueTrack, position: number): RecordingJsonLd {
  const by = artist(track.artist);
  return {
    "@type": "MusicRecording",
    name: track.title,
    position,
    ...(by ? { byArtist: by } : {}),
    ...(track.durationSeconds === undefined ? {} : { duration: isoDuration(track.durationSeconds) }),
  };
}

/**
 * The release as schema.org structured data: a MusicAlbum (with numTracks and each track as a
 * MusicRecording) or, for a single, a MusicRecording; each with an Offer for the default variant.
 * `url` is the release page's address (a path on this site, as canonical URLs are given).
 */
export function musicJsonLd(product: Product, url: string): ReleaseJsonLd {
  const variant = defaultVariant(product);
  const tracks = releaseTracks(product);
  const image = coverOf(product);
  const by = artist(product.artist);
  const description = product.description.trim();
  const single = isSingle(product);
  // A single's length is its track's, when it has exactly one.
  const length = single && tracks.length === 1 ? tracks[0]?.durationSeconds : undefined;
  return {
    "@context": "https://schema.org",
    "@type": single ? "MusicRecording" : "MusicAlbum",
    name: product.title,
    url,
    ...(by ? { byArtist: by } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(length === undefined ? {} : { duration: isoDuration(length) }),
    ...(single ? {} : { numTracks: tracks.length, track: tracks.map((track, index) => recording(track, index + 1)) }),
    ...(variant ? { offers: offerOf(variant, url, preOrderDateOf(product.releasedAt, Date.now())) } : {}),
  };
}
