import type { FeedChannel, FeedEntry } from "./feedEntry";
import { XML_DECLARATION, xmlElement, xmlEmpty } from "./xml";

/** RSS's date format (RFC 822), in GMT. */
function rssDate(iso: string): string {
  return new Date(iso).toUTCString();
}

function rssItem(entry: FeedEntry, podcast: boolean): string {
  const parts = [
    xmlElement("title", entry.title),
    xmlElement("link", entry.link),
    xmlElement("guid", entry.id, { isPermaLink: "false" }),
    xmlElement("pubDate", rssDate(entry.publishedAt)),
    xmlElement("description", entry.summary),
  ];
  if (entry.enclosure) {
    const { url, length, type } = entry.enclosure;
    parts.push(xmlEmpty("enclosure", { url, length: String(length), type }));
  }
  if (podcast) parts.push(xmlElement("itunes:summary", entry.summary));
  return `<item>\n${parts.join("\n")}\n</item>`;
}

/**
 * An RSS 2.0 feed. A podcast feed (a member's private one) adds the iTunes namespace podcast apps
 * read; every text is escaped, so a caption with `<` or `&` stays text.
 */
export function rssFeed(channel: FeedChannel, options: { podcast?: { author: string; image?: string } } = {}): string {
  const { podcast } = options;
  const head = [
    xmlElement("title", channel.title),
    xmlElement("link", channel.link),
    xmlElement("description", channel.description),
    xmlEmpty("atom:link", { href: channel.selfUrl, rel: "self", type: "application/rss+xml" }),
    xmlElement("lastBuildDate", rssDate(channel.entries[0]?.publishedAt ?? channel.builtAt)),
  ];
  if (podcast) {
    head.push(xmlElement("itunes:author", podcast.author), xmlElement("itunes:block", "Yes"), xmlElement("itunes:explicit", "false"));
    if (podcast.image) head.push(xmlEmpty("itunes:image", { href: podcast.image }));
  }
  const namespaces = [
    'xmlns:atom="http://www.w3.org/2005/Atom"',
    ...(podcast ? ['xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"'] : []),
  ].join(" ");
  const items = channel.entries.map((entry) => rssItem(entry, podcast !== undefined));
  return `${XML_DECLARATION}\n<rss version="2.0" ${namespaces}>\n<channel>\n${[...head, ...items].join("\n")}\n</channel>\n</rss>\n`;
}
