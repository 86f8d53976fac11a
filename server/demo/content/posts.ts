import type { PostType } from "../../../schema/entities/posts";
import { tierReadsPostsOf } from "../../../schema/rules/tierAccess";
import { audioAsset, imageAsset } from "../assets";
import type { Motif } from "../covers";
import { createRandom } from "../random";
import type { TrackMood } from "../wav";
import { type DemoContext, type DemoFan, type DemoPost, type DemoPostMedia, type DemoTier, daysAgo } from "./types";

type TierSlug = "listener" | "supporter" | "inner-circle";

interface PostRow {
  readonly slug: string;
  readonly type: PostType;
  /** null: public. */
  readonly tier: TierSlug | null;
  readonly daysAgo: number;
  readonly caption: string;
  readonly image?: { readonly title?: string; readonly motif: Motif; readonly palette: number };
  readonly audio?: { readonly title: string; readonly mood: TrackMood; readonly seconds: number };
  readonly poll?: { readonly question: string; readonly options: readonly (readonly [uid: string, text: string])[] };
  readonly likes: number;
  readonly comments: readonly string[];
}

/**
 * Video posts carry a poster (and, where there is one, the session's audio) instead of an MP4:
 * the demo makes every file with its own code and an H.264 encoder is out of its scope.
 */
const VIDEO_NOTE = "(The video is on its way. For now, here is the poster and the audio from the session.)";

