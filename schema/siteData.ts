import type { ArchivedNewsletter } from "./api/feeds";
import type { PagePollCounts } from "./api/pagePolls";
import type { Product } from "./entities/catalogue";
import type { Event } from "./entities/events";
import type { MembershipTier } from "./entities/membership";
import type { Post, PostType } from "./entities/posts";
import type { PageDocument } from "./page";

export interface ProductListQuery {
  readonly page: number;
  readonly limit: number;
  readonly query?: string;
  readonly releaseType?: "album" | "single" | "all";
  readonly category?: "Music" | "Merch";
}

export interface Paged<T> {
  readonly data: T[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** SPEC §7 GET /public/posts: a page (limit 10) and the filters; a missing filter is "any". */
export interface PostListQuery {
  readonly page: number;
  readonly limit: number;
  readonly query?: string;
  readonly type?: PostType;
  readonly membershipTierId?: string;
}

/**
 * Whom data is loaded for, where it differs by who looks (a post's `hasAccess`, a poll's own
 * votes): a visitor, or a logged-in fan with their membership tier.
 */
export type DataViewer =
  | { readonly kind: "visitor" }
  | { readonly kind: "fan"; readonly accountId: string; readonly membershipTierId: string | null };

export const VISITOR_VIEWER: DataViewer = Object.freeze({ kind: "visitor" });

/**
 * The viewer as text, for data keys: equal for the same fan with the same tier.
 * @example viewerKey({ kind: "fan", accountId: "a1", membershipTierId: null }) // "fan:a1:-"
 */
export function viewerKey(viewer: DataViewer): string {
  return viewer.kind === "visitor" ? "visitor" : `fan:${viewer.accountId}:${viewer.membershipTierId ?? "-"}`;
}

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
  /**
   * One event of the artist, upcoming or begun, or null. Optional: a host without it (a test)
   * answers from the upcoming ones.
   */
  event?(id: string): Promise<Event | null>;
  /**
   * A page of the artist's posts as `viewer` may see them: locked ones without their content. The
   * server renders as a visitor whatever it is asked; the browser sends the fan's token only for a fan.
   */
  posts(query: PostListQuery, viewer: DataViewer): Promise<Paged<Post>>;
  /**
   * The counts of a published page's polls as a visitor sees them (the browser adds the fan's own
   * votes after hydrating). Optional: a host that shows no page polls (a test) leaves it out.
   */
  pagePolls?(pageId: string): Promise<PagePollCounts[]>;
  /** A page of the artist's past newsletters that have a web version, newest first (the site's archive, issue 37). */
  newsletters(query: { page: number; limit: number }): Promise<Paged<ArchivedNewsletter>>;
}
