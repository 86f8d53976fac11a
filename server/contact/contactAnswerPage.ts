import { escapeHtml } from "../../runtime/escapeHtml";

/** What a plain form POST is answered with: a title, sentences, a list (a form's errors) and the way back to the page. */
export interface ContactAnswer {
  readonly title: string;
  readonly lines: readonly string[];
  readonly list?: readonly string[];
  readonly backUrl: string;
  readonly backLabel: string;
}

/**
 * The page a Contact form's plain POST (without JavaScript) is answered with: sent, or why not,
 * and a link back to the form's page. Everything written into it is escaped; it loads nothing and
 * runs nothing.
 */
export function contactAnswerPage(answer: ContactAnswer): string {
  const list = answer.list?.length ? `<ul>${answer.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(answer.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(answer.title)}</h1>`,
    ...answer.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    list,
    `<p><a href="${escapeHtml(answer.backUrl)}">${escapeHtml(answer.backLabel)}</a></p>`,
    "</main></body></html>",
  ].join("");
}
