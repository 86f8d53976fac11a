import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** A rendered page as kept: its HTML, and what a browser or CDN revalidates it with. */
export interface CachedPage {
  readonly status: number;
  readonly html: string;
  /** A strong validator: the hash of the HTML. */
  readonly etag: string;
  /** When it was rendered, as an HTTP date (seconds). */
  readonly lastModified: string;
}

export function cachedPage(status: number, html: string, renderedAt: number): CachedPage {
  return {
    status,
    html,
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    lastModified: new Date(Math.floor(renderedAt / 1000) * 1000).toUTCString(),
  };
}

/**
 * Whether the client already holds this page (RFC 9110 §13.1: If-None-Match wins over
 * If-Modified-Since when both are sent), so it gets a 304 with no body.
 */
export function isNotModified(request: FastifyRequest, page: CachedPage): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag);
  }
  const ifModifiedSince = request.headers["if-modified-since"];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Date.parse(page.lastModified) <= since;
}

/**
 * Pages are the same for every visitor (a fan's own data loads in the browser, with their token),
 * so shared caches may keep them briefly; browsers revalidate each time (a 304 when unchanged).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
