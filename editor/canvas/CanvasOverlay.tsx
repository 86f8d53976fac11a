import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react";
import { findNode } from "../../runtime/tree";
import { useEditorSlice } from "../state/editorStore";
import { useValueSlice } from "../state/valueStore";
import { BlockToolbar } from "./BlockToolbar";
import { blockName } from "./blockName";
import { useCanvas } from "./canvasContext";
import { type Indicator, indicatorGeometry, type Rect } from "./dropGeometry";
import { blockElement, containerBox, OVERLAY_ATTRIBUTE, rectOf } from "./measure";
import { TOOLBAR_ROOM, toolbarPlacement } from "./toolbarPlacement";

/** A box in the frame's own coordinates (it scrolls with the page, so scrolling moves nothing). */
interface Box {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

interface OverlayLayout {
  readonly frameWidth: number;
  readonly hover: Box | null;
  readonly selected: Box | null;
  readonly target: Box | null;
  readonly indicator: { readonly className: string; readonly style: CSSProperties } | null;
}

const EMPTY: OverlayLayout = { frameWidth: 0, hover: null, selected: null, target: null, indicator: null };

/** A box measured on screen, in the frame's own CSS pixels (the frame may be zoomed by `scale`). */
function relative(rect: Rect, origin: Rect, scale: number): Box {
  return {
    top: (rect.top - origin.top) / scale,
    left: (rect.left - origin.left) / scale,
    width: (rect.right - rect.left) / scale,
    height: (rect.bottom - rect.top) / scale,
  };
}

function boxStyle(box: Box): CSSProperties {
  return { top: box.top, left: box.left, width: box.width, height: box.height };
}

/** A label over a box's top-left corner, inside the box when there is no room above. */
function labelStyle(box: Box): CSSProperties {
  return box.top >= TOOLBAR_ROOM / 1.5
    ? { top: box.top, left: box.left, transform: "translateY(-100%)" }
    : { top: box.top, left: box.left };
}

function indicatorStyle(indicator: Indicator, origin: Rect, scale: number): CSSProperties {
  if (indicator.kind === "inside") return boxStyle(relative(indicator.rect, origin, scale));
  const x = (indicator.x - origin.left) / scale;
  const y = (indicator.y - origin.top) / scale;
  const length = indicator.length / scale;
  return indicator.axis === "column" ? { top: y, left: x, width: length } : { top: y, left: x, height: length };
}

/**
 * The editor's layer over the page: the hover outline with the block's name, the selection outline
 * with its toolbar, and while dragging the drop indicator in its container. It draws from the
 * blocks' measured boxes and never touches the page's layout.
 */
export function CanvasOverlay() {
  const { dnd, scale } = useCanvas();
  const { store, registry, drag, blocks, frame } = dnd;
  const document = useEditorSlice(store, (state) => state.document);
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  const hoveredId = useEditorSlice(store, (state) => state.hoveredId);
  const target = useValueSlice(drag, (session) => session?.target ?? null);
  const keyboard = useValueSlice(drag, (session) => session?.via === "keyboard");
  const dragging = useValueSlice(drag, (session) => session !== null);
  const draggedId = useValueSlice(drag, (session) => (session?.dragged.kind === "existing" ? session.dragged.id : null));
  const [layout, setLayout] = useState<OverlayLayout>(EMPTY);
  const [resized, setResized] = useState(0);
  /** The toolbar's width as last drawn: it keeps the toolbar inside the frame. */
  const [toolbarWidth, setToolbarWidth] = useState(0);
  const indicatorRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
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
    };
    setLayout((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, [document, selectedId, hoveredId, target, draggedId, dragging, resized, frame, blocks, scale]);

  // A keyboard drag shows where the block would go, scrolling the canvas to it.
  useEffect(() => {
    if (keyboard && layout.indicator) indicatorRef.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [keyboard, layout.indicator]);

  const hovered = hoveredId ? findNode(document, hoveredId) : undefined;
  const selected = selectedId ? findNode(document, selectedId) : undefined;
  const targetNode = target ? findNode(document, target.parentId) : undefined;
  const selectedBox = layout.selected;
  // The toolbar keeps its size whatever the zoom (its buttons stay at least 24 px on screen): it is
  // zoomed back by 1 / scale, so it takes 1 / scale times the frame's pixels, and its offsets, which
  // its own zoom multiplies, are given times scale.
  const toolbarStyle: CSSProperties | null = selectedBox
    ? (() => {
        const { top, left } = toolbarPlacement(selectedBox, layout.frameWidth, toolbarWidth / scale, TOOLBAR_ROOM / scale);
        return scale < 1 ? { top: top * scale, left: left * scale, zoom: 1 / scale } : { top, left };
      })()
    : null;

  // The toolbar's width depends on the block (its name, which buttons it has): measured once drawn, before the paint.
  useLayoutEffect(() => {
    const width = overlayRef.current?.querySelector<HTMLElement>("[data-studio-toolbar]")?.offsetWidth ?? 0;
    if (width !== toolbarWidth) setToolbarWidth(width);
  });

  return (
    <div ref={overlayRef} className="studio-overlay" {...{ [OVERLAY_ATTRIBUTE]: "" }}>
      {hovered && layout.hover ? (
        <>
          <div className="studio-outline studio-outline--hover" style={boxStyle(layout.hover)} aria-hidden="true" />
          <div className="studio-label studio-label--hover" style={labelStyle(layout.hover)} aria-hidden="true">
            {blockName(hovered, registry)}
          </div>
        </>
      ) : null}
      {selected && selectedBox ? (
        <div
          className={`studio-outline studio-outline--selected${dragging ? " studio-outline--muted" : ""}`}
          style={boxStyle(selectedBox)}
          aria-hidden="true"
        />
      ) : null}
      {targetNode && layout.target ? (
        <>
          <div className="studio-outline studio-outline--target" style={boxStyle(layout.target)} aria-hidden="true" />
          <div className="studio-label studio-label--target" style={labelStyle(layout.target)} aria-hidden="true">
            {blockName(targetNode, registry)}
          </div>
        </>
      ) : null}
      {layout.indicator ? (
        <div ref={indicatorRef} className={layout.indicator.className} style={layout.indicator.style} aria-hidden="true" />
      ) : null}
      {selected && toolbarStyle ? <BlockToolbar node={selected} style={toolbarStyle} /> : null}
    </div>
  );
}
