import type { EmbedSource } from "../../schema/embeds/embedSources";

/** The Embed block's two player sizes: the service's small one, or its full one. */
export type EmbedSize = "compact" | "full";

/**
 * A service's player as a page frames it: its address, built here from the ids read out of what
 * the artist pasted, and the room it takes (a fixed height for audio players, a ratio for video).
 */
export interface EmbedPlayer {
  readonly src: string;
  /** What the player may use (`allow`): only what it plays with. */
  readonly allow: string;
  readonly height?: number;
  readonly aspectRatio?: string;
  /** The widest the player gets, in px, where the service draws it no wider. */
  readonly maxWidth?: number;
}

const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com";
const SPOTIFY_PLAYER = "https://open.spotify.com";
const SOUNDCLOUD_PLAYER = "https://w.soundcloud.com";
const BANDCAMP_PLAYER = "https://bandcamp.com";
const APPLE_MUSIC_PLAYER = "https://embed.music.apple.com";
const VIMEO_PLAYER = "https://player.vimeo.com";

/**
 * The origins players are served from, for rich-text embeds and Embed blocks alike: what the
 * pages' `frame-src` allows, and nothing else. YouTube's is its privacy-enhanced (no-cookie) player.
 */
export const EMBED_FRAME_ORIGINS = [
  YOUTUBE_PLAYER,
  "https://platform.twitter.com",
  "https://www.figma.com",
  SPOTIFY_PLAYER,
  SOUNDCLOUD_PLAYER,
  BANDCAMP_PLAYER,
  APPLE_MUSIC_PLAYER,
  VIMEO_PLAYER,
] as const;

/** YouTube's privacy-enhanced player of one video. */
export function youTubePlayerUrl(videoId: string): string {
  return `${YOUTUBE_PLAYER}/embed/${videoId}`;
}

// Each service's own embed code asks for these; fullscreen only where there is a picture to fill the screen.
const AUDIO_ALLOW = "autoplay; encrypted-media";
const VIDEO_ALLOW = "autoplay; encrypted-media; fullscreen; picture-in-picture";

function youTubePlayer(source: Extract<EmbedSource, { service: "youtube" }>, size: EmbedSize): EmbedPlayer {
  const src = source.kind === "playlist" ? `${YOUTUBE_PLAYER}/embed/videoseries?list=${source.id}` : youTubePlayerUrl(source.id);
  if (source.kind === "short") return { src, allow: VIDEO_ALLOW, aspectRatio: "9 / 16", maxWidth: size === "compact" ? 240 : 360 };
  return { src, allow: VIDEO_ALLOW, aspectRatio: "16 / 9", ...(size === "compact" ? { maxWidth: 560 } : {}) };
}

function soundCloudPlayer(source: Extract<EmbedSource, { service: "soundcloud" }>, size: EmbedSize): EmbedPlayer {
  const target = source.path.startsWith("api:")
    ? `https://api.soundcloud.com${source.path.slice(4)}`
    : `https://soundcloud.com${source.path}`;
  const visual = size === "full";
  return {
    src: `${SOUNDCLOUD_PLAYER}/player/?url=${encodeURIComponent(target)}&visual=${visual}&show_comments=false&hide_related=true`,
    allow: "autoplay",
    height: visual ? 450 : 166,
  };
}

function bandcampPlayer(source: Extract<EmbedSource, { service: "bandcamp" }>, size: EmbedSize): EmbedPlayer {
  const item = source.kind === "album" ? `album=${source.id}/${source.track ? `track=${source.track}/` : ""}` : `track=${source.id}/`;
  const look = size === "compact" ? "artwork=small/" : "";
  const src = `${BANDCAMP_PLAYER}/EmbeddedPlayer/${item}size=large/bgcol=ffffff/linkcol=0687f5/${look}tracklist=false/transparent=true/`;
  // Bandcamp's own code asks for nothing; its full player is drawn 350 px wide, its artwork square above the controls.
  if (size === "compact") return { src, allow: "", height: 120 };
  return { src, allow: "", height: source.kind === "album" ? 470 : 442, maxWidth: 350 };
}

function appleMusicPlayer(source: Extract<EmbedSource, { service: "appleMusic" }>, size: EmbedSize): EmbedPlayer {
  const path = `${source.storefront}/${source.kind}/${source.slug === "" ? "" : `${source.slug}/`}${source.id}`;
  const src = `${APPLE_MUSIC_PLAYER}/${path}${source.song ? `?i=${source.song}` : ""}`;
  if (source.kind === "music-video")
    return { src, allow: VIDEO_ALLOW, aspectRatio: "16 / 9", ...(size === "compact" ? { maxWidth: 560 } : {}) };
  const oneSong = source.kind === "song" || source.song !== undefined;
  return { src, allow: AUDIO_ALLOW, height: oneSong || size === "compact" ? 175 : 450, maxWidth: 660 };
}

/** Vimeo's player of one video, asked not to track the fan (`dnt`), an unlisted video's hash kept. */
function vimeoPlayer(source: Extract<EmbedSource, { service: "vimeo" }>, size: EmbedSize): EmbedPlayer {
  const src = `${VIMEO_PLAYER}/video/${source.id}?${source.hash ? `h=${source.hash}&` : ""}dnt=1`;
  return { src, allow: VIDEO_ALLOW, aspectRatio: "16 / 9", ...(size === "compact" ? { maxWidth: 560 } : {}) };
}

/** The player of what an Embed block plays, at the size chosen. */
export function embedPlayer(source: EmbedSource, size: EmbedSize): EmbedPlayer {
  switch (source.service) {
    case "spotify":
      return { src: `${SPOTIFY_PLAYER}/embed/${source.kind}/${source.id}`, allow: AUDIO_ALLOW, height: size === "compact" ? 152 : 352 };
    case "soundcloud":
      return soundCloudPlayer(source, size);
    case "bandcamp":
      return bandcampPlayer(source, size);
    case "appleMusic":
      return appleMusicPlayer(source, size);
    case "youtube":
      return youTubePlayer(source, size);
    case "vimeo":
      return vimeoPlayer(source, size);
  }
}

/** What is played, on its own site: the card's link for a fan without script; null where only a player's address is known. */
export function embedPageUrl(source: EmbedSource): string | null {
  switch (source.service) {
    case "spotify":
      return `https://open.spotify.com/${source.kind}/${source.id}`;
    case "soundcloud":
      return source.path.startsWith("api:") ? null : `https://soundcloud.com${source.path}`;
    case "bandcamp":
      return null;
    case "appleMusic":
      return `https://music.apple.com/${source.storefront}/${source.kind}/${source.slug === "" ? "" : `${source.slug}/`}${source.id}${source.song ? `?i=${source.song}` : ""}`;
    case "youtube":
      if (source.kind === "playlist") return `https://www.youtube.com/playlist?list=${source.id}`;
      return source.kind === "short" ? `https://www.youtube.com/shorts/${source.id}` : `https://www.youtube.com/watch?v=${source.id}`;
    case "vimeo":
      return `https://vimeo.com/${source.id}${source.hash ? `/${source.hash}` : ""}`;
  }
}
