import type { DemoAsset, DemoContent, DemoTrack } from "./content/types";
import {
  type AvatarSpec,
  type CoverSpec,
  drawAvatar,
  drawCover,
  drawLogo,
  drawPostImage,
  type LogoSpec,
  type PostImageSpec,
} from "./covers";
import { synthesizeTrack, type TrackSpec } from "./wav";

/** Each asset's bytes stay under this: the seeding can pass it to `Storage.put` as `maxBytes`. */
export const MAX_DEMO_ASSET_BYTES = 2 * 1024 * 1024;

export function coverAsset(id: string, slug: string, spec: CoverSpec): DemoAsset {
  return { id, fileName: `demo-cover-${slug}.svg`, contentType: "image/svg+xml", source: { kind: "cover", spec } };
}

export function imageAsset(id: string, slug: string, spec: PostImageSpec): DemoAsset {
  return { id, fileName: `demo-image-${slug}.svg`, contentType: "image/svg+xml", source: { kind: "image", spec } };
}

export function avatarAsset(id: string, slug: string, spec: AvatarSpec): DemoAsset {
  return { id, fileName: `demo-image-${slug}.svg`, contentType: "image/svg+xml", source: { kind: "avatar", spec } };
}

export function logoAsset(id: string, slug: string, spec: LogoSpec): DemoAsset {
  return { id, fileName: `demo-image-${slug}.svg`, contentType: "image/svg+xml", source: { kind: "logo", spec } };
}

export function audioAsset(id: string, slug: string, spec: TrackSpec): DemoTrack["audio"] {
  return { id, fileName: `demo-audio-${slug}.wav`, contentType: "audio/wav", source: { kind: "audio", spec } };
}

/**
 * The bytes of a demo file, made by our own generators (nothing is downloaded). Audio takes about
 * 0.1 to 0.2 s a track; pictures are instant.
 */
export function renderAsset(asset: DemoAsset): Buffer {
  const { source } = asset;
  switch (source.kind) {
    case "cover":
      return Buffer.from(drawCover(source.spec), "utf8");
    case "avatar":
      return Buffer.from(drawAvatar(source.spec), "utf8");
    case "logo":
      return Buffer.from(drawLogo(source.spec), "utf8");
    case "image":
      return Buffer.from(drawPostImage(source.spec), "utf8");
    case "audio":
      return synthesizeTrack(source.spec);
  }
}

/** Every file the demo content refers to, once each (by file name), in a stable order. */
export function collectAssets(content: DemoContent): DemoAsset[] {
  const byName = new Map<string, DemoAsset>();
  const add = (asset: DemoAsset): void => {
    if (!byName.has(asset.fileName)) byName.set(asset.fileName, asset);
  };
  add(content.artist.avatar);
  add(content.artist.logo);
  add(content.artist.heroImage);
  for (const release of content.releases) {
    add(release.cover);
    for (const variant of release.variants) for (const track of variant.tracks) add(track.audio);
  }
  for (const post of content.posts) for (const media of post.media) add(media.asset);
  return [...byName.values()];
}
