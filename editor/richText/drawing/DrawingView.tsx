import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import type { NodeKey } from "lexical";
import { lazy, Suspense, useEffect, useState } from "react";
import { drawingImageSource } from "../../../runtime/richText/describeDrawing";
import type { DrawingSave } from "./drawingSave";

/** Drawings just inserted, whose editor opens as soon as they show. */
const openOnMount = new Set<NodeKey>();

/** Asks the drawing `key` (inserted in this update) to open its editor once it mounts. */
export function openDrawingWhenShown(key: NodeKey): void {
  openOnMount.add(key);
}

/**
 * Excalidraw is loaded only when an artist opens a drawing (issue 15), from our own server, its
 * fonts included (`/excalidraw/fonts/`): nothing is fetched from elsewhere.
 */
const DrawingDialog = lazy(() => {
  (window as { EXCALIDRAW_ASSET_PATH?: string }).EXCALIDRAW_ASSET_PATH = `${window.location.origin}/excalidraw/`;
  return import("./DrawingDialog");
});

export interface DrawingViewProps {
  readonly nodeKey: NodeKey;
  readonly data: string;
  readonly svg: string | undefined;
  readonly width: number | undefined;
  readonly height: number | undefined;
  /** Keeps what the artist saved in the node. */
  readonly onSave: (saved: DrawingSave) => void;
}

/** A drawing in the editor: its picture, as fans see it, and the button that opens Excalidraw on it. */
export function DrawingView({ nodeKey, data, svg, width, height, onSave }: DrawingViewProps) {
  const [editor] = useLexicalComposerContext();
  const [editing, setEditing] = useState(() => openOnMount.delete(nodeKey));

  useEffect(() => {
    if (openOnMount.delete(nodeKey)) setEditing(true);
  }, [nodeKey]);

  const save = (saved: DrawingSave) => {
    setEditing(false);
    onSave(saved);
  };

  return (
    <figure className="bl-rt-drawing rt-drawing-view">
      {svg === undefined ? (
        <p className="rt-drawing-empty">Empty drawing</p>
      ) : (
        <img src={drawingImageSource(svg)} alt="Drawing" width={width} height={height} onDoubleClick={() => setEditing(true)} />
      )}
      {editor.isEditable() && (
        <button type="button" className="rt-button rt-drawing-edit" onClick={() => setEditing(true)}>
          Edit drawing
        </button>
      )}
      {editing && (
        <Suspense
          fallback={
            <p className="rt-drawing-loading" role="status">
              Loading the drawing editor…
            </p>
          }
        >
          <DrawingDialog data={data} onSave={save} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </figure>
  );
}
