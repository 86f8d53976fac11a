import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMBED_URL_PATTERN, readEmbed } from "./embedAddress";
import type { EmbedSource } from "./embedSources";

const pattern = new RegExp(EMBED_URL_PATTERN, "u");

function sourceOf(text: string): EmbedSource {
  const reading = readEmbed(text);
  if (!reading.ok) throw new Error(`refused ${text}: ${reading.problem}`);
  expect(pattern.test(reading.address), reading.address).toBe(true);
  return reading.source;
}

function problemOf(text: string): string {
  const reading = readEmbed(text);
  if (reading.ok) throw new Error(`accepted ${text}`);
  return reading.problem;
}

const TRACK = "4uLU6hMCjMI75M1A2tKUQC";

describe("readEmbed: Spotify", () => {
  it.each([
    [`https://open.spotify.com/track/${TRACK}`, "track"],
    [`https://open.spotify.com/track/${TRACK}?si=9f1e2d3c4b5a6978`, "track"],
    [`https://open.spotify.com/intl-de/album/${TRACK}`, "album"],
    [`https://open.spotify.com/intl-pt-BR/playlist/${TRACK}`, "playlist"],
    [`https://open.spotify.com/embed/artist/${TRACK}?utm_source=generator`, "artist"],
    [`https://open.spotify.com/episode/${TRACK}`, "episode"],
    [`https://open.spotify.com/show/${TRACK}`, "show"],
    [`spotify:track:${TRACK}`, "track"],
    [`open.spotify.com/track/${TRACK}`, "track"],
    [
      `<iframe style="border-radius:12px" src="https://open.spotify.com/embed/track/${TRACK}?utm_source=generator" width="100%" height="352" frameBorder="0" allowfullscreen="" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>`,
      "track",
    ],
  ])("reads %s", (text, kind) => {
    expect(sourceOf(text)).toEqual({ service: "spotify", kind, id: TRACK });
  });

  it("names what is wrong with other Spotify addresses", () => {
    expect(problemOf("https://open.spotify.com/user/someone")).toMatch(/not a track, album, playlist/);
    expect(problemOf("https://open.spotify.com/track/4uLU6hMCjMI75M1A2t")).toMatch(/cut short/);
  });
});

describe("readEmbed: SoundCloud", () => {
  it.each([
    ["https://soundcloud.com/forss/flickermood", { kind: "track", path: "/forss/flickermood" }],
    ["https://m.soundcloud.com/Forss/Flickermood?si=abc&utm_source=clipboard", { kind: "track", path: "/forss/flickermood" }],
    ["https://soundcloud.com/forss/sets/soulhack", { kind: "playlist", path: "/forss/sets/soulhack" }],
    ["https://soundcloud.com/forss/flickermood/s-AbC123", { kind: "track", path: "/forss/flickermood/s-AbC123" }],
    [
      '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/soundcloud%253Atracks%253A293&amp;color=%23ff5500&amp;auto_play=false"></iframe><div>…</div>',
      { kind: "track", path: "api:/tracks/293" },
    ],
    ["https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/playlists/1234", { kind: "playlist", path: "api:/playlists/1234" }],
    [
      '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/558351762%3Fsecret_token%3Ds-h3XPh&color=%23ff5500&auto_play=false"></iframe>',
      { kind: "track", path: "api:/tracks/558351762?secret_token=s-h3XPh" },
    ],
    [
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood",
      { kind: "track", path: "/forss/flickermood" },
    ],
  ])("reads %s", (text, expected) => {
    expect(sourceOf(text)).toEqual({ service: "soundcloud", ...expected });
  });

  it("names what is wrong with profiles, site pages, short links and empty players", () => {
    expect(problemOf("https://soundcloud.com/forss")).toMatch(/profile/);
    expect(problemOf("https://soundcloud.com/discover/sets")).toMatch(/not a track or a playlist/);
    expect(problemOf("https://on.soundcloud.com/AbCdEf")).toMatch(/Short SoundCloud links/);
    expect(problemOf("https://w.soundcloud.com/player/?url=https%3A//evil.test/tracks/1")).toMatch(/no track or playlist/);
  });
});

describe("readEmbed: Bandcamp", () => {
  it("reads the album or track number from its embed code or EmbeddedPlayer address", () => {
    expect(
      sourceOf(
        '<iframe style="border: 0; width: 350px; height: 470px;" src="https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/" seamless><a href="https://artist.bandcamp.com/album/name">Name by Artist</a></iframe>',
      ),
    ).toEqual({ service: "bandcamp", kind: "album", id: "3391957209" });
    expect(sourceOf("https://bandcamp.com/EmbeddedPlayer/track=1234/size=small/")).toEqual({
      service: "bandcamp",
      kind: "track",
      id: "1234",
    });
    expect(sourceOf("https://bandcamp.com/EmbeddedPlayer/album=1/size=large/track=2/")).toEqual({
      service: "bandcamp",
      kind: "album",
      id: "1",
      track: "2",
    });
  });

  it("tells the artist how to get the embed code from an album page", () => {
    expect(problemOf("https://artist.bandcamp.com/album/night-drive")).toMatch(/Share \/ Embed/);
    expect(problemOf("https://bandcamp.com/EmbeddedPlayer/album=abc/")).toMatch(/names no album or track/);
  });
});

