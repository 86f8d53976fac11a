import { type LinkClickEvent, linkClickEvent, type RecordAnalyticsEvent } from "./analyticsEvents";

/** On a Button block's link: `data-analytics-link="button"`. */
export const ANALYTICS_LINK_ATTRIBUTE = "data-analytics-link";
/** On the Link Tree theme's frame: `data-analytics-region="linktree"`, every link inside it (its buttons, its social icons) counts as the link tree's. */
export const ANALYTICS_REGION_ATTRIBUTE = "data-analytics-region";

const LINK_SOURCES: readonly string[] = ["linktree", "button"] satisfies readonly LinkClickEvent["source"][];
const isSource = (value: string | null | undefined): value is LinkClickEvent["source"] => value != null && LINK_SOURCES.includes(value);

/** The marked link an event's target is in, with where it counts from; null for any other element. */
function markedLinkOf(
  target: EventTarget | null,
): { readonly anchor: HTMLAnchorElement; readonly source: LinkClickEvent["source"] } | null {
  // A text node can be the target of a synthetic click; its element is what was clicked.
  const node = target as Partial<Node> | null;
  const element = node?.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  const anchor = element?.closest<HTMLAnchorElement>("a[href]");
  if (!anchor) return null;
  const region = anchor.closest(`[${ANALYTICS_REGION_ATTRIBUTE}]`)?.getAttribute(ANALYTICS_REGION_ATTRIBUTE);
  if (isSource(region)) return { anchor, source: region };
  const own = anchor.getAttribute(ANALYTICS_LINK_ATTRIBUTE);
  return isSource(own) ? { anchor, source: own } : null;
}

/**
 * Records the links followed from the Link Tree and Button blocks, by one listener on the
 * document: the blocks render on the server and hydrate, so they carry only a data attribute, and
 * links added later count without registering. `click` covers the main button and the keyboard's
 * Enter; `auxclick` the middle button (a new tab), which fires no `click`. Returns the teardown.
 */
export function listenForLinkClicks(
  doc: Pick<Document, "addEventListener" | "removeEventListener">,
  record: RecordAnalyticsEvent,
  currentPath: () => string,
): () => void {
  const onClick = (event: MouseEvent) => {
    // A right click (auxclick with button 2) opens a menu, not the link.
    if (event.type === "auxclick" && event.button !== 1) return;
    const marked = markedLinkOf(event.target);
    if (!marked) return;
    // The address as the artist wrote it ("/tour", "https://…"), which is what the studio lists.
    const click = linkClickEvent(currentPath(), marked.anchor.getAttribute("href") ?? "", marked.source);
    if (click) record(click);
  };
  // Capture: a link's own handler (the site's client-side navigation) may stop the event's bubbling.
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("auxclick", onClick, true);
  return () => {
    doc.removeEventListener("click", onClick, true);
    doc.removeEventListener("auxclick", onClick, true);
  };
}
