import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { siteBlocks } from "../../blocks/registry";
import { parseDocument } from "../../runtime/parse";
import type { Profile } from "../../schema/entities/people";
import type { ServerContext } from "../context";
import { createAccount } from "../data/accounts";
import { addSubscribers } from "../data/audience";
import { recordAudioFile } from "../data/audioFiles";
import { publishDocument, saveDocument } from "../data/documents";
import { createEditor } from "../data/editors";
import { createEmailList } from "../data/emailLists";
import { addComment, addMark } from "../data/engagement";
import { createEvent } from "../data/events";
import { createMediaItem } from "../data/media";
import { addPollVote, createPost } from "../data/posts";
import { createProduct } from "../data/products";
import { createProfile, findDefaultProfile, setDefaultProfile } from "../data/profiles";
import { replaceShippingZones } from "../data/shippingZones";
import { createTier } from "../data/tiers";
import { isPgError, PG_UNIQUE_VIOLATION, type Queryable } from "../db/database";
import { hashPassword } from "../security/passwords";
import { mediaUrlOf, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import { MAX_DEMO_ASSET_BYTES, renderAsset } from "./assets";
import { type DemoAsset, type DemoContent, type DemoPost, demoContent } from "./content";
import { demoShippingZones } from "./content/shippingZones";
import { claimDemoPlacement, type DemoFile, demoFiles, finishDemoPlacement, privateKeyOf, publicKeyOf } from "./demoFiles";
import { demoHomePage, demoSiteDocument } from "./documents";

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface SeedResult {
  readonly profile: Profile;
  /** The demo artist's owner: edits the site. The password is generated, never a fixed default. */
  readonly owner: Credentials;
  /** Every demo fan shares this generated password; `fan` is one on the top tier. */
  readonly fan: Credentials & { readonly tier: string };
  readonly credentialsFile: string;
}

/** The demo artist's address name: http://lantern-coast.localhost:PORT/ in development (issue 31). */
export const DEMO_SLUG = "lantern-coast";

export const DEMO_OWNER_EMAIL = "owner@lanterncoast.example";

/**
 * Loads the demo artist on the first start: an empty database gets The Lantern Coast (tiers,
 * releases with generated audio and covers, posts, fans, events, an email list, the site and home
 * page, published) as the default artist. Does nothing when a default artist exists, so later
 * starts keep the data. The files go first, to the places one load keeps (demoFiles.ts), so a load
 * cut short starts again over the same files; the database part is one transaction, so a failed
 * start leaves nothing half made. Members-only posts' media go to private storage.
 */
export async function seedDemoIfEmpty(context: ServerContext, { now = new Date() }: { now?: Date } = {}): Promise<SeedResult | null> {
  const { db, config } = context;
  if (await findDefaultProfile(db)) return null;

  const content = demoContent({ now });
  const ownerPassword = randomBytes(12).toString("base64url");
  const fanPassword = randomBytes(9).toString("base64url");
  const [ownerHash, fanHash] = await Promise.all([hashPassword(ownerPassword), hashPassword(fanPassword)]);

  // The files first (seconds of synthesis), so the transaction stays short.
  const placement = await claimDemoPlacement(db);
  const { profileId } = placement;
  const sizes = await storeFiles(context, demoFiles(content, placement));
  const urlOf = (asset: DemoAsset) => mediaUrlOf(publicKeyOf(placement, asset));
  const privateUrlOf = (asset: DemoAsset) => mediaUrlOf(privateKeyOf(placement, asset));

  let profile: Profile;
  try {
    profile = await db.transaction(async (tx) => {
      const created = await seedDatabase(tx, { profileId, content, ownerHash, fanHash, urlOf, privateUrlOf, sizes });
      await finishDemoPlacement(tx);
      return created;
    });
  } catch (error) {
    // Another server on the same database loaded it first.
    if (isPgError(error, PG_UNIQUE_VIOLATION) && (await findDefaultProfile(db))) return null;
    throw error;
  }

  const topFan = content.fans.find((fan) => fan.membershipTierId === content.tiers.at(-1)?.id) ?? content.fans[0];
  const topTier = content.tiers.find((tier) => tier.id === topFan?.membershipTierId);
  const result = {
    profile,
    owner: { email: DEMO_OWNER_EMAIL, password: ownerPassword },
    fan: { email: topFan?.email ?? "", password: fanPassword, tier: topTier?.name ?? "none" },
    credentialsFile: join(config.dataDir, "demo-credentials.json"),
  };
  writeFileSync(result.credentialsFile, `${JSON.stringify({ owner: result.owner, fan: result.fan }, null, 2)}\n`, { mode: 0o600 });
  return result;
}

interface SeedInput {
  readonly profileId: string;
  readonly content: DemoContent;
  readonly ownerHash: string;
  readonly fanHash: string;
  readonly urlOf: (asset: DemoAsset) => string;
  readonly privateUrlOf: (asset: DemoAsset) => string;
  /** Each stored file's size, by storage key. */
  readonly sizes: ReadonlyMap<string, number>;
}

/** Every row of the demo artist, inside the load's transaction. */
async function seedDatabase(
  tx: Queryable,
  { profileId, content, ownerHash, fanHash, urlOf, privateUrlOf, sizes }: SeedInput,
): Promise<Profile> {
  const created = await createProfile(tx, content.artist.name, { id: profileId, slug: DEMO_SLUG });
  await createEditor(tx, {
    profileId: created.id,
    email: DEMO_OWNER_EMAIL,
    name: "Lantern Coast Owner",
    role: "owner",
    passwordHash: ownerHash,
  });
  await seedCatalogue(tx, created.id, content, urlOf, privateUrlOf);
  await queueTrackMasters(tx, created.id, content, privateUrlOf, sizes);
  await seedPeopleAndPosts(
    tx,
    created.id,
    content,
    (post, asset) => (post.membershipTierId === null ? urlOf(asset) : privateUrlOf(asset)),
    fanHash,
  );
  await seedDocuments(tx, created.id, content, urlOf);
  await setDefaultProfile(tx, created.id);
  return created;
}

async function storeFiles(context: ServerContext, files: readonly DemoFile[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const { key, asset } of files) {
    const size = await context.storage.put(key, Readable.from(renderAsset(asset)), {
      contentType: asset.contentType,
      maxBytes: MAX_DEMO_ASSET_BYTES,
    });
    sizes.set(key, size);
  }
  return sizes;
}

/**
 * Each track master recorded as the upload route records one, queued for its streaming copy,
 * loudness and waveform: the server queues the jobs once it is up (resumeAudioWork), so the site
 * is usable at once and the copies arrive in the background.
 */
async function queueTrackMasters(
  db: Queryable,
  profileId: string,
  content: DemoContent,
  privateUrlOf: (asset: DemoAsset) => string,
  sizes: ReadonlyMap<string, number>,
): Promise<void> {
  for (const track of content.releases.flatMap((release) => release.variants.flatMap((variant) => variant.tracks))) {
    const key = storageKeyOfMediaUrl(privateUrlOf(track.audio)) as string;
    await recordAudioFile(db, profileId, {
      storageKey: key,
      format: "WAV",
      durationSeconds: track.durationSeconds,
      size: sizes.get(key) ?? 0,
      lossless: true,
    });
  }
}

async function seedCatalogue(
  db: Queryable,
  profileId: string,
  content: DemoContent,
  urlOf: (asset: DemoAsset) => string,
  privateUrlOf: (asset: DemoAsset) => string,
): Promise<void> {
  for (const tier of content.tiers) {
    await createTier(db, {
      id: tier.id,
      profileId,
      name: tier.name,
      rank: tier.rank,
      includesTierIds: tier.includesTierIds ?? [],
      payWhatYouWant: tier.payWhatYouWant,
      payWhatYouWantMinimum: tier.payWhatYouWantMinimum,
      priceMonthly: tier.priceMonthly,
      priceYearly: tier.priceYearly,
      benefits: tier.benefits,
    });
  }
  for (const release of content.releases) {
    await createProduct(db, {
      id: release.id,
      profileId,
      title: release.title,
      artist: release.artist,
      description: release.description,
      credits: release.credits,
      category: release.category,
      releaseType: release.releaseType,
      isFeatured: release.isFeatured,
      releasedAt: release.releasedAt,
      media: [{ id: release.cover.id, type: "image", url: urlOf(release.cover), name: release.cover.fileName }],
      variants: release.variants.map((variant) => ({
        id: variant.id,
        isDefault: variant.isDefault,
        price: variant.price,
        payWhatYouWant: variant.payWhatYouWant,
        tracks: variant.tracks.map((track) => ({
          id: track.id,
          title: track.title,
          artist: track.artist,
          description: track.description,
          hasExplicitContent: track.hasExplicitContent,
          isFeatured: track.isFeatured,
          durationSeconds: track.durationSeconds,
          media: [{ id: track.audio.id, type: "audio" as const, url: privateUrlOf(track.audio), name: track.audio.fileName }],
        })),
      })),
    });
  }
  for (const product of content.merch) {
    const pictures = product.pictures.map((asset) => ({ id: asset.id, type: "image" as const, url: urlOf(asset), name: asset.fileName }));
    await createProduct(db, {
      id: product.id,
      profileId,
      title: product.title,
      artist: content.artist.name,
      description: product.description,
      category: "Merch",
      // Featured, so a Featured Merch block on a page shows the band's merch table at once.
      isFeatured: true,
      releasedAt: product.releasedAt,
      media: pictures.slice(0, 1),
      options: product.options.map((option) => ({ name: option.name, values: [...option.values] })),
      lowStockThreshold: product.lowStockThreshold,
      includesProductId: product.includes ?? null,
      variants: product.variants.map((variant, index) => ({
        id: variant.id,
        isDefault: index === 0,
        price: variant.price,
        optionValues: variant.optionValues,
        sku: variant.sku,
        stock: variant.stock,
        media: variant.picture === undefined ? [] : pictures.slice(variant.picture, variant.picture + 1).map(({ id, ...item }) => item),
      })),
    });
  }
  await replaceShippingZones(db, profileId, demoShippingZones());
  for (const event of content.events) await createEvent(db, { ...event, profileId });
  const list = await createEmailList(db, profileId, content.emailList.name, content.emailList.id);
  // Added as the studio adds them: confirmed, as the artist vouches for them.
  await addSubscribers(
    db,
    profileId,
    list.id,
    content.emailList.subscribers.map((subscriber) => subscriber.email),
  );
  // The editor's media library starts with the artist's pictures, titled and described.
  const { name } = content.artist;
  const pictures: { asset: DemoAsset; title: string; alt: string }[] = [
    { asset: content.artist.avatar, title: `${name} – band photo`, alt: `The members of ${name}` },
    { asset: content.artist.logo, title: `${name} – logo`, alt: `${name} logo` },
    { asset: content.artist.heroImage, title: `${name} – hero picture`, alt: "A harbour at dusk" },
    ...content.releases.map((release) => ({ asset: release.cover, title: `${release.title} – cover`, alt: `Cover of ${release.title}` })),
  ];
  for (const { asset, title, alt } of pictures) {
    await createMediaItem(db, profileId, {
      url: urlOf(asset),
      name: asset.fileName,
      size: renderAsset(asset).length,
      parent: "website",
      type: "image",
      title,
      alt,
    });
  }
}

async function seedPeopleAndPosts(
  db: Queryable,
  profileId: string,
  content: DemoContent,
  urlOf: (post: DemoPost, asset: DemoAsset) => string,
  passwordHash: string,
): Promise<void> {
  for (const fan of content.fans) {
    const account = await createAccount(db, {
      id: fan.id,
      profileId,
      firstName: fan.firstName,
      lastName: fan.lastName,
      email: fan.email,
      passwordHash,
      membershipTierId: fan.membershipTierId,
    });
    if (!account) throw new Error(`demo: fan ${fan.email} twice`);
  }
  for (const post of content.posts) {
    await createPost(db, {
      id: post.id,
      profileId,
      type: post.type,
      caption: post.caption,
      membershipTierId: post.membershipTierId,
      media: post.media.map(({ type, asset, title, alt }) => ({
        id: asset.id,
        type,
        url: urlOf(post, asset),
        name: asset.fileName,
        ...(title ? { title } : {}),
        ...(alt === undefined ? {} : { alt }),
      })),
      ...(post.poll ? { poll: { question: post.poll.question, options: post.poll.options.map(({ uid, text }) => ({ uid, text })) } } : {}),
      createdAt: new Date(post.createdAt),
    });
    const ref = { profileId, entityType: "post" as const, entityId: post.id };
    for (const fanId of post.likedBy) await addMark(db, "likes", ref, fanId);
    for (const comment of post.comments) {
      await addComment(db, ref, comment.fanId, comment.content, { id: comment.id, createdAt: new Date(comment.createdAt) });
    }
    for (const option of post.poll?.options ?? []) {
      for (const accountId of option.voterIds) await addPollVote(db, profileId, { postId: post.id, optionUid: option.uid, accountId });
    }
  }
}

async function seedDocuments(db: Queryable, profileId: string, content: DemoContent, urlOf: (asset: DemoAsset) => string): Promise<void> {
  const site = demoSiteDocument({ logoUrl: urlOf(content.artist.logo), socialLinks: content.artist.socialLinks });
  const home = demoHomePage({
    artistName: content.artist.name,
    tagline: content.artist.tagline,
    about: content.artist.bio.split("\n\n")[0] ?? "",
    heroImageUrl: urlOf(content.artist.heroImage),
    emailListId: content.emailList.id,
  });
  for (const document of [site, home]) {
    const parsed = parseDocument(document, { registry: siteBlocks });
    if (!parsed.ok) throw new Error(`demo: the ${document.kind} document is not valid: ${JSON.stringify(parsed.errors)}`);
    const saved = await saveDocument(db, profileId, parsed.value);
    if (!saved.ok) throw new Error(`demo: could not save the ${document.kind} document (${saved.reason})`);
    const published = await publishDocument(db, profileId, saved.document.id);
    if (!published.ok) throw new Error(`demo: could not publish the ${document.kind} document (${published.reason})`);
  }
}
