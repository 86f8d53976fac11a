import { $isLinkNode, type LinkNode } from "@lexical/link";
import {
  $findMatchingParent,
  $getNodeByKey,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type PointType,
  type RangeSelection,
} from "lexical";

/** The link the whole selection lies in (the caret's link when collapsed), or null. */
export function $getSelectedLink(selection: BaseSelection | null): LinkNode | null {
  if (!$isRangeSelection(selection)) return null;
  const anchorLink = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
  if (anchorLink === null) return null;
  const focusLink = $findMatchingParent(selection.focus.getNode(), $isLinkNode);
  return focusLink?.is(anchorLink) ? anchorLink : null;
}

/** A copy of a range selection, to put back once focus returns from a popover (or null). */
export function $captureSelection(selection: BaseSelection | null): RangeSelection | null {
  return $isRangeSelection(selection) ? selection.clone() : null;
}

function $isPointValid(point: PointType): boolean {
  const node = $getNodeByKey(point.key);
  if (node === null || !node.isAttached()) return false;
  if (point.type === "text") return $isTextNode(node) && point.offset <= node.getTextContentSize();
  return $isElementNode(node) && point.offset <= node.getChildrenSize();
}

/**
 * Makes `saved` the selection again when its nodes are still there. WARNING: an update run outside
 * an editor event (a promise's callback, a popover's input) reads the DOM selection, which is no
 * longer in the editor, so without this it acts on no selection at all.
 */
export function $restoreSelection(saved: RangeSelection | null): void {
  if (saved === null || !$isPointValid(saved.anchor) || !$isPointValid(saved.focus)) return;
  $setSelection(saved.clone());
}

/** Whether `target` (an event's related target, say) is `container` or inside it. */
export function isInside(container: Element | null | undefined, target: EventTarget | null): boolean {
  return container != null && target instanceof Node && container.contains(target);
}
