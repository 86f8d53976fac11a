import { settingsFromTheme } from "../../email/starters";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import type { PostMedia } from "../../schema/entities/posts";
import type { RichText } from "../../schema/richText";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { ThemeSettings } from "../../schema/site";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import type { LockedNotice } from "../data/newsletterSends";

/** What of a post its email shows: the post as the studio holds it, whatever its lock. */
export interface PostForEmail {
  readonly id: string;
  readonly caption: string;
  readonly captionRich?: RichText | null;
  readonly membershipTierId: string | null;
  readonly media: readonly PostMedia[];
  readonly poll?: { readonly question: string };
}

export interface PostEmailSite {
  /** The artist's own address: every link of the email starts with it. */
  readonly origin: string;
  readonly artistName: string;
  readonly theme?: ThemeSettings;
}

/** The tier a locked post's email invites readers without access to join: its name and where to join it. */
export interface LockedFor {
  readonly tierName: string;
  /** The cheapest tier fans may join whose members read the post; none when no tier fans may join does. */
  readonly joinTierId: string | null;
}

export interface PostEmail {
  readonly document: EmailDocument;
  /** The members' subject (the document's). */
  readonly subject: string;
  /** What readers without access get instead of the post, with their subject; null for a public post. */
  readonly lockedNotice: LockedNotice | null;
}

const SUBJECT_LENGTH = 90;

/** The caption's first line, cut to a subject's length; empty for a post without words. */
function excerpt(caption: string): string {
  const line = caption.trim().split("\n")[0]?.trim() ?? "";
  return line.length > SUBJECT_LENGTH ? `${line.slice(0, SUBJECT_LENGTH - 1).trimEnd()}…` : line;
}

/** A link that leaves the artist's site no more than the post did: relative paths are made the artist's. */
const absolute = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);

const MEDIA_WORDS = { image: "a photo", video: "a video", audio: "audio", document: "a document" } as const;

/** The post's own blocks; `locked` marks each members-only, so readers without access get none of it. */
function postBlocks(post: PostForEmail, site: PostEmailSite, locked: boolean): EmailBlockNode[] {
  const text = (id: string, content: RichText, fontSize?: number): EmailBlockNode => ({
    id,
    type: "Text",
    props: { content, ...(fontSize ? { fontSize } : {}), ...(locked ? { membersOnly: true } : {}) },
  });
  const blocks: EmailBlockNode[] = [];
  if (post.captionRich) blocks.push(text("caption", post.captionRich));
  else if (post.caption.trim()) blocks.push(text("caption", richTextFromPlainText(post.caption)));
  if (post.poll) blocks.push(text("poll", richTextFromPlainText(`Poll: ${post.poll.question}\nVote on the site.`)));
  post.media.forEach((media, index) => {
    // A locked post's files stay behind the site's access check: the email says they are there.
    if (media.type === "image" && !locked) {
      blocks.push({ id: `media-${index}`, type: "Image", props: { src: absolute(media.url, site.origin), alt: media.alt ?? "" } });
    } else {
      const named = media.title ? `${MEDIA_WORDS[media.type]}: ${media.title}` : MEDIA_WORDS[media.type];
      blocks.push(text(`media-${index}`, richTextFromPlainText(`This post has ${named}. Open it on the site.`)));
    }
  });
  // A locked post without words still has a part readers without access lose, where the notice goes.
  if (blocks.length === 0 && locked) blocks.push(text("caption", richTextFromPlainText("A new post for members.")));
  return blocks;
}

/**
 * A post as an email (issue 37, item 1): who posted, the post itself (its rich text in the email's
 * safe form, a public post's photos, the rest named), and 'Read on the site'. A locked post's own
 * blocks are members-only: the copies of readers without access get `lockedNotice` in their place
 * (what the post is for, and a way to join), and a subject that gives nothing of the post away.
 */
export function postEmail(post: PostForEmail, site: PostEmailSite, lockedFor: LockedFor | null): PostEmail {
  const primary = site.theme?.colors?.primary ?? "#1c1d29";
  const onPrimary = site.theme?.colors?.textPrimary ?? "#ffffff";
  const button = (id: string, title: string, link: string): EmailBlockNode => ({
    id,
    type: "Button",
    props: { title, link, backgroundColor: primary, color: onPrimary },
  });
  const postUrl = `${site.origin}/members`;
  const subject = excerpt(post.caption) || `New post from ${site.artistName}`;
  const heading: EmailBlockNode = {
    id: "from",
    type: "Text",
    props: { content: richTextFromPlainText(`New post from ${site.artistName}`), fontSize: 14 },
  };
  const document: EmailDocument = {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: `post-${post.id}`,
    title: subject,
    settings: { ...settingsFromTheme(site.theme), subject },
    root: {
      id: "root",
      type: "Container",
      props: {},
      children: [heading, ...postBlocks(post, site, lockedFor !== null), button("read", "Read on the site", postUrl)],
    },
  };
  if (!lockedFor) return { document, subject, lockedNotice: null };
  const joinUrl = lockedFor.joinTierId
    ? `${site.origin}/membership/checkout?membershipTierId=${encodeURIComponent(lockedFor.joinTierId)}`
    : `${site.origin}/members`;
  const lockedNotice: LockedNotice = {
    subject: `New post for ${lockedFor.tierName} members, from ${site.artistName}`,
    blocks: [
      {
        id: "locked",
        type: "Text",
        props: {
          content: richTextFromPlainText(
            `Content Locked\nThis post is for ${lockedFor.tierName} members. Subscribe to access this content.`,
          ),
        },
      },
      ...(lockedFor.joinTierId ? [button("join", "Subscribe", joinUrl)] : []),
    ],
  };
  return { document, subject, lockedNotice };
}
