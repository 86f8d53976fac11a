import { type CSSProperties, type RefObject, useEffect, useLayoutEffect, useState } from "react";
import { findNode } from "../../runtime/tree";
import type { TreeDocument } from "../../runtime/treeNode";
import { type Indicator, indicatorGeometry, type Rect } from "./dropGeometry";
import type { DropSlot } from "./dropTargets";
import type { EditorDndValue } from "./EditorDnd";
import { blockElement, containerBox, rectOf } from "./measure";

/** A box in the frame's own coordinates (it scrolls with the page, so scrolling moves nothing). */
export interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

export interface OverlayLayout {
  readonly frameWidth: number;
  readonly hover: Box | null;
  readonly selected: Box | null;
  readonly target: Box | null;
  readonly indicator: { readonly className: string; readonly style: CSSProperties } | null;
  /** The selection's toolbar's width, which keeps it inside the frame; null while it was not drawn yet. */
  readonly toolbarWidth: number | null;
}

const EMPTY: OverlayLayout = { frameWidth: 0, hover: null, selected: null, target: null, indicator: null, toolbarWidth: null };

/** The selection's toolbar as drawn, if it is. */
function toolbarOf(overlay: HTMLElement | null): HTMLElement | null {
  return overlay?.querySelector<HTMLElement>("[data-studio-toolbar]") ?? null;
}

/** A box measured on screen, in the frame's own CSS pixels (the frame may be zoomed by `scale`). */
function relative(rect: Rect, origin: Rect, scale: number): Box {
  return {
    top: (rect.top - origin.top) / scale,
    left: (rect.left - origin.left) / scale,
    width: (rect.right - rect.left) / scale,
    height: (rect.bottom - rect.top) / scale,
  };
}

export function boxStyle(box: Box): CSSProperties {
  return { top: box.top, left: box.left, width: box.width, height: box.height };
}

function indicatorStyle(indicator: Indicator, origin: Rect, scale: number): CSSProperties {
  if (indicator.kind === "inside") return boxStyle(relative(indicator.rect, origin, scale));
  const x = (indicator.x - origin.left) / scale;
  const y = (indicator.y - origin.top) / scale;
  const length = indicator.length / scale;
  return indicator.axis === "column" ? { top: y, left: x, width: length } : { top: y, left: x, height: length };
}

/**
 * The overlay's boxes (hover, selection, drop target and indicator), measured from the page before
 * it is painted, again whenever the document, the selection, the drag or the page's size changes.
 */
export function useOverlayLayout(options: {
  readonly dnd: EditorDndValue;
  readonly scale: number;
  readonly document: TreeDocument;
  readonly selectedId: string | null;
  readonly hoveredId: string | null;
  readonly target: DropSlot | null;
  readonly draggedId: string | null;
  readonly dragging: boolean;
  readonly overlayRef: RefObject<HTMLDivElement | null>;
}): OverlayLayout {
  const { dnd, scale, document, selectedId, hoveredId, target, draggedId, dragging, overlayRef } = options;
  const { blocks, frame } = dnd;
  const [layout, setLayout] = useState<OverlayLayout>(EMPTY);
  const [resized, setResized] = useState(0);
  /**
   * The frame is the overlay's parent. On mount the frame's own ref is attached only after this
   * component's layout effects have run (React attaches a parent's ref after its children's), so
   * the overlay finds it through its own element.
   */
  const frameElement = () => frame.current ?? overlayRef.current?.parentElement ?? null;

  // The page's boxes change with its content (images loading, fonts) and the window.
  // biome-ignore lint/correctness/useExhaustiveDependencies: frameElement reads refs, which never change identity.
  useEffect(() => {
    const element = frameElement();
    if (!element) return;
    const bump = () => setResized((count) => count + 1);
    window.addEventListener("resize", bump);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(bump);
    observer?.observe(element);
    const page = element.querySelector(".bl-document");
    if (page) observer?.observe(page);
    return () => {
      window.removeEventListener("resize", bump);
      observer?.disconnect();
    };
  }, [frame]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: document and resized say when the boxes must be measured again.
  useLayoutEffect(() => {
    const element = frameElement();
    if (!element) return;
    const frameRect = rectOf(element);
    const measure = (id: string | null): Box | null => {
      const block = id ? blockElement(blocks, id) : null;
      return block ? relative(rectOf(block), frameRect, scale) : null;
    };
    let indicator: OverlayLayout["indicator"] = null;
    let targetBox: Box | null = null;
    const parent = target ? findNode(document, target.parentId) : undefined;
    if (target && parent) {
      const box = containerBox(blocks, parent, draggedId, true);
      if (box) {
        const geometry = indicatorGeometry(box, target.index);
        indicator = {
          className: `studio-drop-indicator studio-drop-indicator--${geometry.kind === "inside" ? "inside" : geometry.axis}`,
          style: indicatorStyle(geometry, frameRect, scale),
        };
        targetBox = relative(box.rect, frameRect, scale);
      }
    }
    const next: OverlayLayout = {
      frameWidth: (frameRect.right - frameRect.left) / scale,
      hover: dragging || !hoveredId || hoveredId === selectedId ? null : measure(hoveredId),
      selected: measure(selectedId),
      target: targetBox,
      indicator,
      // Read while the page's layout is fresh from the boxes: no second layout to measure it.
      toolbarWidth: toolbarOf(overlayRef.current)?.offsetWidth ?? null,
    };
    setLayout((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, [document, selectedId, hoveredId, target, draggedId, dragging, resized, frame, blocks, scale]);

  // A toolbar drawn only once its block was measured (a first selection) is measured then, once.
  useLayoutEffect(() => {
    if (layout.selected && layout.toolbarWidth === null && toolbarOf(overlayRef.current)) setResized((count) => count + 1);
  });

  return layout;
}
