/**
 * What an embed is made from (issue 15, SPEC §3 'tweet (id); YouTube video (id); figma'): the id a
 * pasted or typed address yields, or null when it yields none. The Embed dialog enables Embed only
 * once one of these succeeds; the stored node keeps the id (or Figma's address), never the address
 * it came from, so what a fan's page loads is built by us.
 */

/** A YouTube video id: exactly 11 characters of its URL-safe alphabet. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** A tweet's id: its status number. */
export const TWEET_ID = /^\d{1,25}$/;

/** A Figma file's key, as its addresses carry it after `/file/`, `/design/`, `/proto/` or `/board/`. */
export const FIGMA_DOCUMENT_ID = /^[0-9a-zA-Z]{22,128}$/;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_PATH_PREFIXES = ["/embed/", "/shorts/", "/live/", "/v/"];
const TWITTER_HOSTS = new Set(["twitter.com", "www.twitter.com", "mobile.twitter.com", "x.com", "www.x.com"]);
const FIGMA_HOST = /^([\w-]+\.)?figma\.com$/;
const FIGMA_PATH = /^\/(file|proto|design|board)\/([0-9a-zA-Z]{22,128})(\/[^?#]*)?$/;

/** A typed or pasted address as a URL, when it is an http(s) one; a bare `host/path` is read as https. */
export function parsedHttpUrl(text: string): URL | null {
  const trimmed = text.trim();
  // A bare address ('youtu.be/…') is read as https, as a person typing it means.
  const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withProtocol);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The video id of a YouTube address (watch, youtu.be, embed, shorts, live, no-cookie), or null. */
export function youTubeVideoId(text: string): string | null {
  const url = parsedHttpUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const prefix = YOUTUBE_PATH_PREFIXES.find((candidate) => url.pathname.startsWith(candidate));
      if (prefix) id = url.pathname.slice(prefix.length).split("/")[0] ?? null;
    }
  }
  return id !== null && YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

/** The status id of a tweet's address on twitter.com or x.com (`/{user}/status/{id}`), or null. */
export function tweetId(text: string): string | null {
  const url = parsedHttpUrl(text);
  if (!url || !TWITTER_HOSTS.has(url.hostname.toLowerCase())) return null;
  const match = /^\/(?:#!\/)?\w{1,15}\/status(?:es)?\/(\d{1,25})(?:\/.*)?$/.exec(url.pathname);
  return match?.[1] ?? null;
}

/** The file key of a Figma address (what the Figma embed stores, as Lexical's playground does), or null. */
export function figmaDocumentId(text: string): string | null {
  const url = figmaUrl(text);
  return url === null ? null : (FIGMA_PATH.exec(new URL(url).pathname)?.[2] ?? null);
}

/** A Figma file or prototype address, as https without query or fragment, or null. */
export function figmaUrl(text: string): string | null {
  const url = parsedHttpUrl(text);
  if (url?.protocol !== "https:" || !FIGMA_HOST.test(url.hostname.toLowerCase()) || !FIGMA_PATH.test(url.pathname)) return null;
  return `https://${url.hostname.toLowerCase()}${url.pathname}`;
}
