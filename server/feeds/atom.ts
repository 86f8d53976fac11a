import type { FeedChannel, FeedEntry } from "./feedEntry";
import { XML_DECLARATION, xmlElement, xmlEmpty } from "./xml";

function atomEntry(entry: FeedEntry): string {
  return [
    "<entry>",
    xmlElement("id", entry.id),
    xmlElement("title", entry.title, { type: "text" }),
    xmlEmpty("link", { rel: "alternate", type: "text/html", href: entry.link }),
    xmlElement("published", entry.publishedAt),
    xmlElement("updated", entry.publishedAt),
    xmlElement("summary", entry.summary, { type: "text" }),
    "</entry>",
  ].join("\n");
}

/** An Atom 1.0 feed (RFC 4287): the same entries as the RSS one, its texts as plain text. */
export function atomFeed(channel: FeedChannel): string {
  const head = [
    xmlElement("id", channel.selfUrl),
    xmlElement("title", channel.title, { type: "text" }),
    xmlElement("subtitle", channel.description, { type: "text" }),
    xmlElement("updated", channel.entries[0]?.publishedAt ?? channel.builtAt),
    xmlEmpty("link", { rel: "self", type: "application/atom+xml", href: channel.selfUrl }),
    xmlEmpty("link", { rel: "alternate", type: "text/html", href: channel.link }),
    `<author>${xmlElement("name", channel.title)}</author>`,
  ];
  const entries = channel.entries.map(atomEntry);
  return `${XML_DECLARATION}\n<feed xmlns="http://www.w3.org/2005/Atom">\n${[...head, ...entries].join("\n")}\n</feed>\n`;
}
