import { type CSSProperties, useEffect, useRef } from "react";
import { findNode } from "../../runtime/tree";
import { useEditorSlice } from "../state/editorStore";
import { useValueSlice } from "../state/valueStore";
import { BlockToolbar } from "./BlockToolbar";
import { blockName } from "./blockName";
import { useCanvas } from "./canvasContext";
import { OVERLAY_ATTRIBUTE } from "./measure";
import { type Box, boxStyle, useOverlayLayout } from "./overlayLayout";
import { TOOLBAR_ROOM, toolbarPlacement } from "./toolbarPlacement";

/** A label over a box's top-left corner, inside the box when there is no room above. */
function labelStyle(box: Box): CSSProperties {
  return box.top >= TOOLBAR_ROOM / 1.5
    ? { top: box.top, left: box.left, transform: "translateY(-100%)" }
    : { top: box.top, left: box.left };
}

/**
 * The editor's layer over the page: the hover outline with the block's name, the selection outline
 * with its toolbar, and while dragging the drop indicator in its container. It draws from the
 * blocks' measured boxes and never touches the page's layout.
 */
export function CanvasOverlay() {
  const { dnd, scale } = useCanvas();
  const { store, registry, drag } = dnd;
  const document = useEditorSlice(store, (state) => state.document);
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  const hoveredId = useEditorSlice(store, (state) => state.hoveredId);
  const target = useValueSlice(drag, (session) => session?.target ?? null);
  const keyboard = useValueSlice(drag, (session) => session?.via === "keyboard");
  const dragging = useValueSlice(drag, (session) => session !== null);
  const draggedId = useValueSlice(drag, (session) => (session?.dragged.kind === "existing" ? session.dragged.id : null));
  const indicatorRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const layout = useOverlayLayout({ dnd, scale, document, selectedId, hoveredId, target, draggedId, dragging, overlayRef });

  // A keyboard drag shows where the block would go, scrolling the canvas to it.
  useEffect(() => {
    if (keyboard && layout.indicator) indicatorRef.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [keyboard, layout.indicator]);

  const hovered = hoveredId ? findNode(document, hoveredId) : undefined;
  const selected = selectedId ? findNode(document, selectedId) : undefined;
  const targetNode = target ? findNode(document, target.parentId) : undefined;
  const selectedBox = layout.selected;
  const toolbarStyle = selectedBox ? toolbarStyleFor(selectedBox, layout.frameWidth, layout.toolbarWidth ?? 0, scale) : null;

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

/**
 * Where the selection's toolbar goes. It keeps its size whatever the zoom (its buttons stay at
 * least 24 px on screen): it is zoomed back by 1 / scale, so it takes 1 / scale times the frame's
 * pixels, and its offsets, which its own zoom multiplies, are given times scale.
 */
function toolbarStyleFor(selected: Box, frameWidth: number, toolbarWidth: number, scale: number): CSSProperties {
  const { top, left } = toolbarPlacement(selected, frameWidth, toolbarWidth / scale, TOOLBAR_ROOM / scale);
  return scale < 1 ? { top: top * scale, left: left * scale, zoom: 1 / scale } : { top, left };
}
