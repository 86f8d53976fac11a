import type { Post } from "../../schema/entities/posts";

/** An audio file a podcast app downloads: its address, size in bytes and MIME type. */
export interface FeedEnclosure {
  readonly url: string;
  readonly length: number;
  readonly type: string;
}

/** One item of a feed, whatever it is made from (a post, a newsletter) and however it is written (RSS, Atom). */
export interface FeedEntry {
  /** A stable, unique id: a URI of the artist's own address. */
  readonly id: string;
  readonly title: string;
  /** Where a reader opens it, on the artist's own address. */
  readonly link: string;
  /** ISO 8601. */
  readonly publishedAt: string;
  /** Plain text (escaped where it is written, never HTML). */
  readonly summary: string;
  readonly enclosure?: FeedEnclosure;
}

/** What a feed says about itself. */
export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  /** The site's home page. */
  readonly link: string;
  /** The feed's own address (Atom's rel="self"). */
  readonly selfUrl: string;
  readonly entries: readonly FeedEntry[];
  /** When nothing is in it yet, what `updated` says. */
  readonly builtAt: string;
}

/** Feeds hold the newest items only: readers poll them, and a long history is the site's to show. */
export const FEED_ITEM_LIMIT = 50;

const TITLE_LENGTH = 100;
const SUMMARY_LENGTH = 600;

const TYPE_TITLES: Record<Post["type"], string> = {
  text: "Post",
  image: "Photo",
  video: "Video",
  audio: "Audio",
  poll: "Poll",
  document: "Document",
};

function shortened(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** A post's title: its caption's first line, else its first media's title, else its kind. */
export function postTitle(post: Post): string {
  const firstLine = (post.caption ?? "").split("\n").find((line) => line.trim() !== "");
  const mediaTitle = post.media?.find((item) => item.title)?.title;
  return shortened((firstLine ?? mediaTitle ?? TYPE_TITLES[post.type]).trim(), TITLE_LENGTH);
}

/** A post's summary: its caption as plain text, cut to a readable length. */
export function postSummary(post: Post): string {
  return shortened((post.caption ?? "").trim(), SUMMARY_LENGTH);
}

/** Items of both kinds together, newest first, as many as a feed holds. */
export function newestFirst(entries: readonly FeedEntry[]): FeedEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, FEED_ITEM_LIMIT);
}
