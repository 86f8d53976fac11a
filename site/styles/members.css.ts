/**
 * The members page's styles (/members): the feed of post cards, their media, polls and actions,
 * locked posts, the active filters' chips, and the comments modal. The page header, search, filter
 * modal and pager are the list styles of music.css.ts. Mobile first; colours from the theme.
 */
export const membersCss = `
.members-active { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; margin: -0.5rem 0 1.25rem; }
.members-active__label { font-size: 0.9rem; font-weight: 700; opacity: 0.8; }
.members-active__clear { min-height: 2rem; padding: 0.25rem 0.5rem; border: none; background: transparent; color: inherit; font: inherit; font-size: 0.9rem; text-decoration: underline; cursor: pointer; }
.site-chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.site-chip { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2rem; max-width: 20rem; padding: 0.25rem 0.75rem; border: 1px solid var(--bl-color-primary, #d4bbcf); border-radius: 999px; background: color-mix(in srgb, var(--bl-color-primary, #d4bbcf) 15%, transparent); color: inherit; font: inherit; font-size: 0.9rem; }
.site-chip > span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.site-chip--removable, .site-chip--more { cursor: pointer; }
.site-chip--more { background: transparent; border-style: dashed; }
.site-chip--removable:hover, .site-chip--more:hover { background: color-mix(in srgb, var(--bl-color-primary, #d4bbcf) 28%, transparent); }
.members-filter { display: flex; flex-direction: column; gap: 1.25rem; }
.members-filter__tier { margin: 0; }

.members-results { transition: opacity 0.15s ease; scroll-margin-top: 1rem; }
.members-results--loading { opacity: 0.55; }
.members-feed { display: flex; flex-direction: column; gap: 1.5rem; max-width: 42rem; margin: 0 auto; padding: 0; list-style: none; }
.post-card { display: flex; flex-direction: column; gap: 1rem; padding: 1.25rem; border: 1px solid color-mix(in srgb, currentColor 15%, transparent); border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 4%, transparent); }
.post-card__header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; font-size: 0.875rem; }
.post-card__type { font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.75rem; opacity: 0.8; }
.post-card__tier { padding: 0.125rem 0.5rem; border-radius: 999px; background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); font-size: 0.75rem; font-weight: 700; }
.post-card__date { margin-left: auto; opacity: 0.7; }
.post-card__caption { margin: 0; white-space: pre-line; overflow-wrap: anywhere; line-height: 1.6; }
.post-card__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding-top: 0.75rem; border-top: 1px solid color-mix(in srgb, currentColor 12%, transparent); }
.post-card__counts { display: flex; gap: 1rem; font-size: 0.875rem; opacity: 0.75; }

.post-media { display: flex; flex-direction: column; gap: 0.75rem; }
.post-media__image { display: block; width: 100%; height: auto; max-height: 40rem; object-fit: contain; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 8%, transparent); }
.post-media__video { display: block; width: 100%; height: auto; max-height: 40rem; border-radius: var(--bl-radius, 10px); background: #000; }
.post-media__audio { display: block; width: 100%; }
.post-media__document { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; padding: 0.5rem 0.875rem; border: 1px solid color-mix(in srgb, currentColor 25%, transparent); border-radius: var(--bl-radius, 10px); text-decoration: none; overflow-wrap: anywhere; }
.post-media__document:hover { background: color-mix(in srgb, currentColor 8%, transparent); }
.post-audio { display: flex; align-items: center; gap: 0.75rem; padding: 0.5rem 0.75rem; border: 1px solid color-mix(in srgb, currentColor 20%, transparent); border-radius: var(--bl-radius, 10px); }
.post-audio--playing { border-color: var(--bl-color-primary, #d4bbcf); background: color-mix(in srgb, var(--bl-color-primary, #d4bbcf) 10%, transparent); }
.post-audio__play { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 2.75rem; height: 2.75rem; padding: 0; border: none; border-radius: 999px; background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); cursor: pointer; }
.post-audio__title { min-width: 0; overflow-wrap: anywhere; font-weight: 500; }

.post-poll { margin: 0; padding: 0; border: none; min-width: 0; }
.post-poll__question { margin-bottom: 0.75rem; padding: 0; font-weight: 700; font-size: 1.0625rem; }
.post-poll__options { display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.post-poll__option { position: relative; display: flex; align-items: center; justify-content: space-between; gap: 1rem; width: 100%; min-height: 2.75rem; padding: 0.5rem 0.875rem; overflow: hidden; border: 1px solid color-mix(in srgb, currentColor 25%, transparent); border-radius: var(--bl-radius, 10px); background: transparent; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.post-poll__option:hover { border-color: var(--bl-color-primary, #d4bbcf); }
.post-poll__option--voted { border-color: var(--bl-color-primary, #d4bbcf); font-weight: 700; }
.post-poll__bar { position: absolute; inset: 0 auto 0 0; background: color-mix(in srgb, var(--bl-color-primary, #d4bbcf) 22%, transparent); transition: width 0.25s ease; pointer-events: none; }
.post-poll__text, .post-poll__count { position: relative; }
.post-poll__text { overflow-wrap: anywhere; }
.post-poll__count { flex: none; font-size: 0.875rem; font-variant-numeric: tabular-nums; opacity: 0.85; }
.post-poll__total { margin: 0.5rem 0 0; font-size: 0.875rem; opacity: 0.7; }

.post-action { display: inline-flex; align-items: center; gap: 0.375rem; min-height: 2.75rem; padding: 0 0.75rem; border: 1px solid transparent; border-radius: var(--bl-radius, 10px); background: transparent; color: inherit; font: inherit; font-variant-numeric: tabular-nums; cursor: pointer; }
.post-action:hover { background: color-mix(in srgb, currentColor 10%, transparent); }
.post-action--on { color: var(--bl-color-primary, #d4bbcf); }
.post-action--save { margin-left: auto; }

.post-locked { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; padding: 2.5rem 1rem; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 7%, transparent); text-align: center; }
.post-locked__icon { opacity: 0.8; }
.post-locked__title { margin: 0; font-size: 1.125rem; font-weight: 700; }
.post-locked__text, .post-locked__tier { margin: 0; opacity: 0.8; }
.post-locked__tier { font-size: 0.875rem; }
.post-locked__subscribe { margin-top: 0.75rem; }

.post-comments { display: flex; flex-direction: column; gap: 1rem; }
/* SPEC §9: the comment list scrolls within about 96 units of height. */
.post-comments__list { max-height: 24rem; margin: 0; padding: 0; overflow-y: auto; overscroll-behavior: contain; list-style: none; }
.post-comments__earlier { display: flex; justify-content: center; padding: 0.5rem 0; }
.post-comments__empty { margin: 0; padding: 1.5rem 0; text-align: center; opacity: 0.75; }
.post-comment { padding: 0.75rem 0; border-bottom: 1px solid color-mix(in srgb, currentColor 12%, transparent); }
.post-comment--pending { opacity: 0.7; }
.post-comment__meta { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.75rem; }
.post-comment__author { font-weight: 700; }
.post-comment__date { font-size: 0.8rem; opacity: 0.65; }
.post-comment__content { margin: 0.25rem 0 0; white-space: pre-line; overflow-wrap: anywhere; }
.post-comments__form { display: flex; gap: 0.5rem; }
.post-comments__input { flex: 1; min-width: 0; min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid color-mix(in srgb, currentColor 35%, transparent); border-radius: var(--bl-radius, 10px); background: transparent; color: inherit; font: inherit; }
.post-comments__form .bl-button:disabled { opacity: 0.5; cursor: not-allowed; }
.post-comment__held, .post-comment__reported { margin: 0.25rem 0 0; font-size: 0.8rem; font-style: italic; opacity: 0.75; }
.post-comment__report { margin-top: 0.25rem; padding: 0; border: 0; background: none; color: inherit; font: inherit; font-size: 0.8rem; text-decoration: underline; opacity: 0.75; cursor: pointer; }
.post-comments__off { margin: 0; padding: 0.75rem; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 8%, transparent); }

@media (prefers-reduced-motion: reduce) {
  .members-results, .post-poll__bar { transition: none; }
}
`;
