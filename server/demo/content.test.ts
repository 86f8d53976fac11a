import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { ID_PATTERN } from "../../schema/common";
import { productSchema } from "../../schema/entities/catalogue";
import { eventSchema } from "../../schema/entities/events";
import { mediaItemSchema } from "../../schema/entities/media";
import { membershipTierSchema } from "../../schema/entities/membership";
import { userSchema } from "../../schema/entities/people";
import { commentSchema, POST_TYPES, postSchema } from "../../schema/entities/posts";
import { tierReadsPostsOf } from "../../schema/rules/tierAccess";
import { collectAssets, MAX_DEMO_ASSET_BYTES, renderAsset } from "./assets";
import { type DemoFan, type DemoPost, demoContent, toComment, toMediaItem, toMembershipTier, toPost, toProduct, toUser } from "./content";

const ajv = new Ajv2020({ allErrors: true, strict: true });
const validators = {
  product: ajv.compile(productSchema),
  tier: ajv.compile(membershipTierSchema),
  user: ajv.compile(userSchema),
  post: ajv.compile(postSchema),
  comment: ajv.compile(commentSchema),
  // A seeded event is the answer less the venue's clock, which the server reads from its instant and zone.
  event: ajv.compile({ ...eventSchema, required: eventSchema.required.filter((field) => field !== "localDateTime") }),
  mediaItem: ajv.compile(mediaItemSchema),
};

function expectValid(name: keyof typeof validators, value: unknown): void {
  const validate = validators[name];
  expect(validate(value) ? [] : validate.errors, `${name} ${JSON.stringify(value).slice(0, 120)}`).toEqual([]);
}

const now = new Date("2026-11-21T09:30:00Z");
const content = demoContent({ now });
const urlOf = (asset: { fileName: string }) => `/media/profile-1/${asset.fileName}`;
const time = (iso: string) => new Date(iso).getTime();
const DAY = 86_400_000;

