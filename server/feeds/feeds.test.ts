import { describe, expect, it } from "vitest";
import { atomFeed } from "./atom";
import type { FeedChannel } from "./feedEntry";
import { rssFeed } from "./rss";
import { xmlText } from "./xml";
import { child, childrenNamed, parseXml } from "./xmlTesting";

const HOSTILE = `Tom's <b>"loud"</b> & </title><script>alert(1)</script>\u0001`;

const CHANNEL: FeedChannel = {
  title: "Neon & Coast <live>",
  description: 'Posts "and" newsletters',
  link: "https://band.example/",
  selfUrl: "https://band.example/feed.xml",
  builtAt: "2026-01-01T00:00:00.000Z",
  entries: [
    {
      id: "https://band.example/members#post-p2",
      title: HOSTILE,
      link: "https://band.example/members#post-p2",
      publishedAt: "2026-03-04T18:30:00.000Z",
      summary: `${HOSTILE}\nsecond line`,
      enclosure: { url: "https://band.example/feed/private/t/media/p2/m1?a=1&b=2", length: 1234, type: "audio/mpeg" },
    },
    {
      id: "https://band.example/newsletters/spring",
      title: "Spring news",
      link: "https://band.example/newsletters/spring",
      publishedAt: "2026-02-01T09:00:00.000Z",
      summary: "A newsletter from Neon Coast.",
    },
  ],
};

describe("xmlText", () => {
  it("escapes the five markup characters and drops characters XML 1.0 forbids", () => {
    expect(xmlText(`a<b>&"c"'d'\u0000\u0008\u001f\uFFFE\tok\n`)).toBe("a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;\tok\n");
    expect(xmlText("émoji 🎸")).toBe("émoji 🎸");
  });
});

describe("RSS 2.0 (issue 37, item 5)", () => {
  it("is well-formed, with rss@version 2.0, the channel's required elements and each item's guid", () => {
    const rss = parseXml(rssFeed(CHANNEL));
    expect(rss.name).toBe("rss");
    expect(rss.attributes.version).toBe("2.0");
    const channel = child(rss, "channel");
    expect(child(channel, "title").text).toBe(CHANNEL.title);
    expect(child(channel, "link").text).toBe("https://band.example/");
    expect(child(channel, "description").text).toBe(CHANNEL.description);
    expect(child(channel, "atom:link").attributes).toMatchObject({ rel: "self", href: CHANNEL.selfUrl });
    const items = childrenNamed(channel, "item");
    expect(items).toHaveLength(2);
    const [first, second] = items;
    if (!first || !second) throw new Error("two items");
    expect(child(first, "guid").text).toBe("https://band.example/members#post-p2");
    expect(child(first, "pubDate").text).toBe("Wed, 04 Mar 2026 18:30:00 GMT");
    expect(child(second, "link").text).toBe("https://band.example/newsletters/spring");
    expect(childrenNamed(second, "enclosure")).toHaveLength(0);
  });

  it("keeps hostile text as text: it reads back as written (less the forbidden character), never as markup", () => {
    const xml = rssFeed(CHANNEL);
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<b>");
    const item = childrenNamed(child(parseXml(xml), "channel"), "item")[0];
    if (!item) throw new Error("an item");
    expect(child(item, "title").text).toBe(HOSTILE.replace("\u0001", ""));
    expect(child(item, "title").children).toEqual([]);
    expect(child(item, "description").text).toBe(`${HOSTILE.replace("\u0001", "")}\nsecond line`);
    expect(child(item, "enclosure").attributes).toEqual({
      url: "https://band.example/feed/private/t/media/p2/m1?a=1&b=2",
      length: "1234",
      type: "audio/mpeg",
    });
  });

  it("adds the iTunes namespace and the author for a podcast feed", () => {
    const rss = parseXml(rssFeed(CHANNEL, { podcast: { author: "Neon & Coast" } }));
    expect(rss.attributes["xmlns:itunes"]).toBe("http://www.itunes.com/dtds/podcast-1.0.dtd");
    const channel = child(rss, "channel");
    expect(child(channel, "itunes:author").text).toBe("Neon & Coast");
    // Listed nowhere: the feed is one member's.
    expect(child(channel, "itunes:block").text).toBe("Yes");
  });

  it("has its build date from its newest item, or from when it was built when empty", () => {
    const empty = child(parseXml(rssFeed({ ...CHANNEL, entries: [] })), "channel");
    expect(child(empty, "lastBuildDate").text).toBe("Thu, 01 Jan 2026 00:00:00 GMT");
    expect(childrenNamed(empty, "item")).toEqual([]);
  });
});

describe("Atom 1.0 (issue 37, item 5)", () => {
  it("is well-formed, with the feed's id, title, updated and each entry's id, title, updated and link", () => {
    const feed = parseXml(atomFeed({ ...CHANNEL, selfUrl: "https://band.example/feed.atom" }));
    expect(feed.name).toBe("feed");
    expect(feed.attributes.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(child(feed, "id").text).toBe("https://band.example/feed.atom");
    expect(child(feed, "title").text).toBe(CHANNEL.title);
    expect(child(feed, "updated").text).toBe("2026-03-04T18:30:00.000Z");
    expect(child(child(feed, "author"), "name").text).toBe(CHANNEL.title);
    const entries = childrenNamed(feed, "entry");
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(child(entry, "id").text).toMatch(/^https:\/\/band\.example\//);
      expect(child(entry, "updated").text).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(child(entry, "link").attributes).toMatchObject({ rel: "alternate", href: child(entry, "id").text });
      expect(child(entry, "title").attributes.type).toBe("text");
    }
    expect(child(entries[0] ?? feed, "title").text).toBe(HOSTILE.replace("\u0001", ""));
  });
});

describe("the test's XML reader", () => {
  it("refuses what is not well-formed", () => {
    expect(() => parseXml("<a><b></a></b>")).toThrow();
    expect(() => parseXml("<a>x & y</a>")).toThrow();
    expect(() => parseXml("<a>&nbsp;</a>")).toThrow();
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow();
    expect(() => parseXml("<a/><b/>")).toThrow();
    expect(() => parseXml("<a>")).toThrow();
    expect(parseXml('<a x="&lt;1&gt;">t&amp;u<b/></a>')).toMatchObject({ attributes: { x: "<1>" }, text: "t&u" });
  });
});
