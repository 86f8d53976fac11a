/** Room (px) the toolbar and labels need above a block; nearer the top of the page they go elsewhere. */
export const TOOLBAR_ROOM = 30;

/** A block's box in the frame's own coordinates. */
export interface ToolbarAnchor {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the selected block's toolbar goes, in the frame's coordinates: above the block's top-right
 * corner when there is room; at the very top of the page, inside the block if it is tall enough to
 * hold the toolbar and still show itself, else just below it (a short Text at the top would be
 * hidden under its own toolbar). Sideways it lines up with the block's right edge but never leaves
 * the frame, where it would be cut off (a narrow block at the left edge).
 */
export function toolbarPlacement(
  box: ToolbarAnchor,
  frameWidth: number,
  toolbarWidth: number,
  room: number = TOOLBAR_ROOM,
): { readonly top: number; readonly left: number } {
  const top = box.top >= room ? box.top - room + 2 : box.height >= 2 * room ? box.top + 2 : box.top + box.height + 2;
  const left = Math.max(0, Math.min(box.left + box.width - toolbarWidth, frameWidth - toolbarWidth));
  return { top, left };
}
