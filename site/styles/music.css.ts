/**
 * The site's music styles: /music (search, filter, release grid) and /music/:id (cover, purchase,
 * tracks, credits), plus the search box and pager of site/ui, which other lists reuse. Mobile
 * first; wider layouts from 640px and 960px. Colours come from the theme's variables.
 */
export const musicCss = `
.site-search { position: relative; display: block; flex: 1 1 16rem; min-width: 0; margin: 0; }
.site-search__icon { position: absolute; left: 0.875rem; top: 50%; transform: translateY(-50%); opacity: 0.7; pointer-events: none; }
.site-search__input { width: 100%; min-height: 2.75rem; padding: 0.625rem 0.875rem 0.625rem 2.5rem; border: 1px solid color-mix(in srgb, currentColor 30%, transparent); border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 6%, transparent); color: inherit; font: inherit; }
.site-search__input::placeholder { color: inherit; opacity: 0.6; }
.site-search__input:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 1px; border-color: transparent; }

.site-pagination { margin-top: 2.5rem; }
.site-pagination__list { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 0.375rem; margin: 0; padding: 0; list-style: none; }
.site-pagination__page, .site-pagination__step { display: inline-flex; align-items: center; justify-content: center; min-width: 2.5rem; min-height: 2.5rem; padding: 0 0.625rem; border: 1px solid color-mix(in srgb, currentColor 25%, transparent); border-radius: var(--bl-radius, 10px); color: inherit; text-decoration: none; font-variant-numeric: tabular-nums; }
.site-pagination a:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.site-pagination__page--current { background: var(--bl-color-primary, #d4bbcf); border-color: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); font-weight: 700; }
.site-pagination__step[aria-disabled="true"] { opacity: 0.4; }
.site-pagination__gap { min-width: 1.5rem; text-align: center; opacity: 0.7; }

.music-page__header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem 2rem; margin-bottom: 1.5rem; }
.music-page__title { margin: 0; font-size: clamp(1.75rem, 1.2rem + 2.5vw, 2.75rem); line-height: 1.1; }
.music-toolbar { display: flex; gap: 0.75rem; flex: 1 1 20rem; max-width: 36rem; min-width: 0; }
.music-toolbar__filter { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; padding: 0 1rem; border: 1px solid color-mix(in srgb, currentColor 30%, transparent); border-radius: var(--bl-radius, 10px); background: transparent; color: inherit; font: inherit; font-weight: 500; cursor: pointer; white-space: nowrap; }
.music-toolbar__filter:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.music-toolbar__count { display: inline-flex; align-items: center; justify-content: center; min-width: 1.25rem; height: 1.25rem; border-radius: 999px; background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); font-size: 0.75rem; font-weight: 700; }
.music-chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: -0.5rem 0 1.25rem; }
.music-chip { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2rem; padding: 0.25rem 0.75rem; border: 1px solid var(--bl-color-primary, #d4bbcf); border-radius: 999px; background: color-mix(in srgb, var(--bl-color-primary, #d4bbcf) 15%, transparent); color: inherit; font: inherit; font-size: 0.9rem; cursor: pointer; }
.music-filter { display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; border: none; }
.music-filter__legend { margin-bottom: 0.5rem; padding: 0; font-weight: 700; }
.music-filter__option { display: flex; align-items: center; gap: 0.75rem; min-height: 2.75rem; padding: 0 0.75rem; border: 1px solid color-mix(in srgb, currentColor 20%, transparent); border-radius: var(--bl-radius, 10px); cursor: pointer; }
.music-filter__option:has(input:checked) { border-color: var(--bl-color-primary, #d4bbcf); background: color-mix(in srgb, var(--bl-color-primary, #d4bbcf) 12%, transparent); }
.music-filter__option input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--bl-color-primary, #d4bbcf); }

.music-results { transition: opacity 0.15s ease; scroll-margin-top: 1rem; }
.music-results--loading { opacity: 0.55; }
.music-empty { margin: 0; padding: 4rem 1rem; text-align: center; font-size: 1.125rem; opacity: 0.8; }
.music-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1.5rem 1rem; margin: 0; padding: 0; list-style: none; }
.music-card { min-width: 0; }
.music-card__link { display: flex; flex-direction: column; gap: 0.25rem; color: inherit; text-decoration: none; border-radius: var(--bl-radius, 10px); }
.music-card__cover-wrap { position: relative; display: block; margin-bottom: 0.5rem; overflow: hidden; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 10%, transparent); box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.25); }
.music-card__cover { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; transition: transform 0.25s ease; }
.music-card__link:hover .music-card__cover { transform: scale(1.04); }
.music-card__title { font-weight: 700; overflow-wrap: anywhere; }
.music-card__link:hover .music-card__title, .music-card__link:focus-visible .music-card__title { text-decoration: underline; }
.music-card__artist { font-size: 0.9rem; opacity: 0.75; overflow-wrap: anywhere; }
.music-card__meta { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.5rem; font-size: 0.9rem; }
.music-card__meta > span:first-child { opacity: 0.75; }
.music-card__meta > span + span::before { content: "·"; margin-right: 0.5rem; opacity: 0.75; }
.music-card__price { font-weight: 700; color: var(--bl-color-primary, #d4bbcf); }

.music-detail__back { margin-bottom: 1.5rem; }
.music-detail__back a { display: inline-flex; align-items: center; min-height: 2.75rem; opacity: 0.85; text-decoration: none; }
.music-detail__back a:hover { opacity: 1; text-decoration: underline; }
.music-detail__top { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.75rem; }
.music-detail__cover-wrap { min-width: 0; }
.music-detail__cover { display: block; width: 100%; max-width: 32rem; height: auto; aspect-ratio: 1; margin: 0 auto; object-fit: cover; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 10%, transparent); box-shadow: 0 1rem 2.5rem rgba(0, 0, 0, 0.35); }
.music-detail__info { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; min-width: 0; }
.music-detail__title { margin: 0; font-size: clamp(1.75rem, 1.2rem + 2.5vw, 3rem); line-height: 1.1; overflow-wrap: anywhere; }
.music-detail__artist { margin: 0; font-size: 1.125rem; opacity: 0.8; }
.music-detail__release-date { margin: 0; font-weight: 600; }
.music-detail__price { margin: 0.25rem 0 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.music-detail__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; width: 100%; margin-top: 0.25rem; }
.music-detail__actions .bl-button { flex: 1 1 10rem; }
.music-detail__actions .bl-button:disabled { opacity: 0.5; cursor: not-allowed; }
.music-detail__description { margin: 0.75rem 0 0; white-space: pre-line; overflow-wrap: anywhere; opacity: 0.9; }
.music-detail__section { margin-top: 3rem; }
.music-detail__heading { margin: 0 0 1rem; font-size: 1.375rem; }
.music-detail__empty { margin: 0; opacity: 0.8; }
.music-detail__credits { margin: 0; white-space: pre-line; overflow-wrap: anywhere; line-height: 1.7; opacity: 0.85; }

.music-price-field { width: 100%; max-width: 20rem; margin: 0.25rem 0 0; }
.music-price-field__hint { margin: 0; font-size: 0.875rem; opacity: 0.75; }
.music-price-field__control { position: relative; }
.music-price-field__currency { position: absolute; left: 0.875rem; top: 50%; transform: translateY(-50%); opacity: 0.75; pointer-events: none; }
.site-field .music-price-field__control input { padding-left: 1.75rem; font-variant-numeric: tabular-nums; }
.site-field input:focus-visible, .site-field textarea:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 1px; }
.site-field input[aria-invalid="true"] { border-color: #ffb4b4; }

.music-tracks { margin: 0; padding: 0; list-style: none; border-top: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
.music-track { display: grid; grid-template-columns: 2.75rem 1.75rem minmax(0, 1fr) auto; align-items: center; gap: 0.5rem; min-height: 3.5rem; padding: 0.375rem 0.25rem; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
.music-track--playing { background: color-mix(in srgb, var(--bl-color-primary, #d4bbcf) 10%, transparent); }
.music-track__play { display: inline-flex; align-items: center; justify-content: center; width: 2.5rem; height: 2.5rem; padding: 0; border: 1px solid color-mix(in srgb, currentColor 30%, transparent); border-radius: 999px; background: transparent; color: inherit; cursor: pointer; }
.music-track__play:hover:not(:disabled) { background: var(--bl-color-primary, #d4bbcf); border-color: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); }
.music-track--playing .music-track__play { background: var(--bl-color-primary, #d4bbcf); border-color: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); }
.music-track__play:disabled { opacity: 0.4; cursor: not-allowed; }
.music-track__number { text-align: right; opacity: 0.6; font-variant-numeric: tabular-nums; }
.music-track__main { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; min-width: 0; }
.music-track__title { overflow-wrap: anywhere; }
.music-track__explicit { display: inline-flex; align-items: center; justify-content: center; width: 1.125rem; height: 1.125rem; border-radius: 3px; background: var(--bl-color-text, #ffffff); color: var(--bl-color-background, #1c1d29); font-size: 0.6875rem; font-weight: 700; line-height: 1; }
.music-track__featured { color: var(--bl-color-primary, #d4bbcf); font-size: 1rem; line-height: 1; }
.music-track__listen { flex: none; padding: 0.0625rem 0.375rem; border: 1px solid currentColor; border-radius: 999px; font-size: 0.6875rem; opacity: 0.75; white-space: nowrap; }
.music-track__duration { opacity: 0.7; font-size: 0.9rem; font-variant-numeric: tabular-nums; }

.music-gift-form__intro { margin: 0 0 1rem; opacity: 0.85; }
.music-gift-form__optional { font-weight: 400; opacity: 0.7; }
.music-gift-form__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.75rem; }

@media (min-width: 640px) {
  .music-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 2rem 1.25rem; }
  .music-detail__actions { width: auto; }
  .music-detail__actions .bl-button { flex: 0 0 auto; }
}
@media (min-width: 960px) {
  .music-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .music-detail__top { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 3rem; align-items: start; }
  .music-detail__cover-wrap { position: sticky; top: 1.5rem; }
  .music-detail__cover { margin: 0; }
}
@media (min-width: 1200px) {
  .music-grid { grid-template-columns: repeat(5, minmax(0, 1fr)); }
}
@media (prefers-reduced-motion: reduce) {
  .music-card__cover, .music-results { transition: none; }
  .music-card__link:hover .music-card__cover { transform: none; }
}
`;
