import type { BlockNode, PageDocument, SizeOverridesOf, StoredPropsOf } from "../../schema/page";
import type { RichText, RichTextNodeJSON } from "../../schema/richText/index";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { SiteDocument, SocialLink } from "../../schema/site";
import { CURRENT_PAGE_SCHEMA_VERSION, CURRENT_SITE_SCHEMA_VERSION } from "../../schema/version";

/** The membership section's title on the demo home page (SPEC §2). */
export const HOME_MEMBERSHIP_TITLE = "Join the tribe";

export interface DemoSiteOptions {
  /** Where the logo is served from: a path on this site (`/media/…`) or an https address. Omitted: the header shows the name. */
  readonly logoUrl?: string;
  readonly socialLinks: readonly SocialLink[];
}

/**
 * The demo site document: the default theme with the colours of SPEC §9, a slightly softer
 * corner radius, the logo, header links to the music and members pages, social links and the home page.
 */
export function demoSiteDocument(options: DemoSiteOptions): SiteDocument {
  return {
    schemaVersion: CURRENT_SITE_SCHEMA_VERSION,
    kind: "site",
    theme: "default",
    settings: {
      colors: { text: "#ffffff", primary: "#d4bbcf", background: "#1c1d29", textPrimary: "#1c1d29" },
      cornerRadius: 12,
      fontFamily: "Helvetica Neue, Arial, sans-serif",
      ...(options.logoUrl ? { logo: options.logoUrl } : {}),
      headerLinks: [
        { href: "/music", label: "Music" },
        { href: "/members", label: "Members" },
      ],
      socialLinks: options.socialLinks.map((link) => ({ ...link })),
    },
    pages: [{ id: "home", path: "/", title: "Home" }],
  };
}

export interface DemoHomeOptions {
  readonly artistName: string;
  readonly tagline: string;
  /** The first paragraph of the bio, shown in the About section. */
  readonly about: string;
  /** A wide picture behind the hero: a path on this site or an https address. */
  readonly heroImageUrl?: string;
  /** The demo newsletter, which the page's Email-list block joins. */
  readonly emailListId: string;
}

function text(
  id: string,
  content: string | RichText,
  props: Omit<StoredPropsOf<"Text">, "content"> = {},
  responsive?: SizeOverridesOf<"Text">,
): BlockNode {
  const node: BlockNode = {
    id,
    type: "Text",
    props: { content: typeof content === "string" ? richTextFromPlainText(content) : content, ...props },
  };
  return responsive ? { ...node, responsive } : node;
}

type Inline = RichTextNodeJSON<"text" | "link">;
const words = (value: string, format = 0): RichTextNodeJSON<"text"> => ({
  detail: 0,
  format,
  mode: "normal",
  style: "",
  text: value,
  type: "text",
  version: 1,
});
const ITALIC = 2;
const link = (url: string, value: string): RichTextNodeJSON<"link"> => ({
  children: [words(value)],
  direction: null,
  format: "",
  indent: 0,
  type: "link",
  version: 1,
  rel: null,
  target: null,
  title: null,
  url,
});
const paragraphOf = (...children: Inline[]): RichText => ({
  root: {
    children: [{ children, direction: null, format: "", indent: 0, type: "paragraph", version: 1 }],
    direction: null,
    format: "",
    indent: 0,
    type: "root",
    version: 1,
  },
});

/**
 * The demo home page: a hero with the tagline, an About section, the membership section titled
 * 'Join the tribe', featured music, upcoming events, the newsletter sign-up and a closing call to
 * action, all inside the page container.
 */
export function demoHomePage(options: DemoHomeOptions): PageDocument {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    description: `${options.artistName}: ${options.tagline}`.slice(0, 300),
    root: {
      id: "page",
      type: "Container",
      props: { role: "page", flexDirection: "column", alignItems: "center" },
      children: [
        {
          id: "hero",
          type: "Hero",
          props: {
            title: "",
            tagline: options.tagline,
            showSocialLinks: true,
            textAlign: "center",
            ...(options.heroImageUrl ? { backgroundImage: options.heroImageUrl } : {}),
          },
        },
        {
          id: "about",
          type: "Container",
          props: { width: "100%", paddings: [48, 24, 48, 24], flexDirection: "column", alignItems: "center" },
          children: [
            text(
              "about-title",
              `About ${options.artistName}`,
              { fontSize: 32, fontWeight: 700, textAlign: "center" },
              { phone: { fontSize: 26 } },
            ),
            text("about-text", options.about, { fontSize: 18, textAlign: "center", margins: [16, 0, 24, 0] }, { phone: { fontSize: 16 } }),
            {
              id: "about-actions",
              type: "Container",
              props: { flexDirection: "row", justifyContent: "center", alignItems: "center", width: "auto" },
              children: [
                { id: "listen-button", type: "Button", props: { text: "Listen now", link: "/music", margins: [0, 8, 0, 8] } },
                {
                  id: "posts-button",
                  type: "Button",
                  props: { text: "Read the members' posts", link: "/members", variant: "outline", margins: [0, 8, 0, 8] },
                },
              ],
            },
          ],
        },
        {
          id: "membership",
          type: "MembershipSection",
          props: {
            title: HOME_MEMBERSHIP_TITLE,
            description: "Demos, voice memos, setlist votes and ticket presales. Pick the tier that suits you; the first one is free.",
          },
        },
        { id: "featured-music", type: "FeaturedMusic", props: { title: "Featured music", limit: 6 } },
        { id: "upcoming-events", type: "UpcomingEvents", props: { title: "On tour", limit: 5 } },
        {
          id: "newsletter",
          type: "EmailList",
          props: {
            title: "Get the newsletter",
            description: "Tour dates, new releases and the odd voice memo, about once a month. No spam; leave whenever you like.",
            buttonText: "Subscribe",
            buttonId: "newsletter-subscribe",
            emailListId: options.emailListId,
            successMessage: "Thank you! Will be in touch soon!",
          },
        },
        {
          id: "closing",
          type: "Container",
          props: {
            width: "100%",
            paddings: [48, 24, 64, 24],
            flexDirection: "column",
            alignItems: "center",
            background: "#2a2b3d",
            radius: 12,
          },
          children: [
            text("closing-title", "Hear it first", { fontSize: 28, fontWeight: 700, textAlign: "center" }),
            text(
              "closing-text",
              paragraphOf(
                words("New songs, studio diaries and tour news go to "),
                link("/members", "members"),
                words(" "),
                words("before", ITALIC),
                words(" anyone else."),
              ),
              {
                fontSize: 18,
                textAlign: "center",
                margins: [12, 0, 24, 0],
              },
            ),
            { id: "closing-button", type: "Button", props: { text: "See the music", link: "/music" } },
          ],
        },
      ],
    },
  };
}
