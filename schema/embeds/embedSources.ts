import { YOUTUBE_VIDEO_ID, youTubeVideoId } from "../richText/embedUrls";

/**
 * What an Embed block plays (issue 39), read from the address an artist pastes: the service and
 * the ids its player needs, never the address itself, so the player a fan loads is one we build
 * (`runtime/embeds/players.ts`) and no stored text can point it elsewhere.
 */
export type EmbedSource =
  | { readonly service: "spotify"; readonly kind: SpotifyKind; readonly id: string }
  | { readonly service: "soundcloud"; readonly kind: "track" | "playlist"; readonly path: string }
  | { readonly service: "bandcamp"; readonly kind: "album" | "track"; readonly id: string; readonly track?: string }
  | {
      readonly service: "appleMusic";
      readonly kind: AppleMusicKind;
      readonly storefront: string;
      readonly slug: string;
      readonly id: string;
      readonly song?: string;
    }
  | { readonly service: "youtube"; readonly kind: "video" | "short" | "playlist"; readonly id: string }
  | { readonly service: "vimeo"; readonly kind: "video"; readonly id: string; readonly hash?: string };

export type EmbedService = EmbedSource["service"];

/** A service's answer about an address on one of its hosts: what it plays, or why it plays nothing. */
export type ServiceReading = { readonly source: EmbedSource } | { readonly problem: string };

const SPOTIFY_KINDS = ["track", "album", "playlist", "artist", "episode", "show"] as const;
type SpotifyKind = (typeof SPOTIFY_KINDS)[number];
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;

/** Spotify's share links (`/track/…`, with or without `/intl-de/`), its player's (`/embed/…`) and its `spotify:track:…` URIs. */
export function spotifySource(url: URL): ServiceReading {
  const segments = url.pathname.split("/").filter(Boolean);
  if (/^intl-[a-z]{2}(?:-[a-z]{2})?$/i.test(segments[0] ?? "")) segments.shift();
  if (segments[0] === "embed" || segments[0] === "embed-podcast") segments.shift();
  const [kind, id] = segments;
  if (!SPOTIFY_KINDS.includes(kind as SpotifyKind) || segments.length !== 2)
    return { problem: "This Spotify link is not a track, album, playlist, artist, episode or show: use Share, then Copy link." };
  if (!SPOTIFY_ID.test(id ?? "")) return { problem: "This Spotify link's id is cut short: copy the whole link again." };
  return { source: { service: "spotify", kind: kind as SpotifyKind, id: id as string } };
}

const SOUNDCLOUD_NAME = /^[a-z0-9_-]{1,255}$/;
const SOUNDCLOUD_SECRET = /^s-[A-Za-z0-9]{1,64}$/;
/** First path segments of soundcloud.com that are the site's own pages, not an artist. */
const SOUNDCLOUD_PAGES = new Set(["discover", "search", "stream", "you", "upload", "charts", "pages", "settings", "messages", "tags"]);

/** A SoundCloud track (`/artist/track`) or playlist (`/artist/sets/name`), a private one's `s-…` token kept. */
function soundCloudPermalink(url: URL): ServiceReading {
  const segments = url.pathname.toLowerCase().split("/").filter(Boolean);
  const secret = url.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const hasSecret = SOUNDCLOUD_SECRET.test(secret);
  const named = hasSecret ? segments.slice(0, -1) : segments;
  const isSet = named[1] === "sets";
  const names = isSet ? [named[0], named[2]] : named;
  const artist = names[0] ?? "";
  if (
    SOUNDCLOUD_PAGES.has(artist) ||
    names.length !== 2 ||
    named.length !== (isSet ? 3 : 2) ||
    !names.every((n) => SOUNDCLOUD_NAME.test(n ?? ""))
  )
    return {
      problem:
        named.length === 1
          ? "This SoundCloud link is an artist's profile: open one of their tracks or playlists and copy its link."
          : "This SoundCloud link is not a track or a playlist: use Share, then copy the link.",
    };
  const path = `/${isSet ? `${artist}/sets/${names[1]}` : `${artist}/${names[1]}`}${hasSecret ? `/${secret}` : ""}`;
  return { source: { service: "soundcloud", kind: isSet ? "playlist" : "track", path } };
}

/** The address inside SoundCloud's embed code: `w.soundcloud.com/player/?url=` a permalink or an API track or playlist. */
function soundCloudPlayer(url: URL): ServiceReading {
  const inner = url.searchParams.get("url") ?? "";
  let target: URL;
  try {
    target = new URL(inner);
  } catch {
    return { problem: "This SoundCloud player has no track or playlist in it: copy the whole embed code again." };
  }
  if (target.hostname === "soundcloud.com" || target.hostname === "www.soundcloud.com") return soundCloudPermalink(target);
  const api = /^\/(tracks|playlists)\/(?:soundcloud(?::|%3A)(?:tracks|playlists)(?::|%3A))?(\d{1,20})$/i.exec(target.pathname);
  if (target.hostname !== "api.soundcloud.com" || !api)
    return { problem: "This SoundCloud player has no track or playlist in it: copy the whole embed code again." };
  // A private track's or playlist's player carries its secret in the address it plays.
  const secret = target.searchParams.get("secret_token") ?? "";
  const query = SOUNDCLOUD_SECRET.test(secret) ? `?secret_token=${secret}` : "";
  return { source: { service: "soundcloud", kind: api[1] === "tracks" ? "track" : "playlist", path: `api:/${api[1]}/${api[2]}${query}` } };
}

