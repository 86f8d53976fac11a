import { escapeHtml } from "../../runtime/escapeHtml";
import { plainPageHtml } from "../http/plainPage";

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
  const lines = answer.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  return plainPageHtml(answer.title, `${lines}${list}<p><a href="${escapeHtml(answer.backUrl)}">${escapeHtml(answer.backLabel)}</a></p>`);
}
