import { avatarAsset, imageAsset, logoAsset } from "../assets";
import { type DemoArtist, type DemoContext, type DemoEmailList, type DemoFan, type DemoTier, daysAgo } from "./types";

export const ARTIST_NAME = "The Lantern Coast";
/** The brand palette of the covers module (dark plum and rose, as the default theme). */
export const BRAND_PALETTE = 0;

export function demoArtist({ id }: DemoContext): DemoArtist {
  return {
    name: ARTIST_NAME,
    tagline: "Dream-pop from the foggy edge of the Pacific",
    hometown: "Portland, Oregon",
    bio: [
      "The Lantern Coast is a four-piece dream-pop band from Portland, Oregon. Mara Quinn, Theo Lindqvist, Ada Okafor and Jonah Reyes met at an open-mic night and have been making warm, tape-soaked songs about night drives, ferries and the people who wait up for you ever since.",
      "Their debut, Lighthouse Tapes, was recorded in a borrowed beach house with one microphone and a lot of patience. Paper Moons and Salt & Static followed, along with a run of singles and more nights in a van than anyone can count.",
      "The new album, Afterglow Avenue, was made over one long winter at Tidewater Studio. The band is taking it on the road this season, and members hear everything first: demos, voice memos, setlists and the odd terrible pun.",
    ].join("\n\n"),
    members: [
      { name: "Mara Quinn", role: "vocals, synthesizers" },
      { name: "Theo Lindqvist", role: "guitars, production" },
      { name: "Ada Okafor", role: "bass, backing vocals" },
      { name: "Jonah Reyes", role: "drums, percussion" },
    ],
    socialLinks: [
      { icon: "instagram", href: "https://www.instagram.com/lanterncoast.demo" },
      { icon: "youtube", href: "https://www.youtube.com/@lanterncoastdemo" },
      { icon: "facebook", href: "https://www.facebook.com/lanterncoast.demo" },
      { icon: "website", href: "https://lanterncoast.example.com" },
    ],
    avatar: avatarAsset(id("asset-avatar"), "the-lantern-coast-avatar", {
      seed: "lantern-coast/avatar",
      name: ARTIST_NAME,
      palette: BRAND_PALETTE,
    }),
    logo: logoAsset(id("asset-logo"), "the-lantern-coast-logo", { seed: "lantern-coast/logo", name: ARTIST_NAME, palette: BRAND_PALETTE }),
    heroImage: imageAsset(id("asset-hero"), "the-lantern-coast-hero", {
      seed: "lantern-coast/hero",
      motif: "sunset",
      palette: BRAND_PALETTE,
      width: 1600,
      height: 900,
    }),
  };
}

export function demoTiers({ id }: DemoContext): DemoTier[] {
  return [
    {
      id: id("tier-listener"),
      name: "Listener",
      rank: 0,
      includesTierIds: [],
      payWhatYouWant: false,
      payWhatYouWantMinimum: null,
      priceMonthly: null,
      priceYearly: null,
      benefits: [
        { id: id("benefit-listener-posts"), title: "Members' posts and news from the road" },
        { id: id("benefit-listener-presale"), title: "Early access to tour announcements" },
        { id: id("benefit-listener-newsletter"), title: "The monthly newsletter" },
      ],
    },
    {
      id: id("tier-supporter"),
      name: "Supporter",
      rank: 1,
      includesTierIds: [id("tier-listener")],
      payWhatYouWant: false,
      payWhatYouWantMinimum: null,
      priceMonthly: 5,
      priceYearly: 50,
      benefits: [
        { id: id("benefit-supporter-listener"), title: "Everything in Listener" },
        { id: id("benefit-supporter-demos"), title: "Demos, voice memos and studio diaries" },
        { id: id("benefit-supporter-polls"), title: "A vote on setlists and B-sides" },
        { id: id("benefit-supporter-presale"), title: "Ticket presales 48 hours early" },
      ],
    },
    {
      id: id("tier-inner-circle"),
      name: "Inner Circle",
      rank: 2,
      includesTierIds: [id("tier-listener"), id("tier-supporter")],
      payWhatYouWant: true,
      payWhatYouWantMinimum: 10,
      priceMonthly: 10,
      priceYearly: null,
      benefits: [
        { id: id("benefit-inner-supporter"), title: "Everything in Supporter" },
        { id: id("benefit-inner-unreleased"), title: "Unreleased songs and rough mixes" },
        { id: id("benefit-inner-livestream"), title: "Members-only livestreams" },
        { id: id("benefit-inner-credits"), title: "Your name in the album credits" },
        { id: id("benefit-inner-soundcheck"), title: "A soundcheck visit on tour, once a year" },
      ],
    },
  ];
}

/** [first name, last name, tier slug or null, days since joining]. */
const FANS: readonly (readonly [string, string, "listener" | "supporter" | "inner-circle" | null, number])[] = [
  ["Sofia", "Alvarez", "inner-circle", 610],
  ["Liam", "Brennan", "supporter", 540],
  ["Hana", "Sato", "supporter", 495],
  ["Marcus", "Webb", "listener", 460],
  ["Priya", "Raman", "inner-circle", 420],
  ["Noah", "Fischer", "listener", 380],
  ["Chloe", "Dubois", "supporter", 330],
  ["Mateo", "Rossi", "listener", 300],
  ["Grace", "Kim", "supporter", 260],
  ["Oliver", "Hughes", null, 210],
  ["Amara", "Nwosu", "inner-circle", 180],
  ["Ethan", "Clarke", "listener", 150],
  ["Freya", "Larsen", "supporter", 120],
  ["Diego", "Morales", "listener", 90],
  ["Zoe", "Bennett", null, 45],
  ["Ines", "Carvalho", "supporter", 20],
];

/** A password the seeding may give every demo fan, so a demo can log in as one (the emails are @example.com). */
export const DEMO_FAN_PASSWORD = "lantern-coast-demo";

export function demoFans({ id, now }: DemoContext): DemoFan[] {
  return FANS.map(([firstName, lastName, tier, days]) => ({
    id: id(`fan-${firstName}-${lastName}`.toLowerCase()),
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    membershipTierId: tier ? id(`tier-${tier}`) : null,
    joinedAt: daysAgo(now, days, 15 + (days % 7)),
  }));
}

/** Fans who signed up to the newsletter without an account, from the merch table and the website. */
const LIST_ONLY_EMAILS = [
  "moonwatcher.kay@example.com",
  "ferry.regular@example.com",
  "t.okonkwo@example.com",
  "lena.marsh@example.com",
  "dreampop.dave@example.com",
  "hello.rui@example.com",
];

export function demoEmailList(context: DemoContext, fans: readonly DemoFan[]): DemoEmailList {
  const { id, now } = context;
  const subscribers = [
    ...fans.filter((_, index) => index % 4 !== 3).map((fan) => ({ email: fan.email, joinedAt: fan.joinedAt })),
    ...LIST_ONLY_EMAILS.map((email, index) => ({ email, joinedAt: daysAgo(now, 400 - index * 60, 19) })),
  ];
  return { id: id("list-newsletter"), name: "Newsletter", subscribers };
}
