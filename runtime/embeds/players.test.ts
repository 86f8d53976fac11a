import { describe, expect, it } from "vitest";
import { readEmbed } from "../../schema/embeds/embedAddress";
import type { EmbedSource } from "../../schema/embeds/embedSources";
import { EMBED_FRAME_ORIGINS, type EmbedSize, embedPageUrl, embedPlayer } from "./players";

function source(text: string): EmbedSource {
  const reading = readEmbed(text);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.source;
}

/** One address of each kind each service plays, as an artist pastes it. */
const PASTED = [
  "https://open.spotify.com/intl-de/album/4uLU6hMCjMI75M1A2tKUQC?si=x",
  "https://soundcloud.com/forss/sets/soulhack",
  "https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293",
  "https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=small/bgcol=333333/",
  "https://bandcamp.com/EmbeddedPlayer/track=1234/",
  "https://music.apple.com/us/album/night-drive/1440857781?i=1440858080",
  "https://music.apple.com/us/playlist/hits/pl.f4d106fed2bd41149aaacabb233eb5eb",
  "https://music.apple.com/us/music-video/night-drive/1440000000",
  "https://youtu.be/dQw4w9WgXcQ",
  "https://www.youtube.com/shorts/dQw4w9WgXcQ",
  "https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf",
  "https://vimeo.com/76979871/8272103f6e",
];

describe("embedPlayer", () => {
  it.each(PASTED.flatMap((text) => (["compact", "full"] as const).map((size): [string, EmbedSize] => [text, size])))(
    "frames %s (%s) from an origin the pages' frame-src allows, over https, with room to draw it",
    (text, size) => {
      const player = embedPlayer(source(text), size);
      const src = new URL(player.src);
      expect(src.protocol).toBe("https:");
      expect(EMBED_FRAME_ORIGINS).toContain(src.origin);
      expect(player.height !== undefined || player.aspectRatio !== undefined).toBe(true);
    },
  );

  it("builds each service's player address from the ids alone", () => {
    const at = (text: string, size: EmbedSize = "full") => embedPlayer(source(text), size);
    expect(at(PASTED[0] as string, "compact")).toEqual({
      src: "https://open.spotify.com/embed/album/4uLU6hMCjMI75M1A2tKUQC",
      allow: "autoplay; encrypted-media",
      height: 152,
    });
    expect(at(PASTED[0] as string).height).toBe(352);
    expect(at(PASTED[2] as string, "compact")).toEqual({
      src: "https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F293&visual=false&show_comments=false&hide_related=true",
      allow: "autoplay",
      height: 166,
    });
    expect(at("https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/558351762%3Fsecret_token%3Ds-h3XPh").src).toBe(
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F558351762%3Fsecret_token%3Ds-h3XPh&visual=true&show_comments=false&hide_related=true",
    );
    // The pasted player's own look (size=small, its colours) is not kept: the block's size decides.
    expect(at(PASTED[3] as string)).toEqual({
      src: "https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/",
      allow: "",
      height: 470,
      maxWidth: 350,
    });
    expect(at(PASTED[4] as string, "compact").src).toBe(
      "https://bandcamp.com/EmbeddedPlayer/track=1234/size=large/bgcol=ffffff/linkcol=0687f5/artwork=small/tracklist=false/transparent=true/",
    );
    expect(at(PASTED[5] as string)).toEqual({
      src: "https://embed.music.apple.com/us/album/night-drive/1440857781?i=1440858080",
      allow: "autoplay; encrypted-media",
      height: 175,
      maxWidth: 660,
    });
    expect(at(PASTED[6] as string).height).toBe(450);
    expect(at(PASTED[7] as string).aspectRatio).toBe("16 / 9");
    expect(at(PASTED[8] as string, "compact")).toMatchObject({ src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", maxWidth: 560 });
    expect(at(PASTED[9] as string)).toMatchObject({ aspectRatio: "9 / 16", maxWidth: 360 });
    expect(at(PASTED[10] as string).src).toBe("https://www.youtube-nocookie.com/embed/videoseries?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf");
    // Vimeo's player is asked not to track the fan; an unlisted video plays only with its hash.
    expect(at(PASTED[11] as string)).toEqual({
      src: "https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1",
      allow: "autoplay; encrypted-media; fullscreen; picture-in-picture",
      aspectRatio: "16 / 9",
    });
  });
});

describe("embedPageUrl", () => {
  it("links to what is played on its own site, where its address is known", () => {
    expect(PASTED.map((text) => embedPageUrl(source(text)))).toEqual([
      "https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC",
      "https://soundcloud.com/forss/sets/soulhack",
      null,
      null,
      null,
      "https://music.apple.com/us/album/night-drive/1440857781?i=1440858080",
      "https://music.apple.com/us/playlist/hits/pl.f4d106fed2bd41149aaacabb233eb5eb",
      "https://music.apple.com/us/music-video/night-drive/1440000000",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf",
      "https://vimeo.com/76979871/8272103f6e",
    ]);
  });
});
