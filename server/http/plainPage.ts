import { escapeHtml } from "../../runtime/escapeHtml";

/**
 * The server's few pages that stand alone, outside the site's app: an error, a form's answer
 * without JavaScript. Readable on any screen, loading nothing and running nothing; `body` is HTML
 * its caller has escaped.
 */
export function plainPageHtml(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: system-ui, Arial, sans-serif; line-height: 1.5; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">',
    `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join("");
}
