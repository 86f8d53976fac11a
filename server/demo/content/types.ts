import type { ReleaseType } from "../../../schema/entities/catalogue";
import type { Event } from "../../../schema/entities/events";
import type { MembershipTier } from "../../../schema/entities/membership";
import type { PostType } from "../../../schema/entities/posts";
import type { SocialLink } from "../../../schema/site";
import type { AvatarSpec, CoverSpec, LogoSpec, PostImageSpec } from "../covers";
import type { TrackSpec } from "../wav";

/** How a demo file is made: which generator, with which spec. */
export type DemoAssetSource =
  | { readonly kind: "cover"; readonly spec: CoverSpec }
  | { readonly kind: "avatar"; readonly spec: AvatarSpec }
  | { readonly kind: "logo"; readonly spec: LogoSpec }
  | { readonly kind: "image"; readonly spec: PostImageSpec }
  | { readonly kind: "audio"; readonly spec: TrackSpec };

/**
 * A file the seeding generates at first start and puts into storage, for example under
 * `${profileId}/${fileName}` (served at `/media/${profileId}/${fileName}`).
 */
export interface DemoAsset {
  readonly id: string;
  /** Unique among the demo's files and safe in a storage key and a URL (`[a-z0-9.-]`), such as `demo-cover-salt-and-static.svg`. */
  readonly fileName: string;
  readonly contentType: "image/svg+xml" | "audio/wav";
  readonly source: DemoAssetSource;
}

export interface DemoBandMember {
  readonly name: string;
  readonly role: string;
}

export interface DemoArtist {
  readonly name: string;
  readonly tagline: string;
  /** A few paragraphs separated by blank lines. */
  readonly bio: string;
  readonly hometown: string;
  readonly members: readonly DemoBandMember[];
  readonly socialLinks: readonly SocialLink[];
  readonly avatar: DemoAsset;
  readonly logo: DemoAsset;
  /** A wide picture behind the hero of the home page. */
  readonly heroImage: DemoAsset;
}

/** A membership tier; `rank` orders tiers for fans, as the table does; its members read the posts of the tiers in `includesTierIds`. */
export type DemoTier = MembershipTier & { readonly rank: number };

export interface DemoFan {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** null: an account without a membership. */
  readonly membershipTierId: string | null;
  readonly joinedAt: string;
}

export interface DemoTrack {
  readonly id: string;
  readonly title: string;
  readonly artist: string;
  readonly description: string;
  readonly hasExplicitContent: boolean;
  readonly isFeatured: boolean;
  readonly audio: DemoAsset & { readonly source: { readonly kind: "audio"; readonly spec: TrackSpec } };
  /** The length of the WAV file that `audio` makes, computed without rendering it. */
  readonly durationSeconds: number;
}

export interface DemoVariant {
  readonly id: string;
  readonly isDefault: boolean;
  /** US dollars; the minimum when `payWhatYouWant`. */
  readonly price: number;
  readonly payWhatYouWant: boolean;
  readonly tracks: readonly DemoTrack[];
}

export interface DemoRelease {
  readonly id: string;
  readonly title: string;
  readonly artist: string;
  readonly description: string;
  /** Multi-line text. */
  readonly credits: string;
  readonly category: "Music";
  readonly releaseType: ReleaseType;
  readonly isFeatured: boolean;
  readonly releasedAt: string;
  readonly cover: DemoAsset;
  readonly variants: readonly DemoVariant[];
}

export interface DemoComment {
  readonly id: string;
  readonly fanId: string;
  readonly content: string;
  readonly createdAt: string;
}

export interface DemoPollOption {
  /** Five lowercase letters (SPEC §3). */
  readonly uid: string;
  readonly text: string;
  /** The fans who voted for this option. */
  readonly voterIds: readonly string[];
}

export interface DemoPostMedia {
  readonly type: "image" | "video" | "audio" | "document";
  readonly asset: DemoAsset;
  /** What fans read (audio, video, documents). */
  readonly title?: string;
  /** What an image shows. */
  readonly alt?: string;
}

export interface DemoPost {
  readonly id: string;
  readonly type: PostType;
  readonly caption: string;
  /** null: public; otherwise members of this tier or a higher one. */
  readonly membershipTierId: string | null;
  readonly createdAt: string;
  readonly media: readonly DemoPostMedia[];
  readonly poll?: { readonly question: string; readonly options: readonly DemoPollOption[] };
  /** The fans who liked the post; the like count is its length. */
  readonly likedBy: readonly string[];
  readonly comments: readonly DemoComment[];
}

/** A show as the demo seeds it: its instant and zone (the server reads the venue's clock from them). */
export type DemoEvent = Omit<Event, "localDateTime">;

export interface DemoEmailList {
  readonly id: string;
  readonly name: string;
  readonly subscribers: readonly { readonly email: string; readonly joinedAt: string }[];
}

/** Everything the demo artist has, as plain data. */
/** A variant of demo merch: its values of the product's options, price, SKU and stock on hand. */
export interface DemoMerchVariant {
  readonly id: string;
  readonly optionValues: readonly string[];
  readonly price: number;
  readonly sku: string;
  readonly stock: number | null;
  /** Its own pictures (a colour's), by the product's picture index. */
  readonly picture?: number;
}

export interface DemoMerch {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly releasedAt: string;
  readonly options: readonly { readonly name: string; readonly values: readonly string[] }[];
  readonly lowStockThreshold: number | null;
  readonly pictures: readonly DemoAsset[];
  readonly variants: readonly DemoMerchVariant[];
  /** The id of the band's release whose download comes with it (a bundle, issue 36, item 5). */
  readonly includes?: string;
}

export interface DemoContent {
  readonly artist: DemoArtist;
  readonly tiers: readonly DemoTier[];
  readonly fans: readonly DemoFan[];
  readonly releases: readonly DemoRelease[];
  readonly merch: readonly DemoMerch[];
  readonly posts: readonly DemoPost[];
  readonly events: readonly DemoEvent[];
  readonly emailList: DemoEmailList;
}

/** What every content builder receives: the moment of the first start and the id maker. */
export interface DemoContext {
  readonly now: Date;
  /** `${prefix}-${slug}`: ids stay unique when several demo artists share one database. */
  readonly id: (slug: string) => string;
}

/** An ISO date-time `days` before `now` (negative: after), at the given UTC hour. */
export function daysAgo(now: Date, days: number, hour = 17, minute = 0): string {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString();
}
