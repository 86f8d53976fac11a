import type { BlockNode, PageDocument, StoredPropsOf } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { DESCRIPTION_MAX_LENGTH } from "../../schema/rules/seo";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import type { TemplateArtist, TemplateWords } from "./siteTemplate";

/** The membership section's title on every template's home page: SPEC §2's home. */
export const TEMPLATE_MEMBERSHIP_TITLE = "Join the tribe";

/** The five pages every template has, in the header's order after home. */
export const TEMPLATE_PAGES = [
  { id: "home", path: "/", title: "Home" },
  { id: "about", path: "/about", title: "About" },
  // /music is the site's own store screen, so the page that presents the music takes another path.
  { id: "listen", path: "/listen", title: "Music" },
  { id: "tour", path: "/tour", title: "Tour" },
  { id: "contact", path: "/contact", title: "Contact" },
] as const;

type TemplatePageId = (typeof TEMPLATE_PAGES)[number]["id"];

/**
 * `{name}` in starter copy becomes the artist's name. WARNING: given as a function, so `$&`, `$'`
 * and the like in a name stay as typed instead of being read as replacement patterns.
 */
const withName = (text: string, artist: TemplateArtist) => text.replaceAll("{name}", () => artist.name);

/** A Text block; `phoneFontSize`, when given, is its size on phones (a per-size setting). */
function text(id: string, content: string, props: Omit<StoredPropsOf<"Text">, "content"> = {}, phoneFontSize?: number): BlockNode {
  const node = { id, type: "Text", props: { content: richTextFromPlainText(content), ...props } };
  return (phoneFontSize === undefined ? node : { ...node, responsive: { phone: { fontSize: phoneFontSize } } }) as BlockNode;
}

const heading = (id: string, words: string) =>
  text(id, words, { fontSize: 36, fontWeight: 700, textAlign: "center", margins: [0, 0, 16, 0] }, 28);

const paragraph = (id: string, words: string) => text(id, words, { fontSize: 18, textAlign: "center", margins: [0, 0, 16, 0] }, 16);

/** A centred band of the page, as wide as a comfortable line of reading. */
function section(id: string, children: BlockNode[]): BlockNode {
  return {
    id,
    type: "Container",
    props: { width: "100%", paddings: [48, 24, 48, 24], flexDirection: "column", alignItems: "center" },
    children: [
      { id: `${id}-column`, type: "Container", props: { width: "720px", flexDirection: "column", alignItems: "center" }, children },
    ],
  };
}

function button(id: string, words: string, link: string, variant: "primary" | "outline" = "primary"): BlockNode {
  return { id, type: "Button", props: { text: words, link, variant, margins: [8, 8, 8, 8] } };
}

function newsletter(id: string, words: TemplateWords, artist: TemplateArtist): BlockNode {
  return {
    id,
    type: "EmailList",
    props: {
      title: withName(words.newsletter.title, artist),
      description: withName(words.newsletter.description, artist),
      buttonText: words.newsletter.button,
      ...(artist.emailListId ? { emailListId: artist.emailListId } : {}),
    },
  };
}

function homeBlocks(words: TemplateWords, artist: TemplateArtist): BlockNode[] {
  return [
    {
      id: "hero",
      type: "Hero",
      props: { title: "", tagline: withName(words.tagline, artist), showSocialLinks: true, textAlign: "center" },
    },
    {
      id: "membership",
      type: "MembershipSection",
      props: { title: TEMPLATE_MEMBERSHIP_TITLE, description: withName(words.membership, artist) },
    },
    { id: "featured-music", type: "FeaturedMusic", props: { title: words.featuredMusic, limit: 6 } },
    { id: "upcoming-events", type: "UpcomingEvents", props: { title: words.events, limit: 5 } },
    newsletter("newsletter", words, artist),
    section("closing", [
      heading("closing-title", withName(words.homeCall.title, artist)),
      paragraph("closing-text", withName(words.homeCall.text, artist)),
      button("closing-button", words.homeCall.button, "/about"),
    ]),
  ];
}

function aboutBlocks(words: TemplateWords, artist: TemplateArtist): BlockNode[] {
  return [
    section("about", [
      heading("about-title", withName(words.about.title, artist)),
      ...words.about.paragraphs.map((words, index) => paragraph(`about-text-${index + 1}`, withName(words, artist))),
      button("about-listen", "Hear the music", "/listen"),
    ]),
  ];
}

function listenBlocks(words: TemplateWords, artist: TemplateArtist): BlockNode[] {
  return [
    section("music", [
      heading("music-title", withName(words.music.title, artist)),
      paragraph("music-intro", withName(words.music.intro, artist)),
    ]),
    { id: "releases", type: "FeaturedMusic", props: { title: words.featuredMusic, limit: 12 } },
    section("music-more", [button("music-store", "Browse every release", "/music")]),
  ];
}

function tourBlocks(words: TemplateWords, artist: TemplateArtist): BlockNode[] {
  return [
    section("tour", [
      heading("tour-title", withName(words.tour.title, artist)),
      paragraph("tour-intro", withName(words.tour.intro, artist)),
    ]),
    { id: "dates", type: "UpcomingEvents", props: { title: words.events, limit: 20 } },
    section("tour-booking", [
      paragraph("tour-booking-text", withName(words.tour.booking, artist)),
      button("tour-contact", "Get in touch", "/contact"),
    ]),
    newsletter("tour-newsletter", words, artist),
  ];
}

function contactBlocks(words: TemplateWords, artist: TemplateArtist): BlockNode[] {
  return [
    section("contact", [
      heading("contact-title", withName(words.contact.title, artist)),
      paragraph("contact-intro", withName(words.contact.intro, artist)),
      ...words.contact.lines.map((line, index) => paragraph(`contact-line-${index + 1}`, withName(line, artist))),
    ]),
    // Messages land in the studio's Messages and the artist's inbox, with Reply-To set to the fan.
    {
      id: "contact-form",
      type: "ContactForm",
      props: { title: "Send a message", description: "We answer by email, usually within a few days." },
    },
    newsletter("contact-newsletter", words, artist),
  ];
}

/** What search results show under each page's title (home shows the tagline). */
const DESCRIPTIONS: Record<Exclude<TemplatePageId, "home">, string> = {
  about: "The story of {name}: who they are, where they come from and what they sound like.",
  listen: "Albums, singles and everything else by {name}, to stream and to buy.",
  tour: "{name} live: upcoming shows, tickets and where to find them next.",
  contact: "How to reach {name} for bookings, press and everything else.",
};

const BLOCKS: Record<TemplatePageId, (words: TemplateWords, artist: TemplateArtist) => BlockNode[]> = {
  home: homeBlocks,
  about: aboutBlocks,
  listen: listenBlocks,
  tour: tourBlocks,
  contact: contactBlocks,
};

/** The template's five pages for an artist, home first, at the current page schema version. */
export function templatePages(words: TemplateWords, artist: TemplateArtist): PageDocument[] {
  return TEMPLATE_PAGES.map((page) => ({
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: page.id,
    title: page.title,
    path: page.path,
    description: (page.id === "home"
      ? `${artist.name}: ${withName(words.tagline, artist)}`
      : withName(DESCRIPTIONS[page.id], artist)
    ).slice(0, DESCRIPTION_MAX_LENGTH),
    root: {
      id: "page",
      type: "Container",
      props: { role: "page", flexDirection: "column", alignItems: "center" },
      children: BLOCKS[page.id](words, artist),
    },
  }));
}
