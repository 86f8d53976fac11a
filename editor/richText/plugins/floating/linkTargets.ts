import { createContext } from "react";

/** A page of the artist's site a link may point at, by its path. */
export interface LinkTarget {
  readonly path: string;
  readonly title: string;
}

/**
 * The artist's pages, offered by the link popover beside the site's screens (issue 34: one link
 * field everywhere). The studio provides them; elsewhere only the screens are offered.
 */
export const RichTextLinkTargetsContext = createContext<readonly LinkTarget[]>([]);
