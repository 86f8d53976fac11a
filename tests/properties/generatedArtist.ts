/**
 * Generated artists for the round-trip property (artistRoundTrip.test.ts): tiers, lists with
 * subscribers in each consent state, releases with tracks and bundles, posts with polls, events,
 * fans, memberships, orders, suppressions, fans' likes, saves, comments (moderated, or left by a
 * fan who deleted their account) and poll votes, an uploaded picture, a page linking a release and
 * showing the picture, its studio's team, and fans' votes stored for a poll of that page (rows only: neither the export
 * nor the import reads the page for them), written with plain SQL and the documents' own layer,
 * never through the import.
 */
import { Readable } from "node:stream";
import fc from "fast-check";
import { siteBlocks } from "../../blocks/registry";
import { parseDocument } from "../../runtime/parse";
import { CURRENT_SCHEMA_VERSIONS } from "../../schema/version";
import { publishDocument, saveDocument } from "../../server/data/documents";
import { createProfile } from "../../server/data/profiles";
import type { Database } from "../../server/db/database";
import type { Storage } from "../../server/storage/storage";

const word = fc.stringMatching(/^[A-Za-z][a-z]{2,9}$/);
export const generatedArtist = fc.record({
  tiers: fc.array(fc.record({ name: word, price: fc.option(fc.integer({ min: 1, max: 50 })), hidden: fc.boolean() }), {
    minLength: 1,
    maxLength: 3,
  }),
  lists: fc.array(word, { minLength: 1, maxLength: 2 }),
  subscribers: fc.array(
    fc.record({
      list: fc.nat(),
      status: fc.constantFrom("pending", "confirmed"),
      linkSent: fc.boolean(),
      linkUsed: fc.boolean(),
      first: word,
    }),
    { maxLength: 6 },
  ),
  releases: fc.array(
    fc.record({
      title: word,
      price: fc.integer({ min: 0, max: 3000 }),
      tracks: fc.array(word, { minLength: 1, maxLength: 3 }),
      bundle: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  posts: fc.array(fc.record({ caption: word, tier: fc.option(fc.nat()), poll: fc.array(word, { maxLength: 3 }), draft: fc.boolean() }), {
    maxLength: 3,
  }),
  events: fc.array(word, { maxLength: 2 }),
  fans: fc.array(fc.record({ first: word, tier: fc.option(fc.nat()), confirmed: fc.boolean() }), { maxLength: 4 }),
  memberships: fc.array(fc.record({ fan: fc.nat(), tier: fc.nat(), status: fc.constantFrom("pending", "active", "past_due", "ended") }), {
    maxLength: 3,
  }),
  orders: fc.array(
    fc.record({
      fan: fc.option(fc.nat()),
      items: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
      status: fc.constantFrom("paid", "shipped", "cancelled"),
    }),
    { maxLength: 3 },
  ),
  suppressed: fc.boolean(),
  /** Each a fan's like, save, comment or vote on a post; a vote on a post with no poll is left out. */
  engagement: fc.array(
    fc.record({
      kind: fc.constantFrom("likes", "saves", "comment", "vote"),
      post: fc.nat(),
      fan: fc.nat(),
      option: fc.nat(),
      text: word,
      moderation: fc.constantFrom("shown", "hidden", "held"),
      formerFan: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  /** The studio's team: the first member owns the artist, as someone always does; each address once, in mixed case. */
  team: fc.array(fc.record({ name: word, role: fc.constantFrom("owner", "editor", "viewer") }), { minLength: 1, maxLength: 3 }),
  /** Fans' votes in a poll of the home page (by the poll's and the option's uid; the page keeps its id). */
  pageVotes: fc.array(fc.record({ fan: fc.nat(), option: fc.nat() }), { maxLength: 2 }),
});
export type GeneratedArtist = typeof generatedArtist extends fc.Arbitrary<infer T> ? T : never;

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;
const time = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute)).toISOString();

/** A tiny real PNG's first bytes: what an upload's check looks for. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082",
  "hex",
);

/** The uids of a generated poll's options, in order. */
const POLL_UIDS = ["aaaaa", "bbbbb", "ccccc"];

/** Writes `content` as the artist at `slug`; resolves to its profile id. */
export async function writeGeneratedArtist(db: Database, storage: Storage, slug: string, content: GeneratedArtist): Promise<string> {
  const profile = await createProfile(db, "Generated Artist", { slug, exactSlug: true });
  const p = profile.id;
  const q = (sql: string, values: unknown[]) => db.query(sql, values);
  for (const [i, member] of content.team.entries())
    await q("INSERT INTO editors (id, profile_id, email, name, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5, 'hash', $6)", [
      `${slug}-editor-${i}`,
      p,
      `Member${i}@${slug}.example`,
      member.name,
      i === 0 ? "owner" : member.role,
      time(i),
    ]);
  const tiers = content.tiers.map((_, i) => `${slug}-tier-${i}`);
  for (const [i, tier] of content.tiers.entries())
    await q("INSERT INTO membership_tiers (id, profile_id, name, rank, price_monthly, hidden) VALUES ($1, $2, $3, $4, $5, $6)", [
      tiers[i],
      p,
      tier.name,
      i,
      tier.price,
      tier.hidden,
    ]);
  if (tiers.length > 1)
    await q("INSERT INTO membership_tier_includes (profile_id, tier_id, included_tier_id) VALUES ($1, $2, $3)", [
      p,
      tiers.at(-1),
      tiers[0],
    ]);
  const lists = content.lists.map((_, i) => `${slug}-list-${i}`);
  for (const [i, name] of content.lists.entries())
    await q("INSERT INTO email_lists (id, profile_id, name) VALUES ($1, $2, $3)", [lists[i], p, name]);
  for (const [i, s] of content.subscribers.entries())
    await q(
      `INSERT INTO email_subscribers (email_list_id, email, status, joined_at, confirmed_at, confirm_token_issued_at, confirm_token_used_at, first_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        pick(lists, s.list),
        `sub${i}@${slug}.example`,
        s.status,
        time(i),
        s.status === "confirmed" ? time(i + 1) : null,
        s.linkSent ? time(i) : null,
        s.linkSent && s.linkUsed ? time(i + 1) : null,
        s.first,
      ],
    );
  if (content.suppressed)
    await q("INSERT INTO mail_suppressions (profile_id, email, reason, at) VALUES ($1, $2, 'unsubscribed', $3)", [
      p,
      `gone@${slug}.example`,
      time(1),
    ]);
  await storage.put(`${p}/up1-cover.png`, Readable.from([PNG]), { contentType: "image/png", maxBytes: 1024 });
  await q("INSERT INTO media_items (id, profile_id, url, name, size, type, created_at) VALUES ($1, $2, $3, 'cover.png', $4, 'image', $5)", [
    `${slug}-media`,
    p,
    `/media/${p}/up1-cover.png`,
    PNG.length,
    time(0),
  ]);
  const releases = content.releases.map((_, i) => `${slug}-release-${i}`);
  for (const [i, release] of content.releases.entries()) {
    const media = JSON.stringify([{ id: `${slug}-media`, type: "image", url: `/media/${p}/up1-cover.png`, name: "cover.png" }]);
    await q(
      "INSERT INTO products (id, profile_id, title, artist, category, released_at, media) VALUES ($1, $2, $3, 'Generated Artist', 'Music', $4, $5::jsonb)",
      [releases[i], p, release.title, time(i), media],
    );
    await q("INSERT INTO product_variants (id, product_id, position, is_default, price) VALUES ($1, $2, 0, true, $3)", [
      `${releases[i]}-v`,
      releases[i],
      release.price / 100,
    ]);
    for (const [t, title] of release.tracks.entries())
      await q("INSERT INTO tracks (id, variant_id, position, title, artist) VALUES ($1, $2, $3, $4, 'Generated Artist')", [
        `${releases[i]}-t${t}`,
        `${releases[i]}-v`,
        t,
        title,
      ]);
    if (release.bundle && i > 0) await q("UPDATE products SET includes_product_id = $2 WHERE id = $1", [releases[i], releases[0]]);
  }
  for (const [i, post] of content.posts.entries()) {
    const id = `${slug}-post-${i}`;
    await q(
      "INSERT INTO posts (id, profile_id, type, caption, membership_tier_id, poll_question, draft, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
      [
        id,
        p,
        post.poll.length > 0 ? "poll" : "text",
        post.caption,
        post.tier === null ? null : pick(tiers, post.tier),
        post.poll.length > 0 ? "Which?" : null,
        post.draft,
        time(i),
      ],
    );
    for (const [o, text] of post.poll.entries())
      await q("INSERT INTO poll_options (post_id, uid, position, text) VALUES ($1, $2, $3, $4)", [id, POLL_UIDS[o], o, text]);
  }
  for (const [i, title] of content.events.entries())
    await q("INSERT INTO events (id, profile_id, title, date_time, address) VALUES ($1, $2, $3, $4, $5::jsonb)", [
      `${slug}-event-${i}`,
      p,
      title,
      time(i),
      JSON.stringify({ city: "Portland" }),
    ]);
  const fans = content.fans.map((_, i) => `${slug}-fan-${i}`);
  for (const [i, fan] of content.fans.entries())
    await q(
      "INSERT INTO accounts (id, profile_id, first_name, last_name, email, password_hash, membership_tier_id, email_confirmed_at, created_at) VALUES ($1, $2, $3, 'Fan', $4, 'hash', $5, $6, $7)",
      [
        fans[i],
        p,
        fan.first,
        `fan${i}@${slug}.example`,
        fan.tier === null ? null : pick(tiers, fan.tier),
        fan.confirmed ? time(i) : null,
        time(i),
      ],
    );
  for (const [i, m] of content.memberships.entries())
    await q(
      "INSERT INTO membership_subscriptions (id, profile_id, account_id, membership_tier_id, billing_interval, amount_cents, status, idempotency_key, created_at, updated_at) VALUES ($1, $2, $3, $4, 'month', 500, $5, $6, $7, $7)",
      [`${slug}-m-${i}`, p, fans.length > 0 ? pick(fans, m.fan) : null, pick(tiers, m.tier), m.status, `key-${i}`, time(i)],
    );
  for (const [i, order] of content.orders.entries()) {
    const id = `${slug}-order-${i}`;
    await q(
      "INSERT INTO orders (id, profile_id, account_id, status, total_cents, email, created_at) VALUES ($1, $2, $3, $4, 100, $5, $6)",
      [id, p, order.fan === null || fans.length === 0 ? null : pick(fans, order.fan), order.status, `buyer${i}@${slug}.example`, time(i)],
    );
    for (const [n, item] of order.items.entries())
      await q(
        "INSERT INTO order_items (order_id, position, product_id, variant_id, title, price_cents) VALUES ($1, $2, $3, $4, 'Item', 100)",
        [id, n, pick(releases, item), `${pick(releases, item)}-v`],
      );
  }
  await writeGeneratedEngagement(db, p, slug, content, fans);
  const page = parseDocument(
    {
      schemaVersion: CURRENT_SCHEMA_VERSIONS.page,
      kind: "page",
      id: "home",
      title: "Home",
      path: "/",
      root: {
        id: "root",
        type: "Container",
        props: {},
        children: [
          { id: "buy", type: "Button", props: { text: "Buy", link: `/music/${releases[0]}` } },
          { id: "cover", type: "Image", props: { src: `/media/${p}/up1-cover.png` } },
        ],
      },
    },
    { registry: siteBlocks },
  );
  if (!page.ok) throw new Error(`the generated page is not valid: ${JSON.stringify(page.errors)}`);
  const saved = await saveDocument(db, p, page.value);
  if (!saved.ok) throw new Error("the generated page was not saved");
  await publishDocument(db, p, saved.document.id);
  for (const [i, vote] of (fans.length > 0 ? content.pageVotes : []).entries())
    await q(
      "INSERT INTO page_poll_votes (profile_id, page_id, poll_uid, option_uid, account_id, created_at) VALUES ($1, $2, 'ppppp', $3, $4, $5) ON CONFLICT DO NOTHING",
      [p, saved.document.id, pick(POLL_UIDS, vote.option), pick(fans, vote.fan), time(i)],
    );
  return p;
}

/** The fans' likes, saves, comments and votes on the artist's posts (none without a post and a fan). */
async function writeGeneratedEngagement(db: Database, p: string, slug: string, content: GeneratedArtist, fans: string[]): Promise<void> {
  if (content.posts.length === 0 || fans.length === 0) return;
  for (const [i, e] of content.engagement.entries()) {
    const index = e.post % content.posts.length;
    const [post, fan, options] = [`${slug}-post-${index}`, pick(fans, e.fan), content.posts[index]?.poll ?? []];
    if (e.kind === "likes" || e.kind === "saves")
      await db.query(
        `INSERT INTO ${e.kind} (profile_id, entity_type, entity_id, account_id, created_at) VALUES ($1, 'post', $2, $3, $4) ON CONFLICT DO NOTHING`,
        [p, post, fan, time(i)],
      );
    else if (e.kind === "comment")
      await db.query(
        "INSERT INTO comments (id, profile_id, entity_type, entity_id, account_id, content, hidden, held, created_at) VALUES ($1, $2, 'post', $3, $4, $5, $6, $7, $8)",
        [`${slug}-comment-${i}`, p, post, e.formerFan ? null : fan, e.text, e.moderation === "hidden", e.moderation === "held", time(i)],
      );
    else if (options.length > 0)
      await db.query(
        "INSERT INTO poll_votes (post_id, option_uid, account_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
        [post, POLL_UIDS[e.option % options.length], fan, time(i)],
      );
  }
}
