import { escapeHtml } from "../../runtime/escapeHtml";
import { INITIAL_STATE_ELEMENT_ID } from "../../site/app/initialState";
import type { RenderedPage } from "../../site/entry-server";
import { scriptSafeJson } from "../../site/head/head";
import type { FontHead } from "../fonts/fontHead";
import type { ClientAssets } from "./clientAssets";
import { iconLinks } from "./iconLinks";

/** The HTML document around a rendered page: head, stylesheet, the app's HTML, its state and script. */
export function pageShell(
  page: RenderedPage,
  options: {
    stylesheetHref: string;
    themeCss: string;
    assets: ClientAssets | null;
    icon?: string | undefined;
    /** The site's fonts (`siteFontHead`): their faces, and the files the first screen needs. */
    fonts?: FontHead;
    /** The site's public RSS feed, on the artist's own address, for readers to find (issue 37). */
    feed?: { readonly href: string; readonly title: string };
  },
): string {
  const { assets, fonts } = options;
  // `crossorigin`: fonts are always fetched in CORS mode, and a preload made without it is not reused.
  const fontPreloads = (fonts?.preloads ?? [])
    .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>\n`)
    .join("");
  const scripts = assets
    ? [
        ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
        ...[...new Set(page.lazySources.flatMap((source) => assets.chunksOf(source)))].map(
          (href) => `<link rel="modulepreload" href="${href}">`,
        ),
        `<script type="module" src="${assets.script}"></script>`,
      ].join("\n")
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${page.head}
${iconLinks(options.icon)}${options.feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(options.feed.title)}" href="${escapeHtml(options.feed.href)}">\n` : ""}${fontPreloads}<link rel="stylesheet" href="${options.stylesheetHref}">
${page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join("")}<style>:root { ${options.themeCss} }${fonts?.css ? `\n${fonts.css}` : ""}</style>
${scripts}
</head>
<body>
<div id="root">${page.body}</div>
<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>
</body>
</html>
`;
}
