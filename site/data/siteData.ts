import type { Product } from "../../schema/entities/catalogue";
import type { Event } from "../../schema/entities/events";
import type { MembershipTier } from "../../schema/entities/membership";
import type { PageDocument } from "../../schema/page";
import type { Paged, ProductListQuery } from "../api/endpoints";

/**
 * What the site's routes and blocks read, whoever answers: the server's data layer while it
 * renders, the API (through site/api) in the browser. One loader serves both.
 */
export interface SiteData {
  /** A published page document by its path, or null. */
  page(path: string): Promise<PageDocument | null>;
  featuredProducts(category: "Music" | "Merch"): Promise<Product[]>;
  products(query: ProductListQuery): Promise<Paged<Product>>;
  /** A product of this artist, or null. */
  product(id: string): Promise<Product | null>;
  membershipTiers(): Promise<MembershipTier[]>;
  events(): Promise<Event[]>;
}
