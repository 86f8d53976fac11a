import "@excalidraw/excalidraw/index.css";
import { Excalidraw, exportToSvg } from "@excalidraw/excalidraw";
import { useEffect, useRef, useState } from "react";
import { MAX_DRAWING_SVG_LENGTH } from "../../../schema/richText/drawing";
import { Modal } from "../plugins/floating/Modal";
import type { DrawingSave } from "./drawingSave";
import { sanitizeSvg } from "./sanitizeSvg";

type ExcalidrawApi = Parameters<NonNullable<Parameters<typeof Excalidraw>[0]["excalidrawAPI"]>>[0];
type Elements = ReturnType<ExcalidrawApi["getSceneElements"]>;

export interface DrawingDialogProps {
  /** The drawing's elements as stored (JSON text of a list). */
  readonly data: string;
  readonly onSave: (saved: DrawingSave) => void;
  readonly onClose: () => void;
}

function storedElements(data: string): Elements {
  try {
    const elements = JSON.parse(data);
    return Array.isArray(elements) ? (elements as Elements) : [];
  } catch {
    return [];
  }
}

/**
 * The picture fans see: Excalidraw's SVG of the elements, its fonts inlined (served by us) unless
 * that makes it too large to keep, then sanitized (`sanitizeSvg`).
 */
async function pictureOf(api: ExcalidrawApi, elements: Elements): Promise<string | undefined> {
  if (elements.length === 0) return undefined;
  const appState = { ...api.getAppState(), exportBackground: false };
  for (const skipInliningFonts of [undefined, true] as const) {
    const svg = await exportToSvg({ elements, appState, files: api.getFiles(), exportPadding: 8, skipInliningFonts });
    const clean = sanitizeSvg(new XMLSerializer().serializeToString(svg));
    if (clean !== null && clean.length <= MAX_DRAWING_SVG_LENGTH) return clean;
  }
  return undefined;
}

/**
 * Excalidraw in a dialog (issue 15): Save keeps the elements and their picture; Discard, Close or
 * Escape outside the canvas leave the drawing as it was.
 */
export default function DrawingDialog({ data, onSave, onClose }: DrawingDialogProps) {
  const api = useRef<ExcalidrawApi | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const canvasArea = useRef<HTMLDivElement | null>(null);

  // Escape is Excalidraw's in its canvas (it ends typing, drops a selection), never a discard of
  // the whole drawing. A native listener: Excalidraw removes its text field on that very key, so
  // React, which finds handlers from the target's place in the page, would see no ancestors.
  useEffect(() => {
    const area = canvasArea.current;
    if (!area) return;
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") event.stopPropagation();
    };
    area.addEventListener("keydown", keepEscape);
    return () => area.removeEventListener("keydown", keepEscape);
  }, []);

  const save = async () => {
    const current = api.current;
    if (current === null) return;
    setSaving(true);
    const elements = current.getSceneElements();
    const data = JSON.stringify(elements);
    const svg = await pictureOf(current, elements);
    setSaving(false);
    if (elements.length > 0 && svg === undefined) {
      setProblem("This drawing is too large to save. Remove some of it and try again.");
      return;
    }
    onSave({ data, svg });
  };

  return (
    <Modal title="Drawing" onClose={onClose}>
      <div ref={canvasArea} className="rt-drawing-canvas">
        <Excalidraw
          initialData={{ elements: storedElements(data), appState: { viewBackgroundColor: "transparent" } }}
          excalidrawAPI={(instance) => {
            api.current = instance;
          }}
          UIOptions={{ canvasActions: { loadScene: false, saveToActiveFile: false, export: false, saveAsImage: false } }}
        />
      </div>
      {problem !== null && (
        <p className="rt-modal-hint" role="alert">
          {problem}
        </p>
      )}
      <div className="rt-modal-actions">
        <button type="button" className="rt-button" onClick={onClose}>
          Discard
        </button>
        <button type="button" className="rt-button rt-button--primary" disabled={saving} onClick={save}>
          {saving ? "Saving…" : "Save"}
        </button>
      </div>
    </Modal>
  );
}