/** SoundCloud's share links, its players' addresses, and what its short links cannot tell. */
export function soundCloudSource(url: URL): ServiceReading {
  return url.hostname === "w.soundcloud.com" ? soundCloudPlayer(url) : soundCloudPermalink(url);
}

const BANDCAMP_ID = /^\d{1,20}$/;

/** Why an artist's Bandcamp page (`artist.bandcamp.com/album/…`) cannot be embedded, and what to paste instead. */
export const BANDCAMP_PAGE_PROBLEM =
  "Bandcamp's player needs the album's or track's number, which its page address does not show: on Bandcamp, choose Share / Embed, then Embed this album, and paste the code here.";

/** Why a short SoundCloud link cannot be embedded (it only redirects). */
export const SOUNDCLOUD_SHORT_LINK_PROBLEM =
  "Short SoundCloud links do not say which track they open: open it, and copy the address from the browser.";

/** Bandcamp's player (`bandcamp.com/EmbeddedPlayer/album=…/…`), the only address that names an album's or track's number. */
export function bandcampSource(url: URL): ServiceReading {
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments[0] !== "EmbeddedPlayer") return { problem: BANDCAMP_PAGE_PROBLEM };
  const params = new Map(segments.slice(1).map((segment) => segment.split("=") as [string, string]));
  const album = params.get("album");
  const track = params.get("track");
  if (album !== undefined && BANDCAMP_ID.test(album))
    return { source: { service: "bandcamp", kind: "album", id: album, ...(track && BANDCAMP_ID.test(track) ? { track } : {}) } };
  if (track !== undefined && BANDCAMP_ID.test(track)) return { source: { service: "bandcamp", kind: "track", id: track } };
  return { problem: "This Bandcamp player names no album or track: copy the whole embed code again." };
}

const APPLE_MUSIC_KINDS = ["album", "playlist", "song", "music-video"] as const;
type AppleMusicKind = (typeof APPLE_MUSIC_KINDS)[number];
const APPLE_MUSIC_SLUG = /^[A-Za-z0-9%._~-]{1,200}$/;
const APPLE_MUSIC_ID = /^(?:\d{1,20}|pl\.[A-Za-z0-9-]{1,64})$/;

/** Apple Music's share links (`music.apple.com/us/album/name/123?i=456`) and its player's (`embed.music.apple.com/…`). */
export function appleMusicSource(url: URL): ServiceReading {
  const [storefront = "", kind = "", ...rest] = url.pathname.split("/").filter(Boolean);
  const id = rest.at(-1) ?? "";
  const slug = rest.length === 2 ? (rest[0] as string) : "";
  const song = url.searchParams.get("i");
  if (!/^[a-z]{2}$/.test(storefront) || !APPLE_MUSIC_KINDS.includes(kind as AppleMusicKind))
    return { problem: "This Apple Music link is not an album, playlist, song or music video: use Share, then Copy Link." };
  if (rest.length < 1 || rest.length > 2 || !APPLE_MUSIC_ID.test(id) || (slug !== "" && !APPLE_MUSIC_SLUG.test(slug)))
    return { problem: "This Apple Music link's id is missing or cut short: copy the whole link again." };
  const source = { service: "appleMusic", kind: kind as AppleMusicKind, storefront, slug, id } as const;
  return { source: song !== null && /^\d{1,20}$/.test(song) ? { ...source, song } : source };
}

const YOUTUBE_PLAYLIST = /^[A-Za-z0-9_-]{10,64}$/;

/** A YouTube video or Short (every address `youTubeVideoId` reads, as rich text's embeds do) or a playlist. */
export function youTubeSource(url: URL): ServiceReading {
  const video = youTubeVideoId(url.href);
  if (video !== null && YOUTUBE_VIDEO_ID.test(video))
    return { source: { service: "youtube", kind: url.pathname.startsWith("/shorts/") ? "short" : "video", id: video } };
  const list = url.searchParams.get("list");
  if ((url.pathname === "/playlist" || url.pathname === "/embed/videoseries") && list !== null && YOUTUBE_PLAYLIST.test(list))
    return { source: { service: "youtube", kind: "playlist", id: list } };
  return { problem: "This YouTube link is not a video, a Short or a playlist: use Share, then Copy." };
}

const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/**
 * A Vimeo video: its page (`vimeo.com/123`, an unlisted one's `vimeo.com/123/abcdef`, in a channel
 * or group `…/channels/name/123`) or its player (`player.vimeo.com/video/123?h=abcdef`). An unlisted
 * video plays only with its hash, so it is kept.
 */
export function vimeoSource(url: URL): ServiceReading {
  const segments = url.pathname.split("/").filter(Boolean);
  const player = url.hostname === "player.vimeo.com";
  const at = player ? (segments[0] === "video" ? 1 : -1) : segments.findIndex((segment) => VIMEO_ID.test(segment));
  const id = at < 0 ? undefined : segments[at];
  if (id === undefined || !VIMEO_ID.test(id))
    return { problem: "This Vimeo link is not a video: open the video, and copy its address or Share link." };
  const hash = (player ? url.searchParams.get("h") : segments[at + 1]) ?? "";
  return { source: { service: "vimeo", kind: "video", id, ...(VIMEO_HASH.test(hash) ? { hash } : {}) } };
}
