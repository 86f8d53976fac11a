import { createHmac, randomBytes } from "node:crypto";
import { deleteSetting, findSetting, insertSettingIfAbsent } from "../data/appSettings";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { privateStorageKeyFor } from "../storage/mediaKeys";
import type { DemoAsset, DemoContent } from "./content";

/**
 * Where one demo load puts its files: the artist's id, and a secret that makes the names of its
 * private files unguessable. Chosen once and kept in the database until the load is done, so a
 * load cut short (kill -9) starts again with the same names, overwriting its files instead of
 * leaving orphans beside a second set.
 */
export interface DemoPlacement {
  readonly profileId: string;
  readonly salt: string;
}

const PENDING_KEY = "demo_pending";

/** The placement of the demo load under way, or a new one (the same for every process that asks at once). */
export async function claimDemoPlacement(db: Queryable): Promise<DemoPlacement> {
  const fresh: DemoPlacement = { profileId: newId(), salt: randomBytes(16).toString("base64url") };
  await insertSettingIfAbsent(db, PENDING_KEY, JSON.stringify(fresh));
  return JSON.parse((await findSetting(db, PENDING_KEY)) ?? JSON.stringify(fresh)) as DemoPlacement;
}

/** The load is done (inside its transaction): the next start finds the artist and loads nothing. */
export async function finishDemoPlacement(db: Queryable): Promise<void> {
  await deleteSetting(db, PENDING_KEY);
}

export interface DemoFile {
  readonly key: string;
  readonly asset: DemoAsset;
}

/** A public file's key: `{profileId}/{fileName}`, served to anyone. */
export function publicKeyOf(placement: DemoPlacement, asset: DemoAsset): string {
  return `${placement.profileId}/${asset.fileName}`;
}

/** A members-only file's key: a name no one can build from a post's id. */
export function privateKeyOf(placement: DemoPlacement, asset: DemoAsset): string {
  const fileId = createHmac("sha256", placement.salt).update(asset.fileName).digest("base64url").slice(0, 16);
  return privateStorageKeyFor(placement.profileId, fileId, asset.fileName);
}

/**
 * Every file the demo stores, once each: the artist's pictures, covers and public posts' media in
 * public storage; track masters and the media of posts locked to a tier in private storage.
 */
export function demoFiles(content: DemoContent, placement: DemoPlacement): DemoFile[] {
  const files = new Map<string, DemoAsset>();
  const add = (key: string, asset: DemoAsset) => {
    if (!files.has(key)) files.set(key, asset);
  };
  for (const asset of [content.artist.avatar, content.artist.logo, content.artist.heroImage]) add(publicKeyOf(placement, asset), asset);
  for (const asset of content.merch.flatMap((product) => product.pictures)) add(publicKeyOf(placement, asset), asset);
  for (const release of content.releases) {
    add(publicKeyOf(placement, release.cover), release.cover);
    // Track masters are private (issue 32): fans hear streaming copies made from them, buyers download.
    for (const variant of release.variants) for (const track of variant.tracks) add(privateKeyOf(placement, track.audio), track.audio);
  }
  for (const post of content.posts) {
    for (const { asset } of post.media) {
      add(post.membershipTierId === null ? publicKeyOf(placement, asset) : privateKeyOf(placement, asset), asset);
    }
  }
  return [...files].map(([key, asset]) => ({ key, asset }));
}
