/** The workspace: the top bar, the three columns (pages and blocks, canvas, settings), banners and dialogs. */
export const workspaceCss = `
.studio { display: flex; flex-direction: column; height: 100vh; min-height: 0; }
/* Base looks of the studio's controls, with no specificity (:where), so any panel's own class wins; never
   on the canvas, where the page's blocks look as fans see them. */
:where(.studio) :where(button):not(:where(.studio-workspace__canvas *)) { font: inherit; padding: 0.3rem 0.6rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; color: inherit; cursor: pointer; }
:where(.studio) :where(button:disabled):not(:where(.studio-workspace__canvas *)) { opacity: 0.45; cursor: default; }
:where(.studio-topbar) :where(button[aria-pressed="true"]) { background: #1c1d29; border-color: #1c1d29; color: #ffffff; }
:where(.studio) :where(input, select, textarea):not(:where(.studio-workspace__canvas *)) { font: inherit; padding: 0.3rem 0.5rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; color: inherit; }
:where(.studio) :where(:focus-visible) { outline: 2px solid #5b4fd6; outline-offset: 2px; }
.studio-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* One row at 1280 px, and nothing moves when a status text changes: the statuses have widths of their own. */
.studio-topbar { flex-wrap: nowrap; gap: 0.375rem; min-width: 0; font-size: 0.875rem; white-space: nowrap; }
.studio-topbar > * { flex: none; }
/* The page menu takes room up to 14rem and gives it back when the bar is short: a page's long name never widens the bar. */
.studio-topbar > select { flex: 0 1 14rem; min-width: 6rem; text-overflow: ellipsis; }
.studio-topbar__group { display: flex; align-items: center; gap: 0.25rem; margin: 0; padding: 0; border: 0; }
.studio-topbar__status { display: flex; flex-direction: column; width: 8.5rem; overflow: hidden; }
.studio-topbar__status > * { overflow: hidden; text-overflow: ellipsis; }
.studio-topbar__published { display: inline-block; width: 5.5rem; overflow: hidden; text-overflow: ellipsis; color: #5c5d6b; }
.studio-save-status { margin: 0; color: #5c5d6b; }
.studio-save-status--failed, .studio-save-status--conflict { color: #b3261e; }
:where(.studio-save-status button) { margin-left: 0.25rem; padding: 0.1rem 0.5rem; }
.studio-workspace { flex: 1; display: grid; grid-template-columns: 17rem minmax(0, 1fr) 19rem; grid-template-rows: auto minmax(0, 1fr); grid-template-areas: "pages canvas settings" "blocks canvas settings"; min-height: 0; }
.studio-workspace__pages { grid-area: pages; max-height: 40vh; overflow: auto; background: #ffffff; border-right: 1px solid #e2e2e8; border-bottom: 1px solid #e2e2e8; }
.studio-workspace__blocks { grid-area: blocks; overflow-x: hidden; overflow-y: auto; background: #ffffff; border-right: 1px solid #e2e2e8; }
.studio-workspace__canvas { grid-area: canvas; display: flex; flex-direction: column; min-width: 0; overflow: auto; padding: 1rem; }
.studio-workspace__canvas--empty { align-items: center; justify-content: center; }
.studio-workspace__settings { grid-area: settings; overflow: auto; background: #ffffff; border-left: 1px solid #e2e2e8; }
.studio-panel-title { margin: 0 0 0.5rem; font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: #5c5d6b; }
.studio-pages { padding: 0.75rem; font-size: 0.875rem; }
.studio-pages__list { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 0.75rem; padding: 0; list-style: none; }
.studio-pages__item { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem; }
.studio-pages__open { flex: 1; min-width: 0; text-align: left; }
.studio-pages__open[aria-current="page"] { border-color: #1c1d29; font-weight: 600; }
.studio-pages__path { color: #5c5d6b; font-size: 0.8rem; }
.studio-pages__form { display: flex; flex-direction: column; gap: 0.25rem; width: 100%; }
.studio-pages__actions { display: flex; gap: 0.25rem; }
.studio-pages__form--new { margin-top: 0.75rem; padding-top: 0.75rem; border-top: 1px solid #e2e2e8; }
.studio-pages__form-title { margin: 0 0 0.25rem; font-size: 0.85rem; }
.studio-field-error { margin: 0; color: #b3261e; font-size: 0.8rem; }
.studio-hint { margin: 0; color: #5c5d6b; font-size: 0.8rem; }
.studio-notice { margin: 0 0 0.5rem; padding: 0.4rem 0.75rem; border-radius: 6px; background: #fff4d6; color: #5a4300; font-size: 0.875rem; }
.studio-banner { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding: 0.5rem 1rem; background: #eef0ff; border-bottom: 1px solid #d6d9f5; font-size: 0.875rem; }
.studio-banner p { margin: 0; }
.studio-banner ul { flex-basis: 100%; margin: 0; padding-left: 1.25rem; font-family: ui-monospace, monospace; font-size: 0.8rem; }
.studio-banner--error { background: #fdecea; border-color: #f3c7c2; color: #5f1410; }
.studio-dialog { max-width: min(30rem, calc(100vw - 2rem)); padding: 1.25rem 1.5rem; border: none; border-radius: 12px; box-shadow: 0 1rem 3rem rgba(0, 0, 0, 0.25); color: #1c1d29; font-family: system-ui, sans-serif; }
.studio-dialog::backdrop { background: rgba(28, 29, 41, 0.5); }
.studio-dialog__title { margin: 0 0 0.5rem; font-size: 1.15rem; }
.studio-dialog--wide { max-width: min(64rem, calc(100vw - 2rem)); width: 100%; }
.studio-templates__choices { display: grid; gap: 0.4rem; margin: 0.75rem 0; border: none; padding: 0; }
.studio-templates__choices legend { font-weight: 600; margin-bottom: 0.25rem; }
.studio-templates__choice { display: flex; gap: 0.5rem; align-items: baseline; line-height: 1.4; }
.studio-template-preview { margin-top: 0.75rem; max-height: 24rem; overflow: auto; border: 1px solid #d8d8e0; border-radius: 8px; }
.studio-template-preview__page { background: var(--bl-color-background); color: var(--bl-color-text); font-family: var(--bl-font-family); }
.studio-dialog__error { color: #b3261e; }
.studio-dialog__actions { display: flex; justify-content: flex-end; gap: 0.5rem; margin-top: 1rem; }
:where(.studio-dialog__actions button) { font: inherit; padding: 0.45rem 0.9rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; cursor: pointer; }
.studio-dialog__message { margin: 0; line-height: 1.45; }
.studio-dialog__actions .studio-dialog__primary { background: #1c1d29; border-color: #1c1d29; color: #ffffff; }
.studio-dialog__actions .studio-dialog__danger { background: #b3261e; border-color: #b3261e; color: #ffffff; }
.studio-dialog__actions button:focus-visible { outline: 2px solid #3b5bdb; outline-offset: 2px; }
.studio-drop-zone { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding: 0.75rem 1rem; border: 2px dashed #c8c8d0; border-radius: 10px; background: #fafafc; }
.studio-drop-zone--dragging { border-color: #3b5bdb; background: #eef0ff; }
.studio-drop-zone__label { flex-basis: 100%; font-weight: 600; }
.studio-drop-zone__hint { color: #5c5d6b; font-size: 0.875rem; }
.studio-drop-zone__button { font: inherit; padding: 0.4rem 0.85rem; border: 1px solid #1c1d29; border-radius: 6px; background: #ffffff; color: #1c1d29; cursor: pointer; }
.studio-drop-zone__button:focus-visible { outline: 2px solid #3b5bdb; outline-offset: 2px; }
.studio-drop-zone__button:disabled { opacity: 0.6; cursor: default; }
.studio-drop-zone__chosen { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; font-size: 0.875rem; }
.studio-drop-zone__chosen li { display: inline-flex; align-items: center; gap: 0.4rem; max-width: 100%; overflow-wrap: anywhere; }
.studio-drop-zone__preview { width: 3rem; height: 3rem; object-fit: cover; border-radius: 4px; border: 1px solid #e2e2e8; }
.studio-drop-zone__progress { flex-basis: 100%; display: flex; align-items: center; gap: 0.5rem; margin: 0; font-size: 0.875rem; }
.studio-drop-zone--compact { display: inline-flex; padding: 0; border: 2px dashed transparent; background: none; }
.studio-drop-zone--compact.studio-drop-zone--dragging { border-color: #3b5bdb; }
.studio-includes { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem; }
.studio-chips { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; padding: 0; list-style: none; }
.studio-chip { display: inline-flex; align-items: center; gap: 0.35rem; max-width: 16rem; padding: 0.1rem 0.6rem; border: 1px solid #c8c8d0; border-radius: 999px; background: #f4f4f7; color: #2a2a33; font: inherit; font-size: 0.85rem; }
.studio-chip > span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
button.studio-chip { cursor: pointer; }
.studio-not-ready { margin: 0.75rem 0 0; padding: 0; list-style: none; display: grid; gap: 0.5rem; }
.studio-not-ready li { display: flex; align-items: baseline; gap: 0.5rem; justify-content: space-between; }
.studio-narrow-notice { display: none; }
/* Too narrow to edit a page: the page list and Publish stay usable, and the studio says why the rest is hidden. */
@media (max-width: 899px) {
  .studio-topbar { flex-wrap: wrap; white-space: normal; }
  /* A group of buttons (the email's Preview, Export, Send test…, Send…) wraps inside the window rather than running past it. */
  .studio-topbar__group { flex-wrap: wrap; max-width: 100%; }
  .studio-viewports, .studio-topbar__history, .studio-topbar__import, .studio-topbar__site { display: none; }
  .studio-workspace { display: flex; flex-direction: column; }
  .studio-workspace__blocks, .studio-workspace__canvas, .studio-workspace__settings { display: none; }
  /* A view that edits no document (the Emails section's Welcome tab) reads and works at any width. */
  .studio-workspace__canvas.studio-workspace__canvas--any-width { display: flex; }
  .studio-workspace__pages { max-height: none; border-right: none; }
  .studio-narrow-notice { display: block; margin: 0; padding: 0.75rem 1rem; background: #fff4d6; color: #5a4300; font-size: 0.9rem; }
}
/* Beside the studio's sidebar on a laptop: narrower side columns leave the canvas room to show a desktop page whole. */
@media (max-width: 1440px) {
  .studio-workspace { grid-template-columns: 15rem minmax(0, 1fr) 17rem; }
}
@media (max-width: 1100px) {
  .studio-workspace { grid-template-columns: 15rem minmax(0, 1fr); grid-template-areas: "pages canvas" "blocks canvas" "settings settings"; grid-template-rows: auto minmax(0, 1fr) auto; }
}
`;
