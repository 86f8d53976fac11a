/**
 * The canvas, its chrome, the toolbox and the layers panel. The chrome never changes the page's
 * layout: block wrappers are `display: contents`, and outlines, labels, the toolbar and the drop
 * indicator sit in a layer positioned over the page. The one exception is an empty container, which
 * gets some height (never width) so there is somewhere to drop a block into it.
 */
export const canvasCss = `
.studio-dnd-announcer { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }

.studio-canvas { position: relative; flex: 1 1 auto; min-height: 0; overflow: auto; padding: 1.5rem 1rem 4rem; background: #e6e7ec; border-radius: 8px; }
.studio-canvas:focus-visible { outline: 2px solid #9db4ff; outline-offset: -2px; }
.studio-canvas__frame { position: relative; min-height: 100%; margin: 0 auto; background: var(--bl-color-background, #1c1d29); color: var(--bl-color-text, #ffffff); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12), 0 0.75rem 2rem rgba(0, 0, 0, 0.14); isolation: isolate; transition: width 0.2s ease; }
.studio-canvas__frame > .bl-document { min-height: 100%; }
/* The page's top-level blocks are laid out and painted only near the screen, and each apart from the others: an edit, a drop or an undo on a page of thousands of blocks then costs the browser what the blocks in view cost, not the whole page (issue 33). They are flex items already, so containment changes neither their margins nor their size; a block keeps its height once seen (auto). Not in Link Tree's column, which restyles them. */
.studio-canvas__frame:not(.studio-canvas__frame--link-tree) .bl-document > [data-bl-block] > * > [data-bl-block] > * { content-visibility: auto; contain-intrinsic-size: auto 20rem; }
.studio-canvas__empty { position: absolute; top: 40%; left: 50%; width: min(24rem, 80%); margin: 0; padding: 1rem 1.25rem; transform: translate(-50%, -50%); border: 1px dashed color-mix(in srgb, currentColor 45%, transparent); border-radius: 10px; font-family: system-ui, sans-serif; text-align: center; opacity: 0.85; pointer-events: none; }
/* The site's header and footer, live from the site settings; not blocks of the page (a click opens Site settings). */
.studio-canvas__frame { container-type: inline-size; display: flex; flex-direction: column; }
.studio-canvas__frame > .bl-document { flex: 1 0 auto; }
.studio-site-header { display: flex; align-items: center; gap: 1.25rem; min-height: 4.5rem; padding: 0.5rem 1.5rem; border-bottom: 1px solid color-mix(in srgb, var(--bl-color-text, #ffffff) 12%, transparent); font-family: var(--bl-font-family, Arial); }
.studio-site-header [role="button"], .studio-site-footer [role="button"] { border-radius: 6px; cursor: pointer; }
.studio-site-header [role="button"]:hover, .studio-site-footer [role="button"]:hover { outline: 2px dashed var(--bl-color-primary, #d4bbcf); outline-offset: 3px; }
.studio-site-header [role="button"]:focus-visible, .studio-site-footer [role="button"]:focus-visible { outline: 2px solid var(--bl-color-primary, #d4bbcf); outline-offset: 3px; }
.studio-site-header__brand { display: inline-flex; align-items: center; min-height: 2.75rem; font-size: 1.25rem; font-weight: 800; letter-spacing: 0.14em; white-space: nowrap; }
.studio-site-header__logo { display: block; height: 2.75rem; width: auto; max-width: 14rem; object-fit: contain; }
.studio-site-header__links { flex: 1 1 auto; min-width: 0; overflow: hidden; }
.studio-site-header__links ul { display: flex; gap: 1.5rem; margin: 0; padding: 0.5rem 0; list-style: none; white-space: nowrap; color: color-mix(in srgb, var(--bl-color-text, #ffffff) 70%, transparent); font-weight: 500; }
.studio-site-header__empty { display: inline-block; padding: 0.5rem 0; opacity: 0.6; font-style: italic; }
.studio-site-header__actions { display: inline-flex; align-items: center; gap: 1rem; margin-left: auto; font-weight: 600; }
.studio-site-footer { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; padding: 1.5rem; border-top: 1px solid color-mix(in srgb, var(--bl-color-text, #ffffff) 12%, transparent); font-family: var(--bl-font-family, Arial); font-size: 0.85rem; }
.studio-site-footer__social ul { display: flex; gap: 0.75rem; margin: 0; padding: 0.25rem; list-style: none; }
.studio-site-footer__meta { margin: 0; opacity: 0.7; text-align: center; }
@container (max-width: 768px) { .studio-site-header__links { display: none; } .studio-site-header__actions span { display: none; } .studio-site-header { justify-content: space-between; } }
/* The Link Tree theme: the page's other blocks are faded (fans do not see them there) and sections lose their own backgrounds. */
.studio-canvas__frame--link-tree .bl-link-tree__links .bl-container { background: none !important; padding: 0 !important; box-shadow: none !important; min-height: 0 !important; }
.studio-canvas__frame--link-tree .bl-link-tree__links .bl-container__media { display: none; }
.studio-canvas__frame--link-tree .bl-link-tree__links .bl-button { width: 100%; }
.studio-canvas__frame--link-tree [data-bl-type]:not([data-bl-type="Button"]):not([data-bl-type="EmailList"]):not([data-bl-type="Container"]) > * { opacity: 0.3; }
/* The zoom and the document's note (Link Tree's) share one row over the frame, in the canvas's top padding, wrapping rather than overlapping. */
.studio-canvas__notes { display: flex; flex-wrap: wrap; justify-content: flex-end; align-items: baseline; gap: 0.15rem 1rem; margin: -1.25rem 0 0.35rem; color: #5c5f70; font-size: 0.75rem; line-height: 1.3; }
.studio-canvas__notes p { margin: 0; }
.studio-canvas__note { flex: 1 1 20rem; min-width: 0; }
.studio-canvas__scale { flex: none; white-space: nowrap; }
.studio-canvas__frame .bl-document a, .studio-canvas__frame .bl-document button { cursor: default; }
.studio-canvas__frame [data-studio-dragged] > * { opacity: 0.35; }
.studio-canvas__frame [data-studio-editing] { outline: none; cursor: text; }
.studio-canvas__frame .bl-container--media > .studio-block > :not(.bl-container__media) { position: relative; z-index: 1; }
.studio-canvas__frame .bl-container:not(:has(> .studio-block)) { min-height: 3rem; outline: 1px dashed color-mix(in srgb, currentColor 35%, transparent); outline-offset: -4px; }

.studio-overlay { position: absolute; inset: 0; z-index: 10; pointer-events: none; }
.studio-outline { position: absolute; box-sizing: border-box; border-radius: 2px; pointer-events: none; }
.studio-outline--hover { border: 1px dashed #5b8cff; }
.studio-outline--selected { border: 2px solid #3d6bff; }
.studio-outline--muted { opacity: 0.4; }
.studio-outline--target { border: 2px dashed #15966a; background: rgba(21, 150, 106, 0.06); }
.studio-label { position: absolute; padding: 1px 6px; border-radius: 3px 3px 0 0; background: #5b8cff; color: #ffffff; font: 600 11px/1.5 system-ui, sans-serif; white-space: nowrap; pointer-events: none; }
.studio-label--target { background: #15966a; }
.studio-drop-indicator { position: absolute; border-radius: 2px; background: #15966a; pointer-events: none; }
.studio-drop-indicator--column { height: 4px; margin-top: -2px; }
.studio-drop-indicator--row { width: 4px; margin-left: -2px; }
.studio-drop-indicator--inside { box-sizing: border-box; border: 2px dashed #15966a; background: rgba(21, 150, 106, 0.15); }

.studio-toolbar { position: absolute; z-index: 1; display: flex; align-items: center; gap: 2px; padding: 2px; border-radius: 6px; background: #1f2a44; color: #ffffff; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25); font: 12px/1 system-ui, sans-serif; pointer-events: auto; }
.studio-toolbar:focus-visible { outline: 2px solid #9db4ff; outline-offset: 2px; }
.studio-toolbar__name { padding: 0 6px; font-weight: 600; white-space: nowrap; }
.studio-toolbar__button { display: inline-grid; place-items: center; width: 26px; height: 26px; padding: 0; border: 0; border-radius: 4px; background: transparent; color: inherit; cursor: pointer; }
.studio-toolbar__button:hover:not(:disabled) { background: rgba(255, 255, 255, 0.16); }
.studio-toolbar__button:focus-visible { outline: 2px solid #9db4ff; outline-offset: -2px; }
.studio-toolbar__button:disabled { opacity: 0.4; cursor: default; }
.studio-toolbar__handle { cursor: grab; touch-action: none; }
.studio-toolbar__handle[aria-pressed="true"] { background: rgba(255, 255, 255, 0.25); cursor: grabbing; }
.studio-toolbar__delete:hover:not(:disabled) { background: #c62828; }

.studio-drag-layer { pointer-events: none; }
.studio-drag-chip { display: inline-block; width: max-content; padding: 4px 10px; border-radius: 999px; background: #1f2a44; color: #ffffff; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3); font: 600 12px/1.4 system-ui, sans-serif; cursor: grabbing; }

.studio-toolbox { display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem; }
.studio-toolbox__hint { margin: 0; color: #5c5f70; font-size: 0.8rem; }
.studio-toolbox__list { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.375rem; margin: 0; padding: 0; list-style: none; }
.studio-toolbox__item { width: 100%; padding: 0.55rem 0.5rem; border: 1px solid #d5d6de; border-radius: 8px; background: #ffffff; color: #1c1d29; font: inherit; font-size: 0.85rem; text-align: left; cursor: grab; touch-action: none; }
.studio-toolbox__item:hover { border-color: #3d6bff; }
.studio-toolbox__item:focus-visible { outline: 2px solid #3d6bff; outline-offset: 1px; }
.studio-toolbox__item[aria-pressed="true"] { border-color: #3d6bff; background: #eef2ff; }

.studio-layers { padding: 0.5rem 0; font-size: 0.85rem; }
.studio-layers__tree { padding: 0 0.25rem; }
.studio-layers__item { outline: none; }
.studio-layers__row { display: flex; align-items: center; gap: 0.25rem; min-height: 1.75rem; padding-inline-end: 0.5rem; border-radius: 6px; cursor: pointer; }
.studio-layers__row.is-hovered { background: #eef0f6; }
.studio-layers__row.is-selected { background: #dfe6ff; color: #1b2f80; font-weight: 600; }
.studio-layers__item:focus-visible > .studio-layers__row { outline: 2px solid #3d6bff; outline-offset: -2px; }
.studio-layers__toggle { display: inline-grid; flex: none; place-items: center; width: 1rem; color: #6b6e80; }
.studio-layers__label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.studio-layers__preview { color: #6b6e80; font-weight: 400; }
.studio-layers__hidden { color: #6b6e80; font-style: italic; font-weight: 400; }
.studio-layers__row.is-hidden-somewhere .studio-layers__name { opacity: 0.6; }
`;
