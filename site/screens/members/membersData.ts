import type { MembershipTier } from "../../../schema/entities/membership";
import type { Post } from "../../../schema/entities/posts";
import type { Paged } from "../../../schema/siteData";

/** What /members shows: a page of posts, and the artist's tiers (for the filter and the posts' badges). */
export interface MembersData {
  readonly posts: Paged<Post>;
  readonly tiers: MembershipTier[];
}
