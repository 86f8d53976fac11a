import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import type { RichElementFactory } from "../../../runtime/richText/describe";
import { describeEquation, type EquationJSON } from "../../../runtime/richText/widgets/equation";
import { KATEX_STYLESHEET_PATH, loadedKatex, loadKatex, subscribeKatex } from "../../../runtime/richText/widgets/katexModule";
import { reactElementParts } from "../reactElements";

/** An equation's typesetting holds no widget; the factory is complete for the static form. */
const staticElements: RichElementFactory<ReactNode> = { ...reactElementParts, widget: (_node, _key, staticForm) => staticForm() };

/** Links KaTeX's stylesheet (fonts beside it, served by our server) once, where the server did not. */
export function linkKatexStylesheet(document: Document): void {
  if (document.querySelector(`link[href="${KATEX_STYLESHEET_PATH}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = KATEX_STYLESHEET_PATH;
  document.head.append(link);
}

/** The KaTeX loaded so far, re-rendering when it comes; the same on the server and while hydrating, so both typeset alike. */
export function useKatex() {
  return useSyncExternalStore(subscribeKatex, loadedKatex, loadedKatex);
}

/**
 * An equation on a page (issue 15): its static form (`describeEquation`), the HTML export's
 * markup. The server and a hydrating browser both have KaTeX already; a page reached in the
 * browser, or the studio, shows the source for a moment while KaTeX and its stylesheet load.
 */
export function Equation({ node }: { node: EquationJSON }) {
  const katex = useKatex();
  useEffect(() => {
    linkKatexStylesheet(document);
    if (katex === null) void loadKatex();
  }, [katex]);
  return describeEquation<ReactNode>(node, staticElements, 0);
}
