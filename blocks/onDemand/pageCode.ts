import { forEachObjectIn } from "../../runtime/jsonObjects";
import { isRichContentNode } from "../../runtime/richText/richContent";
import { type OnDemandBlockType, onDemandTypeOf } from "./onDemandTypes";

/** The code a page needs beyond the site's first download: rich content's, and the views of its on-demand blocks. */
export interface PageCode {
  readonly richContent: boolean;
  readonly blockTypes: readonly OnDemandBlockType[];
}

/**
 * What code a page, its route data or any JSON holding pages needs, in one walk over plain JSON
 * (the server's preloads, the browser before hydrating and on each navigation all ask both).
 */
export function pageCodeOf(json: unknown): PageCode {
  let richContent = false;
  const blockTypes = new Set<OnDemandBlockType>();
  forEachObjectIn(json, (value) => {
    richContent ||= isRichContentNode(value);
    const type = onDemandTypeOf(value);
    if (type) blockTypes.add(type);
    return undefined;
  });
  return { richContent, blockTypes: [...blockTypes] };
}
