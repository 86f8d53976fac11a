import { MOBILE_MAX_WIDTH, ON_MOBILE } from "../../runtime/breakpoints";

/**
 * The Gallery block (issue 39): a grid of `--bl-gallery-columns` columns (two on phones) or a strip
 * that snaps to each picture, every picture cropped to `--bl-gallery-aspect`; and its lightbox, a
 * dialog over the whole screen that leaves sideways moves to its swipe (touch-action). The open
 * buttons lie over their pictures, so without them (before the page's script runs) the same
 * pictures show.
 */
export const galleryCss = `
.bl-gallery { display: flex; flex-direction: column; gap: 0.75rem; align-self: stretch; width: 100%; min-width: 0; max-width: 1280px; }
.bl-gallery__grid { display: grid; grid-template-columns: repeat(var(--bl-gallery-columns, 3), minmax(0, 1fr)); gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.bl-gallery__track { display: flex; gap: 0.75rem; margin: 0; padding: 0; list-style: none; overflow-x: auto; scroll-snap-type: x mandatory; overscroll-behavior-x: contain; scrollbar-width: thin; border-radius: var(--bl-radius, 10px); }
.bl-gallery__track:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 3px; }
.bl-gallery__track > .bl-gallery__item { flex: 0 0 min(85%, 30rem); scroll-snap-align: start; }
.bl-gallery__item { position: relative; min-width: 0; }
.bl-gallery__figure { display: flex; flex-direction: column; gap: 0.375rem; margin: 0; }
.bl-gallery__picture { display: block; width: 100%; height: auto; aspect-ratio: var(--bl-gallery-aspect, 1 / 1); object-fit: cover; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 8%, transparent); }
.bl-gallery__caption { font-size: 0.875rem; opacity: 0.8; overflow-wrap: anywhere; }
.bl-gallery__open { position: absolute; inset: 0; width: 100%; padding: 0; border: 0; border-radius: var(--bl-radius, 10px); background: transparent; cursor: zoom-in; }
.bl-gallery__open:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: -3px; }
.bl-gallery__controls { display: flex; justify-content: flex-end; gap: 0.5rem; }
.bl-gallery__step { min-height: 2.75rem; padding: 0.5rem 1.25rem; border: 2px solid currentColor; border-radius: 999px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
.bl-gallery__step[aria-disabled="true"] { opacity: 0.4; cursor: default; }
.bl-gallery__step:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 2px; }
.bl-gallery--empty { display: grid; place-items: center; min-height: 10rem; border: 2px dashed color-mix(in srgb, currentColor 30%, transparent); border-radius: var(--bl-radius, 10px); opacity: 0.7; }
${ON_MOBILE} { .bl-gallery__grid { grid-template-columns: repeat(var(--bl-gallery-columns-phone, 2), minmax(0, 1fr)); gap: 0.5rem; } }

.bl-gallery-lightbox { box-sizing: border-box; width: 100%; height: 100%; max-width: none; max-height: none; margin: 0; padding: 3.5rem 4rem 1rem; border: 0; background: rgba(10, 10, 12, 0.94); color: #ffffff; overflow: hidden; touch-action: pan-y pinch-zoom; }
.bl-gallery-lightbox[open] { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.5rem; }
.bl-gallery-lightbox::backdrop { background: rgba(0, 0, 0, 0.6); }
.bl-gallery-lightbox__figure { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; min-height: 0; margin: 0; }
.bl-gallery-lightbox__picture { display: block; max-width: 100%; max-height: calc(100dvh - 9rem); width: auto; height: auto; object-fit: contain; user-select: none; -webkit-user-drag: none; }
.bl-gallery-lightbox__caption { max-width: 40rem; text-align: center; overflow-wrap: anywhere; }
.bl-gallery-lightbox__count { margin: 0; font-size: 0.875rem; opacity: 0.85; font-variant-numeric: tabular-nums; }
.bl-gallery-lightbox__button { position: absolute; min-width: 2.75rem; min-height: 2.75rem; padding: 0.25rem 0.75rem; border: 0; border-radius: 999px; background: rgba(255, 255, 255, 0.16); color: #ffffff; font: inherit; font-size: 1rem; cursor: pointer; }
.bl-gallery-lightbox__button:hover { background: rgba(255, 255, 255, 0.28); }
.bl-gallery-lightbox__button:focus-visible { outline: 3px solid #ffffff; outline-offset: 2px; }
.bl-gallery-lightbox__close { top: 0.75rem; right: 0.75rem; }
.bl-gallery-lightbox__previous, .bl-gallery-lightbox__next { top: 50%; transform: translateY(-50%); font-size: 2rem; line-height: 1; }
.bl-gallery-lightbox__previous { left: 0.75rem; }
.bl-gallery-lightbox__next { right: 0.75rem; }
/* The lightbox fills the screen, so the screen's width places its buttons, not the page's. */
@media (max-width: ${MOBILE_MAX_WIDTH}px) { .bl-gallery-lightbox { padding-inline: 0.5rem; } .bl-gallery-lightbox__previous, .bl-gallery-lightbox__next { top: auto; bottom: 0.5rem; transform: none; } }
`;
