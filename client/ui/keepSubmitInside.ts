import type { SyntheticEvent } from "react";

/**
 * Put on a dialog's (or a floating panel's) outermost element: a form inside it submits that form
 * only. React bubbles events through portals along the component tree, not the page's, so without
 * it Confirm in a rich-text caption's Insert Table dialog also submitted the post form the caption
 * sits in, publishing the unfinished post (issue 34).
 */
export function keepSubmitInside(event: SyntheticEvent): void {
  event.stopPropagation();
}