const POSTS: readonly PostRow[] = [
  {
    slug: "tour-announcement",
    type: "text",
    tier: null,
    daysAgo: 2,
    caption:
      "TOUR! The Afterglow Avenue tour starts next week: Seattle, Vancouver, San Francisco, Los Angeles, Denver, Chicago, then London and Berlin. Members got the presale code by email. See you down the front.",
    likes: 13,
    comments: ["Chicago, finally!!", "Any chance of a Boise date?", "Got my tickets for Seattle. Bringing my dad."],
  },
  {
    slug: "rehearsal-room",
    type: "image",
    tier: null,
    daysAgo: 5,
    caption: "Rehearsal room, day three. Jonah has built a fort out of cymbal cases and refuses to leave it.",
    image: { title: "Rehearsal room, day three", motif: "halftone", palette: 0 },
    likes: 11,
    comments: ["That fort is structurally impressive", "Is that the old Juno in the corner?"],
  },
  {
    slug: "tour-opener-poll",
    type: "poll",
    tier: null,
    daysAgo: 8,
    caption: "Help us out: which song should open the tour?",
    poll: {
      question: "Which song should open the Afterglow Avenue tour?",
      options: [
        ["aftgl", "Afterglow Avenue"],
        ["udtow", "Undertow"],
        ["papmn", "Paper Moons"],
        ["satht", "Satellite Heart"],
      ],
    },
    likes: 9,
    comments: ["Undertow. Start loud, no mercy.", "Paper Moons for the old-timers"],
  },
  {
    slug: "satellite-heart-memo",
    type: "audio",
    tier: "supporter",
    daysAgo: 12,
    caption:
      "The very first voice memo of Satellite Heart, recorded on Mara's phone in the van outside a gas station in Eugene. It got faster.",
    audio: { title: "Satellite Heart – the first voice memo", mood: "driving", seconds: 22 },
    likes: 7,
    comments: ["It's amazing how much of the final song is already here", "The gas station ambience is a vibe"],
  },
  {
    slug: "studio-diary-3",
    type: "video",
    tier: "supporter",
    daysAgo: 16,
    caption: `Studio diary #3: building the drum sound for Kites Over Burnside out of a cardboard box and a tambourine. ${VIDEO_NOTE}`,
    image: { title: "Studio diary #3", motif: "rings", palette: 3 },
    audio: { title: "Studio diary #3 – the session", mood: "bright", seconds: 24 },
    likes: 6,
    comments: ["The cardboard box deserves a credit on the album"],
  },
  {
    slug: "setlist-draft",
    type: "text",
    tier: "inner-circle",
    daysAgo: 21,
    caption:
      'Setlist draft for the tour, for your eyes only: Undertow / Neon Tidepools / Glasshouse / Paper Moons / Say "When" / Copper Sky / Radio Silence / Satellite Heart / Lanterns. Encore: Last Ferry Home. Too many slow ones in the middle? Be honest.',
    likes: 4,
    comments: ["Swap Radio Silence and Copper Sky and it's perfect", "Please keep Lanterns, I will cry happily"],
  },
  {
    slug: "merch-designs",
    type: "image",
    tier: "listener",
    daysAgo: 27,
    caption: "New tour shirts! Ada drew the lighthouse; Theo insisted on the font. Members see them first.",
    image: { title: "Tour shirts", motif: "sunset", palette: 9 },
    likes: 10,
    comments: ["Need the lighthouse one in green", "Will there be posters too?"],
  },
  {
    slug: "vinyl-b-side-poll",
    type: "poll",
    tier: "supporter",
    daysAgo: 33,
    caption: "The vinyl of Afterglow Avenue has room for one bonus track. You pick.",
    poll: {
      question: "Which song goes on the vinyl as the bonus track?",
      options: [
        ["harbr", "Harbor Lights"],
        ["kitch", "Cold Coffee (Kitchen Table Version)"],
        ["nswim", "Undertow (Night Swim Remix)"],
      ],
    },
    likes: 6,
    comments: ["Harbor Lights deserves a proper release"],
  },
  {
    slug: "harbor-lights-rough",
    type: "audio",
    tier: "inner-circle",
    daysAgo: 41,
    caption: "Unreleased: a rough mix of a song called Harbor Lights. Not finished, maybe never finished. Tell us what you hear.",
    audio: { title: "Harbor Lights – rough mix", mood: "dreamy", seconds: 26 },
    likes: 4,
    comments: ["The synth pad at the start!!", "Finish it. Please finish it."],
  },
  {
    slug: "afterglow-visualizer",
    type: "video",
    tier: null,
    daysAgo: 50,
    caption: `Afterglow Avenue: the official visualizer, made with a projector and a very patient fog machine. ${VIDEO_NOTE}`,
    image: { title: "Afterglow Avenue – visualizer", motif: "sunset", palette: 9 },
    audio: { title: "Afterglow Avenue – from the visualizer", mood: "bright", seconds: 28 },
    likes: 12,
    comments: ["The colours in this are unreal", "Fog machine MVP"],
  },
  {
    slug: "album-out-now",
    type: "text",
    tier: null,
    daysAgo: 75,
    caption:
      "Afterglow Avenue is out now, everywhere and right here in the shop. Thank you for waiting, for listening, and for every message while we were buried in the studio. Play it loud, play it on a night bus.",
    likes: 14,
    comments: ["Last Ferry Home wrecked me in the best way", "Day one listener, this is your best yet", "Vinyl ordered!"],
  },
  {
    slug: "lyric-sheet",
    type: "image",
    tier: "inner-circle",
    daysAgo: 70,
    caption: "The handwritten lyric sheet for Last Ferry Home, coffee stains and crossed-out second verse included.",
    image: { title: "Last Ferry Home – lyrics", motif: "waves", palette: 5 },
    likes: 4,
    comments: ["The crossed-out verse is so different!"],
  },
  {
    slug: "vinyl-colour-poll",
    type: "poll",
    tier: "inner-circle",
    daysAgo: 88,
    caption: "Inner Circle gets a special vinyl pressing. Final decision is yours.",
    poll: {
      question: "Which colour for the Inner Circle vinyl?",
      options: [
        ["amber", "Sunset amber"],
        ["tidal", "Tidepool teal"],
      ],
    },
    likes: 4,
    comments: ["Teal, obviously"],
  },
  {
    slug: "monthly-update",
    type: "text",
    tier: "supporter",
    daysAgo: 100,
    caption:
      "Monthly update: the album is mastered, the artwork is at the printer, and Jonah has learned to juggle (badly). Thank you for keeping the lights on while we finished this record.",
    likes: 7,
    comments: ["Video of the juggling or it didn't happen", "Can't wait!"],
  },
  {
    slug: "acoustic-livestream",
    type: "video",
    tier: "inner-circle",
    daysAgo: 118,
    caption: `Livestream replay: the acoustic set from Ada's living room, questions and all. ${VIDEO_NOTE}`,
    image: { title: "Acoustic livestream – replay", motif: "orbit", palette: 2 },
    audio: { title: "Acoustic livestream – the audio", mood: "mellow", seconds: 30 },
    likes: 3,
    comments: ["Thanks for answering my question about the Rhodes!"],
  },
  {
    slug: "glasshouse-shoot",
    type: "image",
    tier: null,
    daysAgo: 140,
    caption: "Out-take from the Glasshouse cover shoot. We were in that greenhouse for nine hours and everyone got a sunburn.",
    image: { title: "Glasshouse cover shoot", motif: "halftone", palette: 7 },
    likes: 10,
    comments: ["This should have been the cover"],
  },
  {
    slug: "neon-tidepools-first-listen",
    type: "audio",
    tier: null,
    daysAgo: 160,
    caption: "First listen: a minute of Neon Tidepools, the first single from the new album. Full song out Friday.",
    audio: { title: "Neon Tidepools – first listen", mood: "bright", seconds: 24 },
    likes: 12,
    comments: ["Friday can't come soon enough", "This guitar tone!"],
  },
];

