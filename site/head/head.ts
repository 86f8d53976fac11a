import { escapeHtml } from "../../runtime/escapeHtml";
/** What a route puts in `<head>`: title, description, canonical URL, social cards and structured data. */
export interface HeadTags {
  readonly title: string;
  readonly description?: string;
  /** The path (and query) of the canonical URL of the page. */
  readonly canonicalPath: string;
  /** A picture for social cards: an absolute URL or a path on this site. */
  readonly image?: string;
  /** Open Graph type. */
  readonly type?: "website" | "music.album" | "music.song" | "profile" | "product";
  /** JSON-LD objects (schema.org). */
  readonly jsonLd?: readonly object[];
  /** Pages that search engines should not list (account, checkout). */
  readonly noIndex?: boolean;
}

/** JSON that is safe inside a `<script>` element: nothing in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The JSON-LD keys whose values (or lists of values) are addresses. */
const ADDRESS_KEYS = new Set(["url", "image", "logo", "contentUrl", "sameAs"]);

/** Structured data with this site's paths (`url`, `image`, `logo` and the like) made absolute, as schema.org wants. */
function absoluteJsonLd(value: unknown, origin: string, addressKey = false): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin, addressKey));
  if (typeof value === "string") return addressKey && value.startsWith("/") && !value.startsWith("//") ? `${origin}${value}` : value;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteJsonLd(item, origin, ADDRESS_KEYS.has(key))]));
}

/** The tags as HTML, for the server's response. */
export function renderHead(tags: HeadTags, origin: string, siteName: string): string {
  const url = absolute(origin, tags.canonicalPath);
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    tags.description ? meta("name", "description", tags.description) : "",
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    tags.noIndex ? meta("name", "robots", "noindex") : "",
    meta("property", "og:site_name", siteName),
    meta("property", "og:title", tags.title),
    meta("property", "og:type", tags.type ?? "website"),
    meta("property", "og:url", url),
    tags.description ? meta("property", "og:description", tags.description) : "",
    tags.image ? meta("property", "og:image", absolute(origin, tags.image)) : "",
    meta("name", "twitter:card", tags.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", tags.title),
    tags.description ? meta("name", "twitter:description", tags.description) : "",
    tags.image ? meta("name", "twitter:image", absolute(origin, tags.image)) : "",
    ...(tags.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptSafeJson(absoluteJsonLd(item, origin))}</script>`),
  ];
  return lines.filter(Boolean).join("\n");
}

/** The same after a client-side navigation: the title and description follow the page. */
export function applyHead(tags: HeadTags): void {
  document.title = tags.title;
  const description = document.querySelector('meta[name="description"]');
  if (description && tags.description) description.setAttribute("content", tags.description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical) canonical.setAttribute("href", new URL(tags.canonicalPath, window.location.origin).href);
  // A page hidden from search engines says so after a navigation too (crawlers run script).
  const robots = document.querySelector('meta[name="robots"]');
  if (tags.noIndex && !robots) {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
  } else if (!tags.noIndex) robots?.remove();
}
