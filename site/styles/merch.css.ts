/** The Merch screen and a product's page (issue 36): built on the music screens' cards and layout. */
export const merchCss = `
.merch-card .music-card__cover-wrap { position: relative; }
.merch-card__sold-out { position: absolute; top: 0.5rem; left: 0.5rem; padding: 0.2rem 0.6rem; border-radius: 999px; background: rgba(0, 0, 0, 0.75); color: #fff; font-size: 0.8rem; font-weight: 700; }
.merch-detail__includes { margin: 0; font-weight: 600; }
.merch-detail__stock { margin: 0; min-height: 1.5em; font-weight: 600; color: var(--bl-primary, currentColor); }
.merch-detail__stock--out { color: inherit; opacity: 0.8; }
.merch-option { margin: 0.25rem 0 0; padding: 0; border: 0; min-width: 0; width: 100%; }
.merch-option__legend { padding: 0; margin-bottom: 0.5rem; font-size: 0.95rem; }
.merch-option__values { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.merch-option__value { position: relative; display: inline-flex; align-items: center; min-width: 3rem; min-height: 2.75rem; padding: 0 0.9rem; justify-content: center; border: 1px solid color-mix(in srgb, currentColor 35%, transparent); border-radius: var(--bl-radius, 10px); cursor: pointer; }
.merch-option__value input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.merch-option__value:has(input:checked) { border-color: currentColor; box-shadow: inset 0 0 0 1px currentColor; font-weight: 700; }
.merch-option__value:has(input:focus-visible) { outline: 2px solid var(--bl-primary, currentColor); outline-offset: 2px; }
.merch-option__value--soldOut, .merch-option__value--unavailable { opacity: 0.55; text-decoration: line-through; }
.merch-gallery { display: flex; flex-direction: column; gap: 0.5rem; }
.merch-gallery__thumbs { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.merch-gallery__thumb { padding: 0; border: 2px solid transparent; border-radius: 6px; background: none; cursor: pointer; }
.merch-gallery__thumb[aria-pressed="true"] { border-color: currentColor; }
.merch-gallery__thumb img { display: block; width: 4.5rem; height: 4.5rem; object-fit: cover; border-radius: 4px; }
`;
