import { useInsertionEffect } from "react";

/**
 * Images in the editor, beyond the fans' look (`blocks/richText/richText.css.ts`): the outline of a
 * selected image, its resize handles on the picture's corners, its small toolbar (caption,
 * position) under it, clear of the picture and its handles however small the picture is, and the
 * caption's editable line.
 */
const imageEditorCss = `
.rt-editable .bl-rt-image, .rt-editable .bl-rt-inline-image { position: relative; }
.rt-editable .bl-rt-image img, .rt-editable .bl-rt-inline-image img { cursor: default; }
.rt-image-frame { position: relative; display: block; width: fit-content; max-width: 100%; }
.rt-editable img.rt-image-selected { outline: 2px solid #3b6ef5; outline-offset: 1px; }
.rt-image-handle { position: absolute; z-index: 2; width: 12px; height: 12px; padding: 0; border: 2px solid #fff; border-radius: 2px; background: #3b6ef5; box-sizing: border-box; touch-action: none; }
.rt-image-handle--nw { top: -6px; left: -6px; cursor: nwse-resize; }
.rt-image-handle--ne { top: -6px; right: -6px; cursor: nesw-resize; }
.rt-image-handle--sw { bottom: -6px; left: -6px; cursor: nesw-resize; }
.rt-image-handle--se { bottom: -6px; right: -6px; cursor: nwse-resize; }
.rt-image-handle:focus-visible { outline: 2px solid #111; outline-offset: 2px; }
.rt-image-toolbar { position: absolute; z-index: 3; top: calc(100% + 4px); left: 0; display: flex; gap: 4px; padding: 3px; border-radius: 6px; background: rgba(255, 255, 255, 0.95); box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); font: 12px/1.2 system-ui, sans-serif; color: #111; white-space: nowrap; }
.rt-image-toolbar button, .rt-image-toolbar select { height: 24px; padding: 0 8px; border: 1px solid #d0d0d7; border-radius: 4px; background: #fff; color: inherit; font: inherit; cursor: pointer; }
.rt-image-toolbar button[aria-pressed="true"] { background: rgba(59, 110, 245, 0.15); color: #1d4ed8; }
.rt-image-caption { position: relative; min-height: 1.4em; outline: none; border-top: 1px dashed rgba(127, 127, 127, 0.5); cursor: text; }
.rt-image-caption-placeholder { position: absolute; top: 0.25em; left: 0; opacity: 0.5; pointer-events: none; user-select: none; }
.rt-image-upload-error { margin: 4px 0 0; color: #b91c1c; font: 13px/1.4 system-ui, sans-serif; }
`;

const STYLE_ID = "rt-image-editor-styles";

/** Adds the image editing styles to the page once. */
export function useImageEditorStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = imageEditorCss;
    document.head.append(style);
  }, []);
}
