import type { FastifyRequest } from "fastify";
import { escapeHtml } from "../../runtime/escapeHtml";

/** Whether a failed request was for a fan-facing page (not the API, media or a built file), so the answer should be HTML. */
export function wantsHtmlPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?")[0] ?? "";
  return !/^\/(?:api|media|assets)(?:\/|$)/.test(path);
}

/** A plain page that says what went wrong, with a way back to the site's home. */
export function errorPageHtml(status: number, message: string): string {
  const title = status === 404 ? "Page not found" : status >= 500 ? "Something went wrong" : "This address cannot be opened";
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    `<body style="font-family: Arial, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem"><h1>${title}</h1>`,
    `<p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></body></html>`,
  ].join("");
}
