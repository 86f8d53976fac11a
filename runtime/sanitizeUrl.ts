/** The protocols a shown or opened link may use (SPEC §5). Anything else becomes a blank page. */
const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "sms:", "tel:"]);

export const BLANK_PAGE = "about:blank";

/**
 * A link as it may be shown or opened: unchanged when its protocol is http, https, mailto, sms or
 * tel (or when it has none, being relative), `about:blank` otherwise.
 *
 * @example sanitizeUrl("javascript:alert(1)") // "about:blank"
 */
export function sanitizeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not absolute, so it has no protocol of its own: a relative path, or a query or fragment.
    // A browser would still read "java\nscript:" as a protocol, so refuse anything with a colon
    // before the first slash, question mark or hash.
    const compact = [...url].filter((character) => character.charCodeAt(0) > 0x20).join("");
    return /^[^/?#]*:/.test(compact) ? BLANK_PAGE : url;
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) ? url : BLANK_PAGE;
}

/** Whether a link points into this site (`/music`), rather than elsewhere (`//host`, `https://…`). */
export function isInternalPath(link: string): boolean {
  // Browsers drop tabs and newlines anywhere in a URL, so "/\t/host" leaves the site as "//host" does.
  const path = link.replace(/[\t\n\r]/g, "");
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/**
 * The href for a link an editor typed: site paths as they are, a bare domain (`example.com/x`)
 * as https, everything else through `sanitizeUrl`.
 */
export function linkHref(link: string): string {
  const trimmed = link.trim();
  if (isInternalPath(trimmed)) return trimmed;
  if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]|$)/i.test(trimmed)) return `https://${trimmed}`;
  return sanitizeUrl(trimmed);
}