describe("readEmbed: Apple Music", () => {
  it.each([
    ["https://music.apple.com/us/album/night-drive/1440857781", { kind: "album", storefront: "us", slug: "night-drive", id: "1440857781" }],
    [
      "https://music.apple.com/gb/album/night-drive/1440857781?i=1440858080",
      { kind: "album", storefront: "gb", slug: "night-drive", id: "1440857781", song: "1440858080" },
    ],
    [
      "https://embed.music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb",
      { kind: "playlist", storefront: "us", slug: "todays-hits", id: "pl.f4d106fed2bd41149aaacabb233eb5eb" },
    ],
    ["https://music.apple.com/fr/song/1440858080", { kind: "song", storefront: "fr", slug: "", id: "1440858080" }],
    [
      "https://music.apple.com/jp/music-video/%E5%A4%9C/1440000000",
      { kind: "music-video", storefront: "jp", slug: "%E5%A4%9C", id: "1440000000" },
    ],
  ])("reads %s", (text, expected) => {
    expect(sourceOf(text)).toEqual({ service: "appleMusic", ...expected });
  });

  it("names what is wrong with other Apple Music addresses", () => {
    expect(problemOf("https://music.apple.com/us/artist/someone/123")).toMatch(/not an album, playlist, song or music video/);
    expect(problemOf("https://music.apple.com/us/album/night-drive/")).toMatch(/missing or cut short/);
  });
});

describe("readEmbed: YouTube", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "video", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "video", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "video", "dQw4w9WgXcQ"],
    ["https://music.youtube.com/watch?v=dQw4w9WgXcQ&list=RDAMVM", "video", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "short", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf", "playlist", "PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf"],
    [
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=x" title="YouTube video player" allowfullscreen></iframe>',
      "video",
      "dQw4w9WgXcQ",
    ],
  ])("reads %s", (text, kind, id) => {
    expect(sourceOf(text)).toEqual({ service: "youtube", kind, id });
  });

  it("names what is wrong with other YouTube addresses", () => {
    expect(problemOf("https://www.youtube.com/@artist")).toMatch(/not a video, a Short or a playlist/);
  });
});

describe("readEmbed: Vimeo", () => {
  it.each([
    ["https://vimeo.com/76979871", { id: "76979871" }],
    ["https://vimeo.com/76979871/8272103f6e?share=copy", { id: "76979871", hash: "8272103f6e" }],
    ["https://vimeo.com/channels/staffpicks/76979871", { id: "76979871" }],
    ["https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0", { id: "76979871", hash: "8272103f6e" }],
    [
      '<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;title=0" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe></div>',
      { id: "76979871", hash: "8272103f6e" },
    ],
  ])("reads %s", (text, expected) => {
    expect(sourceOf(text)).toEqual({ service: "vimeo", kind: "video", ...expected });
  });

  it("names what is wrong with profiles and other Vimeo pages", () => {
    expect(problemOf("https://vimeo.com/someartist")).toMatch(/not a video/);
    expect(problemOf("https://player.vimeo.com/api/player.js")).toMatch(/not a video/);
    expect(problemOf("https://vimeo.com.evil.test/76979871")).toMatch(/is not Spotify/);
  });
});

describe("readEmbed refuses", () => {
  it.each([
    ["javascript:alert(1)", /javascript: links are not allowed/],
    ["JAVASCRIPT:alert(document.cookie)//https://youtu.be/dQw4w9WgXcQ", /javascript: links are not allowed/],
    ["data:text/html,<script>alert(1)</script>", /data: links are not allowed/],
    ["https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ", /youtube\.com\.evil\.test is not Spotify/],
    ["https://evil.test/open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", /evil\.test is not/],
    ["https://notyoutube.com/watch?v=dQw4w9WgXcQ", /notyoutube\.com is not/],
    ["https://open.spotify.com.evil.test/track/4uLU6hMCjMI75M1A2tKUQC", /open\.spotify\.com\.evil\.test is not/],
    ["https://youtube.com@evil.test/watch?v=dQw4w9WgXcQ", /evil\.test is not/],
    ["https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ", /user name, password or port/],
    ["https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ", /user name, password or port/],
    ['<iframe src="https://evil.test/player"></iframe>', /evil\.test is not/],
    ["<div>no player</div>", /no player address/],
    ["night drive", /not a web address/],
    ["   ", /Paste a link/],
  ])("%s", (text, problem) => {
    expect(problemOf(text)).toMatch(problem);
  });
});

describe("what readEmbed accepts", () => {
  it("is always an address the schema's pattern accepts, whatever follows a recognised link", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          `https://open.spotify.com/track/${TRACK}`,
          "https://youtu.be/dQw4w9WgXcQ",
          "https://music.apple.com/us/album/x/1",
          "https://soundcloud.com/a/b",
        ),
        fc.string({ unit: "binary", maxLength: 40 }),
        (base, tail) => {
          const reading = readEmbed(`${base}?${tail}`);
          if (reading.ok) expect(pattern.test(reading.address), reading.address).toBe(true);
        },
      ),
    );
  });

  it("is only ever on the services' own hosts, by the pattern too", () => {
    for (const url of [
      "https://youtube.com.evil.test/",
      "https://evil.test/?https://youtu.be/x",
      "http://youtu.be/x",
      "javascript:alert(1)",
    ])
      expect(pattern.test(url), url).toBe(false);
    expect(pattern.test("")).toBe(true);
  });
});
