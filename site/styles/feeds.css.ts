/** The newsletters' archive and the account page's private feed (issue 37, item 5). */
export const feedsCss = `
.newsletters-page { max-width: 48rem; margin: 0 auto; }
.newsletters-page__title { margin: 0 0 1.25rem; }
.newsletters-page__empty { margin: 2rem 0; opacity: 0.75; }
.newsletters-list { list-style: none; margin: 0 0 1.5rem; padding: 0; }
.newsletters-list__item { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; padding: 0.85rem 0; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
.newsletters-list__link { font-weight: 600; overflow-wrap: anywhere; }
.newsletters-list__date { opacity: 0.7; white-space: nowrap; }
.account-feed__url { display: flex; gap: 0.5rem; align-items: stretch; }
.account-feed__url input { flex: 1; min-width: 0; font-family: ui-monospace, monospace; font-size: 0.85rem; }
`;
