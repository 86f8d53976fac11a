import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyRequest } from "fastify";

export type PageEncoding = "br" | "gzip";

/** A rendered page as kept: its HTML, what a browser or CDN revalidates it with, and its compressed forms. */
export interface CachedPage {
  readonly status: number;
  readonly html: string;
  /** A strong validator: the hash of the HTML. */
  readonly etag: string;
  /** When it was rendered, as an HTTP date (seconds). */
  readonly lastModified: string;
  /** The HTML compressed, made once on first demand: a kept page is not compressed again per request. */
  encoded(encoding: PageEncoding): Buffer;
}

export function cachedPage(status: number, html: string, renderedAt: number): CachedPage {
  const encodings = new Map<PageEncoding, Buffer>();
  return {
    status,
    html,
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    lastModified: new Date(Math.floor(renderedAt / 1000) * 1000).toUTCString(),
    encoded(encoding) {
      let body = encodings.get(encoding);
      if (!body) {
        // Once per kept page, so the better quality is worth its few milliseconds.
        body =
          encoding === "br"
            ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
            : gzipSync(html, { level: 9 });
        encodings.set(encoding, body);
      }
      return body;
    },
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: PageEncoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
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
