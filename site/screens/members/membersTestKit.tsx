/**
 * For the members page's tests (not shipped: only tests import it): posts of every type, a fake
 * SiteData that filters and pages them as the server does (locked ones stripped for viewers
 * without the tier), and the fake API answers for likes, saves, comments and votes.
 */

import type { Comment, Poll, Post } from "../../../schema/entities/posts";
import { tierReadsPostsOf } from "../../../schema/rules/tierAccess";
import type { DataViewer, Paged, PostListQuery, SiteData } from "../../../schema/siteData";
import { type FakeRoutes, json, TEST_TIERS, testSiteData } from "../account/screenTesting";

/** The test tiers in order: Listener (free), then Inner Circle (which includes Listener's posts). */
export const [LISTENER, INNER] = TEST_TIERS as [(typeof TEST_TIERS)[number], (typeof TEST_TIERS)[number]];

export const LOCKED_CAPTION = "SECRET setlist for the inner circle";
export const LOCKED_IMAGE = "/media/secret-setlist.jpg";

let minute = 0;

export function post(id: string, overrides: Partial<Post> = {}): Post {
  minute += 1;
  return {
    id,
    type: "text",
    caption: `Caption of ${id}`,
    likes: 2,
    comments: 1,
    hasAccess: true,
    membershipTierId: null,
    createdAt: new Date(Date.UTC(2025, 2, 1, 12, 59 - (minute % 60))).toISOString(),
    media: [],
    ...overrides,
  };
}

export const POLL: Poll = {
  question: "Which song opens the tour?",
  options: [
    { uid: "aftgl", text: "Afterglow Avenue", votes: 3, voted: false },
    { uid: "udtow", text: "Undertow", votes: 1, voted: false },
  ],
};

/** A feed like the demo's: every type, public and locked to Inner Circle. */
export function feed(): Post[] {
  return [
    post("p-image", {
      type: "image",
      caption: "Rehearsal room",
      media: [{ id: "m1", type: "image", url: "/media/room.jpg", name: "room.jpg", alt: "Rehearsal room" }],
    }),
    post("p-video", {
      type: "video",
      caption: "Visualizer",
      media: [{ id: "m2", type: "video", url: "/media/visualizer.mp4", name: "visualizer.mp4", title: "Visualizer" }],
    }),
    post("p-audio", {
      type: "audio",
      caption: "First listen",
      media: [{ id: "m3", type: "audio", url: "/media/first.wav", name: "first.wav", title: "Neon Tidepools" }],
    }),
    post("p-poll", { type: "poll", caption: "Help us out", poll: POLL, likes: 5 }),
    post("p-doc", {
      type: "text",
      caption: "Lyrics sheet",
      media: [{ id: "m4", type: "document", url: "/media/lyrics.pdf", name: "lyrics.pdf", title: "Lyrics" }],
    }),
    post("p-locked", {
      type: "image",
      caption: LOCKED_CAPTION,
      membershipTierId: INNER.id,
      media: [{ id: "m5", type: "image", url: LOCKED_IMAGE, name: "setlist.jpg", alt: "Setlist" }],
    }),
  ];
}

/** A post as the server would send it to `viewer`: locked ones (of a tier the fan's does not include) without their content. */
function asSeenBy(item: Post, viewer: DataViewer): Post {
  const fanTier = viewer.kind === "fan" ? TEST_TIERS.find((tier) => tier.id === viewer.membershipTierId) : undefined;
  const hasAccess = item.membershipTierId == null || (fanTier !== undefined && tierReadsPostsOf(fanTier, item.membershipTierId));
  if (hasAccess) return { ...item, hasAccess: true };
  const { caption: _caption, media: _media, poll: _poll, ...rest } = item;
  return { ...rest, hasAccess: false };
}

export interface FakePostsData extends SiteData {
  /** Every posts query asked, with whom for. */
  readonly calls: { query: PostListQuery; viewer: DataViewer["kind"] }[];
}

/** A SiteData over `posts`, filtering and paging as the server does. */
export function fakePostsData(posts: readonly Post[] = feed()): FakePostsData {
  const calls: FakePostsData["calls"] = [];
  return {
    ...testSiteData(),
    calls,
    posts: async (query, viewer): Promise<Paged<Post>> => {
      calls.push({ query, viewer: viewer.kind });
      const text = query.query?.toLowerCase() ?? "";
      const matching = posts
        .map((item) => asSeenBy(item, viewer))
        .filter(
          (item) =>
            (query.type === undefined || item.type === query.type) &&
            (query.membershipTierId === undefined || item.membershipTierId === query.membershipTierId) &&
            (text === "" || (item.hasAccess && (item.caption ?? "").toLowerCase().includes(text))),
        );
      const start = (query.page - 1) * query.limit;
      return { data: matching.slice(start, start + query.limit), page: query.page, pageSize: query.limit, total: matching.length };
    },
  };
}

export const COMMENTS: Comment[] = [
  { id: "c1", fullName: "Mara Quinn", content: "Chicago, finally!!", createdAt: "2025-03-01T13:00:00.000Z" },
  { id: "c2", fullName: "Jonah Park", content: "See you there", createdAt: "2025-03-01T14:00:00.000Z" },
];

/** The API a fan's actions reach: likes count up from `likes`, comments and votes answer as the server does. */
export function engagementRoutes(options: { likes?: number; failLikes?: boolean } = {}): FakeRoutes {
  let likes = options.likes ?? 2;
  let next = 10;
  return {
    "GET public/likes/status": () => json({ liked: false }),
    "GET public/saves/status": () => json({ saved: false }),
    "POST public/likes": () => (options.failLikes ? json({ message: "Down" }, 500) : json({ liked: true, count: ++likes })),
    "DELETE public/likes": () => json({ liked: false, count: --likes }),
    "POST public/saves": () => json({ saved: true }),
    "DELETE public/saves": () => json({ saved: false }),
    // The server sends a page of comments, newest first.
    "GET public/comments": () => json({ data: [...COMMENTS].reverse(), page: 1, pageSize: 20, total: COMMENTS.length }),
    "POST public/comments": async (request) => {
      const body = (await request.json()) as { content: string };
      return json({ id: `c${++next}`, fullName: "Ada Lovelace", content: body.content, createdAt: "2025-03-02T10:00:00.000Z" }, 201);
    },
    "POST public/polls/p-poll/votes": async (request) => {
      const body = (await request.json()) as { optionUid: string; voted: boolean };
      return json({
        ...POLL,
        options: POLL.options.map((option) =>
          option.uid === body.optionUid ? { ...option, voted: body.voted, votes: option.votes + (body.voted ? 1 : 0) } : option,
        ),
      });
    },
  };
}
