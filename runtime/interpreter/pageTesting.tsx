import { renderToString } from "react-dom/server";
import type { BlockNode, PageDocument } from "../../schema/page";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import type { BlockViewRegistry } from "../blockRegistry";
import { DocumentView } from "./DocumentView";
import { renderOnServer } from "./serverRendering";

/** A home page holding these blocks, for tests of how pages render. */
export function pageOf(...children: BlockNode[]): PageDocument {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children },
  };
}

/** A page's server HTML, parsed into an element (a jsdom test's). */
export function serverPageHtml(document: PageDocument, registry: BlockViewRegistry): HTMLElement {
  const host = window.document.createElement("div");
  host.innerHTML = renderOnServer(() => renderToString(<DocumentView document={document} registry={registry} />));
  return host;
}

/** A rendered page's per-size rules, a line each. */
export const sizeRulesOf = (page: HTMLElement) => page.querySelector(".bl-document > style")?.textContent?.split("\n") ?? [];
