import { EMBED_KINDS, type EmbedJSON, embedId } from "../../runtime/richText/widgets/embed";
import { pollVoteHref } from "../../runtime/richText/widgets/poll";
import type { RichText, RichTextNodeJSON } from "../../schema/richText/index";
import { absoluteLink } from "./html";

/** Blocks of rich text whose words make a line of their own. */
const LINE_NODES = new Set(["paragraph", "heading", "quote", "listitem", "code", "collapsible-title", "tablerow"]);

/**
 * Rich text as lines: each block's words on a line, a link's address after its words, a list
 * item after a dash, a table row's cells between bars, and the forms the HTML shows the rest in
 * (an equation's source, a poll's vote links, an embed's address, a picture's alternative text).
 * Words go to `line`, finished lines to `lines`.
 */
function collect(node: RichTextNodeJSON, siteUrl: string, lines: string[], line: string[], emailId?: string): void {
  const children = (into: string[]) => {
    if ("children" in node) for (const child of node.children as readonly RichTextNodeJSON[]) collect(child, siteUrl, lines, into, emailId);
  };
  switch (node.type) {
    case "linebreak":
      line.push("\n");
      return;
    case "tab":
      line.push("\t");
      return;
    case "link":
    case "autolink": {
      const words: string[] = [];
      children(words);
      const text = words.join("");
      const href = absoluteLink(node.url, siteUrl);
      line.push(href === null || href === text || node.type === "autolink" ? text : `${text} (${href})`);
      return;
    }
    case "equation":
      line.push(node.equation);
      return;
    case "image":
    case "inline-image":
      if (node.altText !== "") line.push(`[${node.altText}]`);
      return;
    case "excalidraw":
      lines.push("[Drawing]");
      return;
    case "poll":
      lines.push(node.question);
      for (const option of node.options)
        lines.push(`- ${option.text}: ${absoluteLink(pollVoteHref(node.uid, option.uid, emailId), siteUrl)}`);
      return;
    case "youtube":
    case "tweet":
    case "figma": {
      const kind = EMBED_KINDS[node.type];
      lines.push(`${kind.title}: ${kind.pageUrl(embedId(node as EmbedJSON))}`);
      return;
    }
    case "tablecell": {
      // A cell's lines read on its row's line, between bars.
      const cellLines: string[] = [];
      const cellLine: string[] = [];
      for (const child of node.children as readonly RichTextNodeJSON[]) collect(child, siteUrl, cellLines, cellLine, emailId);
      const words = [...cellLines, cellLine.join("")].filter((text) => text !== "").join(" ");
      line.push(`${line.length === 0 ? "" : " | "}${words}`);
      return;
    }
  }
  if ("text" in node) {
    line.push(node.text);
    return;
  }
  if (!("children" in node)) return;
  if (LINE_NODES.has(node.type)) {
    const own: string[] = node.type === "listitem" ? ["- "] : [];
    children(own);
    if (node.type !== "listitem" || own.length > 1) lines.push(own.join(""));
    return;
  }
  children(line);
}

/** A rich text's words as lines, as `collect` reads them. */
export function richTextLines(value: RichText, siteUrl: string, emailId: string): string[] {
  const lines: string[] = [];
  collect(value.root, siteUrl, lines, [], emailId);
  return lines;
}
