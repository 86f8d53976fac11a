import type { FastifyRequest } from "fastify";
import { escapeHtml } from "../../runtime/escapeHtml";
import { plainPageHtml } from "./plainPage";

/** Whether a failed request was for a fan-facing page (not the API, media or a built file), so the answer should be HTML. */
export function wantsHtmlPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?")[0] ?? "";
  return !/^\/(?:api|media|assets)(?:\/|$)/.test(path);
}

/** A plain page that says what went wrong, with a way back to the site's home. */
export function errorPageHtml(status: number, message: string): string {
  const title = status === 404 ? "Page not found" : status >= 500 ? "Something went wrong" : "This address cannot be opened";
  return plainPageHtml(title, `<p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p>`);
}