/** A moment `hours` after `iso`, but never later than an hour before `now`. */
function later(iso: string, hours: number, now: Date): string {
  return new Date(Math.min(new Date(iso).getTime() + hours * 3_600_000, now.getTime() - 3_600_000)).toISOString();
}

/** Posts of every type over the last five months: public ones and ones for each tier, with comments, likes and votes. */
export function demoPosts({ id, now }: DemoContext, tiers: readonly DemoTier[], fans: readonly DemoFan[]): DemoPost[] {
  const tierOf = new Map(tiers.map((tier) => [tier.id, tier]));
  const reads = (fan: DemoFan, postTierId: string | null) => {
    const tier = fan.membershipTierId ? tierOf.get(fan.membershipTierId) : undefined;
    return postTierId === null || (tier !== undefined && tierReadsPostsOf(tier, postTierId));
  };
  return POSTS.map((row, postIndex): DemoPost => {
    const membershipTierId = row.tier ? id(`tier-${row.tier}`) : null;
    // Only fans who can see a post like it, comment on it or vote in it; each post starts at a different fan.
    const eligible = fans.filter((fan) => reads(fan, membershipTierId));
    const rotated = eligible.map((_, index) => eligible[(index + postIndex * 3) % eligible.length] as DemoFan);
    const createdAt = daysAgo(now, row.daysAgo, 16 + (postIndex % 5), (postIndex * 17) % 60);
    const media: DemoPostMedia[] = [];
    if (row.image) {
      const spec = { seed: `lantern-coast/post/${row.slug}`, ...row.image };
      media.push({ type: "image", asset: imageAsset(id(`asset-post-${row.slug}`), `post-${row.slug}`, spec), alt: row.image.title ?? "" });
    }
    if (row.audio) {
      const spec = { seed: `lantern-coast/post/${row.slug}`, mood: row.audio.mood, durationSeconds: row.audio.seconds };
      media.push({
        type: "audio",
        asset: audioAsset(id(`asset-post-audio-${row.slug}`), `post-${row.slug}`, spec),
        title: row.audio.title,
      });
    }
    const random = createRandom(`lantern-coast/poll/${row.slug}`);
    const poll = row.poll && {
      question: row.poll.question,
      options: row.poll.options.map(([uid, text]) => ({ uid, text, voterIds: [] as string[] })),
    };
    if (poll) {
      // About three in four fans who can see a poll vote, for one option each, leaning to the first options.
      for (const fan of rotated) {
        if (!random.chance(0.75)) continue;
        const choice = Math.min(poll.options.length - 1, Math.floor(random.next() ** 1.6 * poll.options.length));
        poll.options[choice]?.voterIds.push(fan.id);
      }
    }
    return {
      id: id(`post-${row.slug}`),
      type: row.type,
      caption: row.caption,
      membershipTierId,
      createdAt,
      media,
      ...(poll ? { poll } : {}),
      likedBy: rotated.slice(0, row.likes).map((fan) => fan.id),
      comments: row.comments.map((content, index) => ({
        id: id(`comment-${row.slug}-${index + 1}`),
        fanId: (rotated[(index * 2 + 1) % rotated.length] as DemoFan).id,
        content,
        createdAt: later(createdAt, 2 + index * 5 + (postIndex % 4), now),
      })),
    };
  });
}