describe("releases", () => {
  const { releases } = content;
  const tracks = releases.flatMap((release) => release.variants.flatMap((variant) => variant.tracks));

  it("has at least a dozen, albums with several tracks and singles", () => {
    expect(releases.length).toBeGreaterThanOrEqual(12);
    const albums = releases.filter((release) => release.releaseType === "album");
    expect(albums.length).toBeGreaterThanOrEqual(3);
    for (const album of albums) expect(album.variants[0]?.tracks.length).toBeGreaterThanOrEqual(4);
    expect(releases.filter((release) => release.releaseType === "single").length).toBeGreaterThanOrEqual(6);
  });

  it("has pay-what-you-want, explicit, featured tracks and featured releases", () => {
    expect(releases.some((release) => release.variants.some((variant) => variant.payWhatYouWant))).toBe(true);
    expect(tracks.some((track) => track.hasExplicitContent)).toBe(true);
    expect(tracks.some((track) => track.isFeatured)).toBe(true);
    expect(releases.filter((release) => release.isFeatured).length).toBeGreaterThanOrEqual(3);
  });

  it("has one default variant each, multi-line credits and a description", () => {
    for (const release of releases) {
      expect(release.variants.filter((variant) => variant.isDefault)).toHaveLength(1);
      expect(release.credits.trim().split("\n").length).toBeGreaterThan(3);
      expect(release.description.length).toBeGreaterThan(20);
    }
  });

  it("were released over several past years", () => {
    const dates = releases.map((release) => time(release.releasedAt));
    for (const date of dates) expect(date).toBeLessThan(now.getTime());
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(3 * 365 * DAY);
  });

  it("fit the Product schema, with track lengths of the generated audio", () => {
    for (const release of releases) expectValid("product", toProduct(release, urlOf));
    for (const track of tracks) {
      expect(track.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(track.durationSeconds).toBeLessThanOrEqual(40);
    }
  });
});

describe("tiers and fans", () => {
  const { tiers, fans } = content;

  it("has a free tier, a monthly and yearly one and a pay-what-you-want one with a minimum", () => {
    expect(tiers.map((tier) => tier.name)).toEqual(["Listener", "Supporter", "Inner Circle"]);
    const [listener, supporter, inner] = tiers;
    expect(listener).toMatchObject({ priceMonthly: null, priceYearly: null, payWhatYouWant: false });
    expect(supporter).toMatchObject({ priceMonthly: 5, priceYearly: 50, payWhatYouWant: false });
    expect(inner).toMatchObject({ payWhatYouWant: true, payWhatYouWantMinimum: 10 });
    expect(tiers.map((tier) => tier.rank)).toEqual([0, 1, 2]);
    // Each paid tier reads the posts of the cheaper ones; the free tier reads only its own.
    expect(tiers.map((tier) => tier.includesTierIds)).toEqual([[], [listener?.id], [listener?.id, supporter?.id]]);
    for (const tier of tiers) {
      expect(tier.benefits.length).toBeGreaterThanOrEqual(3);
      expectValid("tier", toMembershipTier(tier));
    }
  });

  it("has 10 to 20 fans with example.com addresses, valid names and existing tiers", () => {
    expect(fans.length).toBeGreaterThanOrEqual(10);
    expect(fans.length).toBeLessThanOrEqual(20);
    expect(new Set(fans.map((fan) => fan.email)).size).toBe(fans.length);
    const tierIds = new Set(tiers.map((tier) => tier.id));
    for (const fan of fans) {
      expect(fan.email).toMatch(/^[a-z.]+@example\.com$/);
      // The registration rules: letters and spaces, at most 25.
      expect(`${fan.firstName}${fan.lastName}`).toMatch(/^[\p{L} ]+$/u);
      if (fan.membershipTierId !== null) expect(tierIds.has(fan.membershipTierId)).toBe(true);
      expectValid("user", toUser(fan));
    }
    for (const tier of tiers) expect(fans.some((fan) => fan.membershipTierId === tier.id)).toBe(true);
  });
});

describe("posts", () => {
  const { posts, tiers, fans } = content;
  const canSee = (fan: DemoFan, post: DemoPost) => {
    const tier = tiers.find((candidate) => candidate.id === fan.membershipTierId);
    return post.membershipTierId === null || (tier !== undefined && tierReadsPostsOf(tier, post.membershipTierId));
  };
  const fanById = new Map(fans.map((fan) => [fan.id, fan]));

  it("has every type, public posts and posts locked to each tier", () => {
    // Document posts are PDFs an artist uploads (issue 17); the demo's generated files are audio and pictures.
    expect(new Set(posts.map((post) => post.type))).toEqual(new Set(POST_TYPES.filter((type) => type !== "document")));
    expect(posts.some((post) => post.membershipTierId === null)).toBe(true);
    for (const tier of tiers) expect(posts.filter((post) => post.membershipTierId === tier.id).length).toBeGreaterThanOrEqual(1);
  });

  it("is dated over the last months", () => {
    const dates = posts.map((post) => time(post.createdAt));
    for (const date of dates) expect(date).toBeLessThan(now.getTime());
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(90 * DAY);
  });

  it("has polls of 2 to 4 options with unique five-letter uids, one vote per fan", () => {
    const polls = posts.filter((post) => post.type === "poll");
    expect(polls.length).toBeGreaterThanOrEqual(2);
    for (const post of polls) {
      const options = post.poll?.options ?? [];
      expect(options.length).toBeGreaterThanOrEqual(2);
      expect(options.length).toBeLessThanOrEqual(4);
      for (const option of options) expect(option.uid).toMatch(/^[a-z]{5}$/);
      expect(new Set(options.map((option) => option.uid)).size).toBe(options.length);
      const voters = options.flatMap((option) => option.voterIds);
      expect(new Set(voters).size).toBe(voters.length);
      expect(voters.length).toBeGreaterThan(0);
    }
    for (const post of posts.filter((candidate) => candidate.type !== "poll")) expect(post.poll).toBeUndefined();
  });

  it("has media that fits its type: pictures, audio, and a poster for video", () => {
    for (const post of posts) {
      const types = post.media.map((media) => media.type);
      if (post.type === "image") expect(types).toContain("image");
      if (post.type === "audio") expect(types).toContain("audio");
      if (post.type === "video") expect(types).toContain("image");
      if (post.type === "text" || post.type === "poll") expect(types).toEqual([]);
    }
  });

  it("is liked, commented on and voted in only by fans who can see it", () => {
    expect(posts.every((post) => post.likedBy.length > 0 && post.comments.length > 0)).toBe(true);
    for (const post of posts) {
      expect(new Set(post.likedBy).size).toBe(post.likedBy.length);
      const people = [
        ...post.likedBy,
        ...post.comments.map((comment) => comment.fanId),
        ...(post.poll?.options.flatMap((o) => o.voterIds) ?? []),
      ];
      for (const fanId of people) expect(canSee(fanById.get(fanId) as DemoFan, post), `${fanId} on ${post.id}`).toBe(true);
      for (const comment of post.comments) {
        expect(time(comment.createdAt)).toBeGreaterThan(time(post.createdAt));
        expect(time(comment.createdAt)).toBeLessThan(now.getTime());
        expectValid("comment", toComment(comment, fans));
      }
    }
  });

  it("fits the Post schema, with and without access", () => {
    for (const post of posts) {
      const open = toPost(post, urlOf, { hasAccess: true, viewerId: post.poll?.options[0]?.voterIds[0] });
      expectValid("post", open);
      expect(open.likes).toBe(post.likedBy.length);
      if (post.poll) expect(open.poll?.options[0]?.voted).toBe(true);
      const locked = toPost(post, urlOf, { hasAccess: false });
      expectValid("post", locked);
      expect(locked.caption).toBeUndefined();
      expect(locked.media).toBeUndefined();
    }
  });
});

describe("events and the email list", () => {
  it("has at least five upcoming shows over the coming months, with https ticket links", () => {
    const upcoming = content.events.filter((event) => time(event.dateTime) > now.getTime());
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    const times = upcoming.map((event) => time(event.dateTime));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(45 * DAY);
    for (const event of content.events) {
      expect(event.actionLink).toMatch(/^https:\/\//);
      expect(event.actionText.length).toBeGreaterThan(0);
      expectValid("event", event);
    }
    expect(upcoming.some((event) => event.actionText === "Get tickets")).toBe(true);
  });

  it("gives shows the local time of their venue", () => {
    const berlin = content.events.find((event) => event.address.city === "Berlin");
    expect(berlin?.dateTime).toMatch(/T20:00:00\+01:00$/);
  });

  it("has a newsletter with unique subscribers", () => {
    expect(content.emailList.name).toBe("Newsletter");
    const emails = content.emailList.subscribers.map((subscriber) => subscriber.email);
    expect(emails.length).toBeGreaterThanOrEqual(10);
    expect(new Set(emails).size).toBe(emails.length);
  });
});

describe("the whole demo", () => {
  it("uses unique ids that fit the id pattern", () => {
    const { tiers, fans, releases, posts, events, emailList } = content;
    const ids = [
      ...tiers.flatMap((tier) => [tier.id, ...tier.benefits.map((benefit) => benefit.id)]),
      ...fans.map((fan) => fan.id),
      ...releases.flatMap((release) => [
        release.id,
        ...release.variants.flatMap((variant) => [variant.id, ...variant.tracks.map((track) => track.id)]),
      ]),
      ...posts.flatMap((post) => [post.id, ...post.comments.map((comment) => comment.id)]),
      ...events.map((event) => event.id),
      emailList.id,
      ...collectAssets(content).map((asset) => asset.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(new RegExp(ID_PATTERN));
  });

  it("is deterministic, moves with now and takes an id prefix", () => {
    expect(demoContent({ now })).toEqual(content);
    const later = demoContent({ now: new Date(now.getTime() + 30 * DAY), idPrefix: "second" });
    expect(time(later.events[2]?.dateTime ?? "")).toBeGreaterThan(time(content.events[2]?.dateTime ?? ""));
    expect(later.releases[0]?.id).toBe("second-release-afterglow-avenue");
    expect(later.releases[0]?.cover.fileName).toBe(content.releases[0]?.cover.fileName);
  });

  it("describes each file once, with a unique, URL-safe name, and every picture renders small", () => {
    const assets = collectAssets(content);
    expect(new Set(assets.map((asset) => asset.fileName)).size).toBe(assets.length);
    for (const asset of assets) expect(asset.fileName).toMatch(/^demo-[a-z0-9-]+\.(svg|wav)$/);
    expect(new Set(assets.map((asset) => asset.id)).size).toBe(assets.length);
    for (const asset of assets.filter((candidate) => candidate.contentType === "image/svg+xml")) {
      const bytes = renderAsset(asset);
      expect(bytes.toString("utf8", 0, 4)).toBe("<svg");
      expect(bytes.length).toBeLessThan(MAX_DEMO_ASSET_BYTES);
      expectValid("mediaItem", toMediaItem(asset, urlOf, bytes.length));
    }
    const audio = assets.filter((asset) => asset.contentType === "audio/wav");
    expect(audio.length).toBeGreaterThan(30);
    const wav = renderAsset(audio[0] as (typeof audio)[number]);
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.length).toBeLessThan(MAX_DEMO_ASSET_BYTES);
  });
});
