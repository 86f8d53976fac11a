import type { Product } from "../../schema/entities/catalogue";
import type { MediaItem } from "../../schema/entities/media";
import type { MembershipTier } from "../../schema/entities/membership";
import type { User } from "../../schema/entities/people";
import type { Comment, Post } from "../../schema/entities/posts";
import { demoArtist, demoEmailList, demoFans, demoTiers } from "./content/artist";
import { demoEvents } from "./content/events";
import { demoMerch } from "./content/merch";
import { demoPosts } from "./content/posts";
import { demoReleases } from "./content/releases";
import type { DemoAsset, DemoComment, DemoContent, DemoFan, DemoPost, DemoRelease, DemoTier } from "./content/types";

export { ARTIST_NAME, DEMO_FAN_PASSWORD } from "./content/artist";
export type * from "./content/types";

export interface DemoContentOptions {
  /** The first start: every date (releases, posts, comments, events) is relative to it. */
  readonly now: Date;
  /** Starts every id; "demo" by default. Pass another to seed a second demo artist into the same database. */
  readonly idPrefix?: string;
}

/**
 * The demo artist, The Lantern Coast, as plain data: the artist, three tiers, sixteen fans, thirteen
 * releases, seventeen posts with comments, likes and votes, eleven events and a newsletter list.
 * Pure and deterministic for the same options; files are described, not made (see `assets.ts`).
 */
export function demoContent(options: DemoContentOptions): DemoContent {
  const prefix = options.idPrefix ?? "demo";
  const context = { now: options.now, id: (slug: string) => `${prefix}-${slug}` };
  const tiers = demoTiers(context);
  const fans = demoFans(context);
  return {
    artist: demoArtist(context),
    tiers,
    fans,
    releases: demoReleases(context),
    merch: demoMerch(context),
    posts: demoPosts(context, tiers, fans),
    events: demoEvents(context),
    emailList: demoEmailList(context, fans),
  };
}

/** Where a stored demo file is served from: for example "/media/" + profileId + "/" + asset.fileName. */
export type AssetUrl = (asset: DemoAsset) => string;

function mediaOf(asset: DemoAsset, type: "image" | "audio" | "video", urlOf: AssetUrl) {
  return { id: asset.id, type, url: urlOf(asset), name: asset.fileName };
}

/** A release as the Product entity: the cover as its image, each track's WAV as the track's audio. */
export function toProduct(release: DemoRelease, urlOf: AssetUrl): Product {
  return {
    id: release.id,
    title: release.title,
    artist: release.artist,
    description: release.description,
    credits: release.credits,
    category: release.category,
    releaseType: release.releaseType,
    isFeatured: release.isFeatured,
    media: [mediaOf(release.cover, "image", urlOf)],
    variants: release.variants.map((variant) => ({
      id: variant.id,
      isDefault: variant.isDefault,
      price: variant.price,
      payWhatYouWant: variant.payWhatYouWant,
      media: [],
      tracks: variant.tracks.map((track) => ({
        id: track.id,
        title: track.title,
        artist: track.artist,
        description: track.description,
        media: [mediaOf(track.audio, "audio", urlOf)],
        hasExplicitContent: track.hasExplicitContent,
        isFeatured: track.isFeatured,
        durationSeconds: track.durationSeconds,
      })),
    })),
  };
}

/** A tier as the MembershipTier entity (without the rank, which only the table keeps). */
export function toMembershipTier(tier: DemoTier): MembershipTier {
  const { rank: _rank, ...entity } = tier;
  return entity;
}

export function toUser(fan: DemoFan): User {
  return {
    id: fan.id,
    firstName: fan.firstName,
    lastName: fan.lastName,
    email: fan.email,
    membership: { membershipTierId: fan.membershipTierId },
  };
}

export function toComment(comment: DemoComment, fans: readonly DemoFan[]): Comment {
  const fan = fans.find((candidate) => candidate.id === comment.fanId);
  return {
    id: comment.id,
    fullName: fan ? `${fan.firstName} ${fan.lastName}` : "A fan",
    content: comment.content,
    createdAt: comment.createdAt,
  };
}

/**
 * A post as a viewer sees it. Without access it carries no caption, media or poll (schema/entities/posts.ts).
 * `viewerId` marks the poll option the viewer voted for.
 */
export function toPost(post: DemoPost, urlOf: AssetUrl, viewer: { hasAccess: boolean; viewerId?: string }): Post {
  const base: Post = {
    id: post.id,
    type: post.type,
    likes: post.likedBy.length,
    comments: post.comments.length,
    hasAccess: viewer.hasAccess,
    membershipTierId: post.membershipTierId,
    createdAt: post.createdAt,
  };
  if (!viewer.hasAccess) return base;
  return {
    ...base,
    caption: post.caption,
    media: post.media.map((media) => ({ id: media.asset.id, type: media.type, url: urlOf(media.asset), name: media.asset.fileName })),
    ...(post.poll
      ? {
          poll: {
            question: post.poll.question,
            options: post.poll.options.map((option) => ({
              uid: option.uid,
              text: option.text,
              votes: option.voterIds.length,
              voted: viewer.viewerId !== undefined && option.voterIds.includes(viewer.viewerId),
            })),
          },
        }
      : {}),
  };
}

/** A picture of the demo as an item of the artist's media library, so the editor's media picker shows it. */
export function toMediaItem(asset: DemoAsset, urlOf: AssetUrl, size: number): MediaItem | null {
  if (asset.contentType !== "image/svg+xml") return null;
  return { id: asset.id, url: urlOf(asset), name: asset.fileName, size, parent: "website", type: "image" };
}
