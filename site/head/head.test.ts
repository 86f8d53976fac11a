import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../runtime/escapeHtml";
import { renderHead, scriptSafeJson } from "./head";

describe("renderHead", () => {
  const html = renderHead(
    {
      title: 'Night "Drive" <live>',
      description: "Songs & stories",
      canonicalPath: "/music/x?a=1&b=2",
      image: "/media/p/cover.svg",
      type: "music.album",
      jsonLd: [{ "@type": "MusicAlbum", name: "</script><script>alert(1)</script>" }],
    },
    "https://band.example",
    "The Band",
  );

  it("writes the title, description and canonical URL, escaped", () => {
    expect(html).toContain("<title>Night &quot;Drive&quot; &lt;live&gt;</title>");
    expect(html).toContain('<meta name="description" content="Songs &amp; stories">');
    expect(html).toContain('<link rel="canonical" href="https://band.example/music/x?a=1&amp;b=2">');
  });

  it("writes Open Graph and Twitter cards with absolute image URLs", () => {
    expect(html).toContain('<meta property="og:type" content="music.album">');
    expect(html).toContain('<meta property="og:image" content="https://band.example/media/p/cover.svg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:site_name" content="The Band">');
  });

  it("writes JSON-LD that cannot close its script element", () => {
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain("</script><script>alert(1)");
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({ "@type": "MusicAlbum", name: "</script><script>alert(1)</script>" });
  });

  it("makes this site's paths in JSON-LD absolute", () => {
    const withPaths = renderHead(
      {
        title: "x",
        canonicalPath: "/x",
        jsonLd: [{ url: "/music/a", image: "/media/c.svg", offers: { url: "/music/a" }, sameAs: "https://x.example" }],
      },
      "https://band.example",
      "The Band",
    );
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(withPaths)?.[1] ?? "{}");
    expect(json).toEqual({
      url: "https://band.example/music/a",
      image: "https://band.example/media/c.svg",
      offers: { url: "https://band.example/music/a" },
      sameAs: "https://x.example",
    });
  });

  it("marks pages search engines should skip, and leaves out what is absent", () => {
    const minimal = renderHead({ title: "Log in", canonicalPath: "/login", noIndex: true }, "https://band.example", "The Band");
    expect(minimal).toContain('<meta name="robots" content="noindex">');
    expect(minimal).not.toContain("og:image");
    expect(minimal).not.toContain('name="description"');
    expect(minimal).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe("escaping", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("keeps JSON parseable while removing <, >, & and line separators", () => {
    const value = { text: "</script>\u2028&" };
    const safe = scriptSafeJson(value);
    expect(safe).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});
