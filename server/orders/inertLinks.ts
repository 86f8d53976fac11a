/** What may be a URL's scheme: a word and a colon (whether it is one depends on what follows). */
const SCHEME = /\b([a-z][a-z0-9+.-]*):/gi;
/** Schemes mail programs link without `//`. */
const BARE_SCHEMES = new Set(["mailto", "tel", "sms", "javascript", "data", "file"]);
/** A host name: labels joined by dots, ending in letters (example.com, www.a.example), or a dotted IPv4 address. */
const HOST = /\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b/gi;

/**
 * A fan's words as they go out in mail under the artist's name (a gift's message and its
 * recipient's name), with every link made inert (issue 30). Escaping is not enough: mail programs
 * turn anything that looks like an address into a link, in the HTML part and the plain text
 * alike, so a stranger's "https://prize.example" would arrive as a link the artist seems to vouch
 * for. Security mail quotes addresses the same way ("defanging"): http becomes hxxp, other
 * schemes lose their colon to "[:]", and every dot of a host name becomes "[.]". The words stay
 * readable, and someone who means to visit can still type the address, but nothing is a link.
 * A sentence typed without a space after its full stop ("Hi Jo.Thanks") reads "Jo[.]Thanks":
 * the price of never missing a host.
 */
export function inertLinks(words: string): string {
  return words
    .replace(HOST, (host) => host.replaceAll(".", "[.]"))
    .replace(SCHEME, (whole, scheme: string, offset: number, text: string) => {
      const lower = scheme.toLowerCase();
      if (lower === "http" || lower === "https") return `${scheme.replace(/tt/i, "xx")}:`;
      const linked = text.startsWith("//", offset + whole.length) || BARE_SCHEMES.has(lower);
      return linked ? `${scheme}[:]` : whole;
    });
}
