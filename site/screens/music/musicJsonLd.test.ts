import { describe, expect, it } from "vitest";
import { renderHead } from "../../head/head";
import { musicDetailHead, summarize } from "./musicDetailHead";
import { musicJsonLd } from "./musicJsonLd";
import { release, track, variant } from "./musicTestKit";

const offer = (price: string, url: string) => ({
  "@type": "Offer",
  price,
  priceCurrency: "USD",
  availability: "https://schema.org/InStock",
  url,
});

describe("musicJsonLd", () => {
  it("describes an album as a MusicAlbum with its tracks and an offer", () => {
    const album = release("a1", {
      title: "Paper Moons",
      variants: [variant({ price: 9, tracks: [track("1", { title: "One", durationSeconds: 185 }), track("2", { title: "Two" })] })],
    });
    expect(musicJsonLd(album, "/music/a1")).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicAlbum",
      name: "Paper Moons",
      url: "/music/a1",
      byArtist: { "@type": "MusicGroup", name: "The Band" },
      description: "About a1.",
      image: "/media/a1.svg",
      numTracks: 2,
      track: [
        { "@type": "MusicRecording", name: "One", position: 1, byArtist: { "@type": "MusicGroup", name: "The Band" }, duration: "PT3M5S" },
        { "@type": "MusicRecording", name: "Two", position: 2, byArtist: { "@type": "MusicGroup", name: "The Band" }, duration: "PT3M5S" },
      ],
      offers: offer("9.00", "/music/a1"),
    });
  });

  it("describes a single as a MusicRecording with its length and an offer at its minimum price", () => {
    const single = release("s1", {
      title: "Glasshouse",
      releaseType: "single",
      description: "",
      variants: [variant({ price: 1, payWhatYouWant: true, tracks: [track("1", { durationSeconds: 200 })] })],
    });
    const data = musicJsonLd(single, "/music/s1");
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicRecording",
      name: "Glasshouse",
      url: "/music/s1",
      byArtist: { "@type": "MusicGroup", name: "The Band" },
      image: "/media/s1.svg",
      duration: "PT3M20S",
      offers: {
        ...offer("1.00", "/music/s1"),
        priceSpecification: { "@type": "PriceSpecification", minPrice: "1.00", priceCurrency: "USD" },
      },
    });
    expect(data).not.toHaveProperty("numTracks");
  });

  it("has no offer without a variant", () => {
    expect(musicJsonLd(release("x", { variants: [] }), "/music/x")).not.toHaveProperty("offers");
  });
});

describe("the music detail head", () => {
  it("has the title, description, the cover for social cards and the JSON-LD", () => {
    const album = release("a 1", { title: "Paper Moons", description: "Songs\n\nfor night trains." });
    const head = musicDetailHead(album, "The Lantern Coast");
    expect(head).toMatchObject({
      title: "Paper Moons · The Lantern Coast",
      description: "Songs for night trains.",
      canonicalPath: "/music/a%201",
      type: "music.album",
      image: "/media/a 1.svg",
    });
    expect(head.jsonLd).toEqual([musicJsonLd(album, "/music/a%201")]);
    const html = renderHead(head, "https://band.example", "The Lantern Coast");
    expect(html).toContain('<meta property="og:image" content="https://band.example/media/a 1.svg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"MusicAlbum"');
  });

  it("describes a release without a description by its kind, and a single as a song", () => {
    const head = musicDetailHead(release("s", { releaseType: "single", description: " " }), "The Band");
    expect(head.description).toBe("Single by The Band.");
    expect(head.type).toBe("music.song");
  });

  it("offers a release dated ahead as a pre-order, available from its date (issue 36)", () => {
    const ahead = release("p1", { releasedAt: "2099-03-01T00:00:00.000Z" });
    expect(musicJsonLd(ahead, "/music/p1").offers).toMatchObject({
      availability: "https://schema.org/PreOrder",
      availabilityStarts: "2099-03-01T00:00:00.000Z",
    });
  });

  it("cuts a long description at a word", () => {
    const text = summarize(`${"word ".repeat(60)}end`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith("word…")).toBe(true);
  });
});
