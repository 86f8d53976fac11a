import type { RichWidgetJSON } from "../../runtime/richText/describe";
import { EMBED_KINDS, type EmbedJSON, embedId } from "../../runtime/richText/widgets/embed";
import { pollVoteHref } from "../../runtime/richText/widgets/poll";
import type { PollNodeJSON } from "../../schema/richText/poll";
import type { EmailTextStyles } from "./emailRichStyles";
import type { EmailRichTextContext } from "./emailRichTextContext";
import { absoluteLink, escapeHtml, escapeText } from "./html";

/**
 * The nodes a page shows with a component of their own, as an inbox can show them (issue 16): no
 * script, no frame and no web font reach an email.
 */

/** An equation as its source in a serif italic: KaTeX's typesetting needs its fonts and CSS, which inboxes drop. */
function equationHtml(node: RichWidgetJSON & { type: "equation" }): string {
  // Its source on one line: TeX reads new lines as spaces.
  const text = escapeText(node.equation.replace(/\s+/g, " ").trim());
  const style = "font-family:Georgia,'Times New Roman',serif;font-style:italic";
  if (node.inline) return `<span style="${style}">${text}</span>`;
  return `<span style="display:block;margin:8px 0;text-align:center;${style}">${text}</span>`;
}

/** A poll as its question and each option a link that votes on the site (which logs the fan in first if needed). */
function pollHtml(node: PollNodeJSON, context: EmailRichTextContext, styles: EmailTextStyles): string {
  let options = "";
  for (const [index, option] of node.options.entries()) {
    // An option without words still needs a name to be clicked by.
    const label = option.text.trim() === "" ? `Option ${index + 1}` : option.text;
    const href = absoluteLink(pollVoteHref(node.uid, option.uid, context.emailId), context.siteUrl) ?? "";
    options += `<tr><td style="padding:4px 0"><a href="${escapeHtml(href)}" style="display:block;padding:8px 12px;border:1px solid ${context.linkColor};color:${context.linkColor};text-decoration:none">${escapeText(label)}</a></td></tr>`;
  }
  const question = `<p style="margin:0 0 4px;font-weight:bold">${escapeText(node.question)}</p>`;
  return `<div style="${styles.card}">${question}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tbody>${options}</tbody></table></div>`;
}

/** YouTube's still of a video, served by YouTube for any public video id. */
const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** An embed as a card linking to the item on its own site; a video as its still, linked. */
function embedHtml(node: EmbedJSON, context: EmailRichTextContext, styles: EmailTextStyles): string {
  const kind = EMBED_KINDS[node.type];
  const url = kind.pageUrl(embedId(node));
  const title = `<p style="margin:0 0 4px;font-weight:bold">${escapeText(kind.title)}</p>`;
  const link = `<a href="${escapeHtml(url)}" style="${styles.link}">${escapeText(url)}</a>`;
  if (node.type !== "youtube") return `<div style="${styles.card}">${title}${link}</div>`;
  const width = context.contentWidth;
  // YouTube's stills are 4:3 (480×360).
  const height = Math.round((width * 3) / 4);
  const still = `<img src="${escapeHtml(youtubeThumbnail(node.videoID))}" alt="${escapeHtml(`${kind.title}: ${kind.load}`)}" width="${width}" height="${height}" border="0" style="display:block;max-width:100%;height:auto;border:0">`;
  return `<div style="${styles.card}">${title}<a href="${escapeHtml(url)}" style="display:block;margin:0 0 4px;text-decoration:none">${still}</a>${link}</div>`;
}

export function emailWidgetHtml(node: RichWidgetJSON, context: EmailRichTextContext, styles: EmailTextStyles): string {
  switch (node.type) {
    case "equation":
      return equationHtml(node);
    case "poll":
      return pollHtml(node, context, styles);
    case "youtube":
    case "tweet":
    case "figma":
      return embedHtml(node, context, styles);
  }
}
