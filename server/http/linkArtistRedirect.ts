import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { findArtistOfToken, type LinkTokenKind } from "../data/tokenArtists";
import { readUnsubscribeToken } from "../newsletters/unsubscribeToken";
import { siteOriginOf } from "./siteOrigin";

/** The one-time links the server mails, by path: where each keeps its token, and which table knows it. */
const LINK_PATHS: readonly { readonly path: RegExp; readonly kind: LinkTokenKind | "unsubscribe" }[] = [
  { path: /^\/email-lists\/confirm\/([^/]{1,1000})$/, kind: "listConfirmation" },
  { path: /^\/gifts\/claim\/([^/]{1,1000})$/, kind: "giftClaim" },
  { path: /^\/account\/confirm-email\/([^/]{1,1000})$/, kind: "emailConfirmation" },
  { path: /^\/signup\/confirm\/([^/]{1,1000})$/, kind: "signUp" },
  { path: /^\/reset-password\/([^/]{1,1000})$/, kind: "passwordReset" },
  { path: /^\/account\/change-email\/([^/]{1,1000})$/, kind: "emailChange" },
  { path: /^\/account\/undo-email-change\/([^/]{1,1000})$/, kind: "emailChangeUndo" },
  { path: /^\/account\/your-data\/([^/]{1,1000})$/, kind: "dataExport" },
  { path: /^\/unsubscribe\/([^/]{1,1000})$/, kind: "unsubscribe" },
  { path: /^\/studio\/set-password$/, kind: "password" },
];

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The token a link carries and the kind of link it is, or null for any other request. */
function linkTokenOf(request: FastifyRequest): { kind: LinkTokenKind | "unsubscribe"; token: string } | null {
  const url = new URL(request.url, "http://link");
  for (const { path, kind } of LINK_PATHS) {
    const match = path.exec(url.pathname);
    if (!match) continue;
    const token = kind === "password" ? url.searchParams.get("token") : decoded(match[1] ?? "");
    return token ? { kind, token } : null;
  }
  return null;
}

/**
 * Every token names its artist (issue 31): a link opened on another address (an old mail, a
 * forwarded one, the bare server address) is sent to its artist's own address, path and query
 * kept, instead of being told it is not valid there. GET with 302 (the link is not moved for good,
 * only this token's); the one-click unsubscribe's POST with 307, so the mail client posts again.
 * A token no artist has is left to the page, which says so.
 */
export function redirectLinksToTheirArtist(app: FastifyInstance, context: Pick<ServerContext, "db" | "config">): void {
  const { db, config } = context;
  app.addHook("onRequest", async (request, reply) => {
    const isPost = request.method === "POST";
    if (request.method !== "GET" && request.method !== "HEAD" && !isPost) return;
    const link = linkTokenOf(request);
    if (!link || (isPost && link.kind !== "unsubscribe")) return;
    const artistId =
      link.kind === "unsubscribe"
        ? (readUnsubscribeToken(config.uploadSecret, link.token)?.profileId ?? null)
        : await findArtistOfToken(db, link.kind, link.token);
    if (!artistId) return;
    const target = await siteOriginOf(request, db, config, artistId);
    const here = await siteOriginOf(request, db, config).catch(() => null);
    if (here === target) return;
    return reply
      .code(isPost ? 307 : 302)
      .header("cache-control", "no-store")
      .header("location", `${target}${request.url}`)
      .send();
  });
}
