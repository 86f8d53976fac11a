import { parsedHttpUrl } from "../richText/embedUrls";
import {
  appleMusicSource,
  BANDCAMP_PAGE_PROBLEM,
  bandcampSource,
  type EmbedService,
  type EmbedSource,
  type ServiceReading,
  SOUNDCLOUD_SHORT_LINK_PROBLEM,
  soundCloudSource,
  spotifySource,
  vimeoSource,
  youTubeSource,
} from "./embedSources";

/** Each service's name as artists and fans read it. */
export const EMBED_SERVICE_NAMES: Readonly<Record<EmbedService, string>> = {
  spotify: "Spotify",
  soundcloud: "SoundCloud",
  bandcamp: "Bandcamp",
  appleMusic: "Apple Music",
  youtube: "YouTube",
  vimeo: "Vimeo",
};

const SERVICE_LIST = "Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo";

/** The hosts whose addresses an Embed block may store, exactly (no subdomain of them, no lookalike). */
const EMBED_HOSTS: Readonly<Record<EmbedService, readonly string[]>> = {
  spotify: ["open.spotify.com"],
  soundcloud: ["soundcloud.com", "www.soundcloud.com", "m.soundcloud.com", "w.soundcloud.com"],
  bandcamp: ["bandcamp.com"],
  appleMusic: ["music.apple.com", "embed.music.apple.com"],
  youtube: [
    "youtube.com",
    "www.youtube.com",
    "m.youtube.com",
    "music.youtube.com",
    "youtube-nocookie.com",
    "www.youtube-nocookie.com",
    "youtu.be",
  ],
  vimeo: ["vimeo.com", "www.vimeo.com", "player.vimeo.com"],
};

const READERS: Readonly<Record<EmbedService, (url: URL) => ServiceReading>> = {
  spotify: spotifySource,
  soundcloud: soundCloudSource,
  bandcamp: bandcampSource,
  appleMusic: appleMusicSource,
  youtube: youTubeSource,
  vimeo: vimeoSource,
};

const escapeHost = (host: string) => host.replaceAll(".", "\\.");

/**
 * What the Embed block's `url` may hold, as the server and integrators check it: empty, or an
 * https address on one of the services' hosts, exactly, followed by nothing but a path, query or
 * fragment (so `youtube.com.evil.test` or `youtube.com@evil.test` is refused). Which of those
 * addresses name something playable is `readEmbed`'s to say: Publish names a block whose address
 * does not, and the site leaves it out.
 */
export const EMBED_URL_PATTERN = embedUrlPattern(Object.keys(EMBED_HOSTS) as EmbedService[]);

/** The pattern of an address on one of `services`' hosts, or empty, as EMBED_URL_PATTERN says (the Video block takes YouTube's and Vimeo's). */
export function embedUrlPattern(services: readonly EmbedService[]): string {
  return (
    `^(?:$|https://(?:${services
      .flatMap((service) => EMBED_HOSTS[service])
      .map(escapeHost)
      .join("|")})` + String.raw`(?:[/?#][^\s"'<>\\\u0000-\u001f\u007f]*)?$)`
  );
}

/** The sentence the server's refusal of another address ends with. */
export const EMBED_URL_HINT = `a ${SERVICE_LIST} address starting with https://; other sites, and javascript:, data: or other such links, are not allowed`;

/** What reading a pasted address or embed code gives: the address to store and what it plays, or why it cannot be embedded. */
export type EmbedReading =
  | { readonly ok: true; readonly address: string; readonly source: EmbedSource }
  | { readonly ok: false; readonly problem: string };

const SPOTIFY_URI = /^spotify:(track|album|playlist|artist|episode|show):([A-Za-z0-9]{22})$/;

/** The player address of a service's embed code (its iframe's `src`, with `&amp;` read back), or null when the text is no embed code. */
function embedCodeSource(text: string): string | null {
  if (!text.startsWith("<")) return null;
  const src = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(text);
  const value = src?.[1] ?? src?.[2];
  return value === undefined ? "" : value.replaceAll("&amp;", "&").replaceAll("&#38;", "&");
}

/** The address a pasted text stands for: an embed code's player, a Spotify URI's page, or the text itself. */
function addressOf(text: string): URL | string {
  const trimmed = text.trim();
  if (trimmed === "") return `Paste a link from ${SERVICE_LIST}, or the embed code it gives you.`;
  const fromCode = embedCodeSource(trimmed);
  if (fromCode === "") return "This embed code has no player address in it (no <iframe src=…>): copy the whole code again.";
  const uri = SPOTIFY_URI.exec(trimmed);
  const address = uri ? `https://open.spotify.com/${uri[1]}/${uri[2]}` : (fromCode ?? trimmed);
  if (/^[a-z][a-z0-9+.-]*:/i.test(address) && !/^https?:/i.test(address))
    return `Only web addresses can be embedded: ${address.split(":")[0]?.toLowerCase()}: links are not allowed.`;
  const url = parsedHttpUrl(address);
  if (url === null || !url.hostname.includes(".")) return `This is not a web address: paste a link from ${SERVICE_LIST}.`;
  // Every service serves https: an http address is the same page, asked for safely.
  url.protocol = "https:";
  return url;
}

/**
 * Reads what an artist pasted into an Embed block: a share link, a player's address or the embed
 * code a service gives. The same reading tells the settings panel what was recognised as the
 * artist types, Publish what is wrong, and the page what to play.
 *
 * @example readEmbed("https://youtu.be/dQw4w9WgXcQ") // { ok: true, address: "https://youtu.be/dQw4w9WgXcQ", source: { service: "youtube", … } }
 */
export function readEmbed(text: string): EmbedReading {
  const url = addressOf(text);
  if (typeof url === "string") return { ok: false, problem: url };
  const host = url.hostname.toLowerCase();
  const service = (Object.keys(EMBED_HOSTS) as EmbedService[]).find((name) => EMBED_HOSTS[name].includes(host));
  if (service === undefined) {
    if (host.endsWith(".bandcamp.com")) return { ok: false, problem: BANDCAMP_PAGE_PROBLEM };
    if (host === "on.soundcloud.com") return { ok: false, problem: SOUNDCLOUD_SHORT_LINK_PROBLEM };
    return { ok: false, problem: `${host} is not ${SERVICE_LIST}: only their players can be embedded here.` };
  }
  // What comes before an @ is no host at all, whatever it looks like: the host named above is the one a browser would ask.
  if (url.username !== "" || url.password !== "" || url.port !== "")
    return { ok: false, problem: "This address carries a user name, password or port: paste the link as the service gives it." };
  const reading = READERS[service](url);
  return "problem" in reading ? { ok: false, problem: reading.problem } : { ok: true, address: storedAddress(url), source: reading.source };
}

/** The address as stored: the URL's own form, with the quote the URL standard leaves in paths encoded, so the schema's pattern holds it. */
function storedAddress(url: URL): string {
  return url.href.replaceAll("'", "%27");
}
