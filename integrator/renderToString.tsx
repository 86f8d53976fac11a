import { renderToString as renderReact } from "react-dom/server";
import { siteBlocks } from "../blocks/registry";
import type { BlockRegistry } from "../runtime/blockRegistry";
import type { LoadedData } from "../runtime/dataNeeds";
import { escapeHtml } from "../runtime/escapeHtml";
import { DocumentView } from "../runtime/interpreter/DocumentView";
import { renderWithBlockFallback } from "../runtime/interpreter/serverRendering";
import { parsePage, parseSite } from "../runtime/parse";
import type { DocumentError } from "../runtime/result";
import { documentStylesheet } from "../runtime/stylesheet";
import { themeCss } from "../runtime/theme";
import type { PageDocument } from "../schema/page";
import type { SiteDocument } from "../schema/site";

/** Thrown by `renderToString` for a document that does not validate; `errors` says why. */
export class InvalidDocumentError extends Error {
  constructor(
    readonly kind: "page" | "site",
    readonly errors: readonly DocumentError[],
  ) {
    super(`The ${kind} document is not valid: ${errors.map((e) => `${e.pointer || "(document)"}: ${e.message}`).join("; ")}`);
    this.name = "InvalidDocumentError";
  }
}

export interface RenderOptions {
  /** The site document whose theme the page wears; the default theme when absent. */
  readonly site?: unknown;
  /** Data for data-bound blocks, from `loadDocumentData`. */
  readonly data?: LoadedData;
  readonly registry?: BlockRegistry;
}

/**
 * A complete, static HTML page for a page document, with the site's theme applied. The input is
 * validated (and migrated) first; an invalid one throws `InvalidDocumentError`.
 *
 * @example writeFileSync("index.html", renderToString(page, { site }));
 */
export function renderToString(page: unknown, { site, data, registry = siteBlocks }: RenderOptions = {}): string {
  const parsedPage = parsePage(page, { registry });
  if (!parsedPage.ok) throw new InvalidDocumentError("page", parsedPage.errors);
  let siteDocument: SiteDocument | undefined;
  if (site !== undefined) {
    const parsedSite = parseSite(site, { registry });
    if (!parsedSite.ok) throw new InvalidDocumentError("site", parsedSite.errors);
    siteDocument = parsedSite.value;
  }
  return pageHtml(parsedPage.value, siteDocument, data ?? {}, registry);
}

function pageHtml(page: PageDocument, site: SiteDocument | undefined, data: LoadedData, registry: BlockRegistry): string {
  const body = renderWithBlockFallback((suspenseBoundaries) =>
    renderReact(<DocumentView document={page} registry={registry} data={data} suspenseBoundaries={suspenseBoundaries} />),
  ).html;
  const description = page.description ? `\n<meta name="description" content="${escapeHtml(page.description)}">` : "";
  // The schema restricts every theme value (hex colours, a number, a font-name pattern), so none can close the style element.
  const css = `:root { ${themeCss(site?.settings)} }
body { margin: 0; background: var(--bl-color-background); color: var(--bl-color-text); }
${documentStylesheet(registry)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>${description}
<style>${css}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
