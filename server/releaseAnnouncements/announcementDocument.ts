import { createHash } from "node:crypto";
import { settingsFromTheme } from "../../email/starters";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import type { Product } from "../../schema/entities/catalogue";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { formatDollars } from "../../schema/rules/money";
import type { ThemeSettings } from "../../schema/site";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";

/** Where the announcement's links lead, and whose colours it wears. */
export interface AnnouncementSite {
  /** The artist's own address: every link of the email starts with it. */
  readonly origin: string;
  readonly artistName: string;
  readonly theme?: ThemeSettings;
}

export interface Announcement {
  readonly document: EmailDocument;
  readonly subject: string;
}

/**
 * The id of the release's announcement email in the artist's Emails, once they make it to edit:
 * `announce-<release id>`, or a digest of the id where that would pass the 64 characters an id may have.
 */
export function announcementDocumentId(releaseId: string): string {
  const readable = `announce-${releaseId}`;
  return readable.length <= 64 ? readable : `announce-${createHash("sha256").update(releaseId).digest("hex").slice(0, 32)}`;
}

/** A link that leaves the artist's site no more than the release did: relative paths are made the artist's. */
const absolute = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);

/** The release's price as its page says it: the default variant's, "from" for a name-your-price. */
function priceWords(release: Product): string | null {
  const variant = release.variants.find((each) => each.isDefault) ?? release.variants[0];
  if (!variant) return null;
  if (variant.payWhatYouWant) return variant.price > 0 ? `Name your price, from ${formatDollars(variant.price)}` : "Name your price";
  return variant.price > 0 ? formatDollars(variant.price) : "Free";
}

/**
 * A release announced by email (issue 37, item 2), made from the "new-release" starter filled with
 * the release: its cover (an absolute address on the artist's site), "Out now", its title, its
 * track list, its price, and 'Listen' and 'Buy', both to the release's page, where it plays and
 * goes in the cart. Coloured from the site's theme, as a new email is.
 */
export function announcementEmail(release: Product, site: AnnouncementSite): Announcement {
  const primary = site.theme?.colors?.primary ?? "#1c1d29";
  const onPrimary = site.theme?.colors?.textPrimary ?? "#ffffff";
  const text = (id: string, words: string, fontSize?: number): EmailBlockNode => ({
    id,
    type: "Text",
    props: { content: richTextFromPlainText(words), ...(fontSize ? { fontSize } : {}) },
  });
  const button = (id: string, title: string, link: string): EmailBlockNode => ({
    id,
    type: "Button",
    props: { title, link, backgroundColor: primary, color: onPrimary },
  });
  const page = `${site.origin}/music/${encodeURIComponent(release.id)}`;
  const subject = `${release.title}: out now from ${site.artistName}`;
  const cover = release.media.find((media) => media.type === "image");
  const variant = release.variants.find((each) => each.isDefault) ?? release.variants[0];
  const tracks = (variant?.tracks ?? []).map((track, index) => `${index + 1}. ${track.title}`);
  const price = priceWords(release);
  const coverBlock: EmailBlockNode[] = cover
    ? [{ id: "cover", type: "Image", props: { src: absolute(cover.url, site.origin), alt: `${release.title} cover`, width: 400 } }]
    : [];
  const blocks: EmailBlockNode[] = [
    ...coverBlock,
    text("headline", "Out now", 28),
    text("title", `${release.title}\n${release.artist || site.artistName}`, 20),
    ...(tracks.length > 0 ? [text("tracks", tracks.join("\n"))] : []),
    ...(price ? [text("price", price)] : []),
    button("listen", "Listen", page),
    button("buy", "Buy", page),
  ];
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: announcementDocumentId(release.id),
    title: subject,
    settings: { ...settingsFromTheme(site.theme), subject },
    root: { id: "root", type: "Container", props: {}, children: blocks },
  };
  return { document, subject };
}
