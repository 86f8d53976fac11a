import { useInsertionEffect } from "react";

/** The floating UIs' look: format bar, link popover, context menu, drag handle and modal. */
const floatingCss = `
.rt-floating { position: absolute; top: 0; left: 0; z-index: 20; background: #fff; color: #111; border: 1px solid var(--studio-border, #d0d0d7); border-radius: 8px; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15); font: 14px/1.4 system-ui, sans-serif; }
.rt-floating button { min-width: 28px; height: 28px; border: none; border-radius: 4px; background: transparent; color: inherit; cursor: pointer; }
.rt-floating button:hover:not(:disabled) { background: rgba(0, 0, 0, 0.06); }
.rt-floating button:focus-visible, .rt-floating input:focus-visible, .rt-floating a:focus-visible { outline: 2px solid #3b6ef5; outline-offset: 1px; }
.rt-format-bar { display: flex; gap: 2px; padding: 4px; }
.rt-format-bar button[aria-pressed="true"] { background: rgba(59, 110, 245, 0.15); color: #1d4ed8; }
.rt-floating .rt-svg-icon { display: inline-block; vertical-align: middle; }
.rt-format-bar .rt-icon-code { font-family: Menlo, Consolas, monospace; font-size: 12px; }
.rt-link-popover { padding: 6px 8px; max-width: min(420px, calc(100vw - 16px)); }
.rt-link-view, .rt-link-edit { display: flex; align-items: center; gap: 6px; }
.rt-link-edit { flex-wrap: wrap; }
.rt-link-url { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #1d4ed8; }
.rt-link-input { flex: 1; min-width: 14em; height: 28px; padding: 0 8px; border: 1px solid var(--studio-border, #d0d0d7); border-radius: 4px; font: inherit; }
.rt-link-problem { flex-basis: 100%; margin: 4px 0 0; color: #b00020; font-size: 0.85em; max-width: 26em; }
.rt-link-input[aria-invalid="true"] { border-color: #cc0000; outline-color: #cc0000; background: #fff5f5; }
.rt-context-menu { display: flex; flex-direction: column; min-width: 180px; padding: 4px; outline: none; }
.rt-context-menu .rt-context-menu-item { display: block; width: 100%; padding: 0 12px; text-align: left; }
.rt-context-menu .rt-context-menu-item:focus { background: rgba(59, 110, 245, 0.12); outline: none; }
.rt-context-menu .rt-context-menu-item:disabled { opacity: 0.4; cursor: default; }
.rt-drag-handle { position: absolute; top: 0; left: 0; display: none; align-items: center; justify-content: center; width: 18px; height: 24px; border-radius: 4px; color: #888; cursor: grab; opacity: 0; user-select: none; will-change: transform; }
.rt-drag-handle:hover { background: rgba(0, 0, 0, 0.06); color: #333; }
.rt-drag-handle:active { cursor: grabbing; }
.rt-drag-target-line { position: absolute; top: 0; left: 0; height: 4px; background: #3b6ef5; border-radius: 2px; opacity: 0; pointer-events: none; will-change: transform; }
.rt-modal-overlay { position: fixed; inset: 0; z-index: 100; display: flex; align-items: center; justify-content: center; background: rgba(40, 40, 40, 0.6); }
.rt-modal { position: relative; min-width: 320px; max-width: calc(100vw - 32px); max-height: calc(100vh - 32px); overflow: auto; padding: 20px; border-radius: 10px; background: #fff; color: #111; box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3); font: 14px/1.4 system-ui, sans-serif; }
.rt-modal-title { margin: 0 32px 12px 0; font-size: 18px; }
.rt-modal-close { position: absolute; top: 12px; right: 12px; width: 28px; height: 28px; border: none; border-radius: 50%; background: #eee; font-size: 18px; line-height: 1; cursor: pointer; }
.rt-modal-close:focus-visible { outline: 2px solid #3b6ef5; outline-offset: 1px; }
.rt-modal-form { display: grid; gap: 8px; min-width: min(420px, calc(100vw - 72px)); }
.rt-modal-form input { height: 32px; padding: 0 8px; border: 1px solid var(--studio-border, #d0d0d7); border-radius: 4px; font: inherit; }
.rt-modal-form input[aria-invalid="true"] { border-color: #b91c1c; }
.rt-modal-hint { margin: 0; color: #555; font-size: 13px; overflow-wrap: anywhere; }
.rt-modal-hint[role="alert"] { color: #b91c1c; }
.rt-modal-actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 4px; }
.rt-button { height: 32px; padding: 0 14px; border: 1px solid var(--studio-border, #d0d0d7); border-radius: 6px; background: #fff; color: #111; font: inherit; cursor: pointer; }
/* #3b5bdb, the studio's blue: white on it reads at 5.7:1 (the lighter #3b6ef5 gave 4.4:1, under AA's 4.5). */
.rt-button--primary { border-color: #3b5bdb; background: #3b5bdb; color: #fff; }
.rt-button:disabled { opacity: 0.5; cursor: not-allowed; }
.rt-button:focus-visible { outline: 2px solid #3b6ef5; outline-offset: 1px; }
.rt-embed-offer { display: flex; gap: 4px; padding: 4px; }
.rt-drawing-canvas { width: min(1100px, calc(100vw - 72px)); height: min(640px, calc(100vh - 180px)); }
.rt-drawing-view { position: relative; }
.rt-drawing-empty { margin: 0; padding: 24px; border: 1px dashed #aaa; border-radius: 8px; color: #666; text-align: center; }
.rt-drawing-edit { margin-top: 4px; }
`;

const STYLE_ID = "backline-rich-text-floating";

/** Adds the floating UIs' stylesheet to the document once, when the first of them mounts. */
export function useFloatingStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = floatingCss;
    document.head.append(style);
  }, []);
}
