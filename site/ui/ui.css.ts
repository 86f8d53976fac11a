/** Shared pieces of the site's interface: modals, form fields, badges. */
export const uiCss = `
.site-scroll-locked { overflow: hidden; }
.site-modal { width: min(calc(100vw - 2rem), var(--site-modal-width, 32rem)); max-height: calc(100vh - 2rem); padding: 0; border: none; border-radius: var(--bl-radius, 10px); background: var(--bl-color-background, #1c1d29); color: var(--bl-color-text, #ffffff); box-shadow: 0 1rem 3rem rgba(0, 0, 0, 0.5); }
.site-modal::backdrop { background: rgba(0, 0, 0, 0.6); }
.site-modal--sm { --site-modal-width: 24rem; }
.site-modal--md { --site-modal-width: 32rem; }
.site-modal--lg { --site-modal-width: 48rem; }
.site-modal--xl { --site-modal-width: 64rem; }
.site-modal__header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 1rem 1.25rem; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
.site-modal__title { margin: 0; font-size: 1.25rem; }
.site-modal__close { padding: 0.375rem 0.75rem; border: 1px solid currentColor; border-radius: var(--bl-radius, 10px); background: transparent; color: inherit; font: inherit; cursor: pointer; }
.site-modal__body { padding: 1.25rem; overflow: auto; }
.site-modal__footer { display: flex; justify-content: flex-end; gap: 0.75rem; padding: 1rem 1.25rem; border-top: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
.site-field { display: flex; flex-direction: column; gap: 0.375rem; margin-bottom: 1rem; }
.site-field label { font-weight: 500; }
.site-field input, .site-field textarea, .site-field select { width: 100%; padding: 0.625rem 0.75rem; border: 1px solid color-mix(in srgb, currentColor 35%, transparent); border-radius: var(--bl-radius, 10px); background: transparent; color: inherit; font: inherit; }
.site-field select option { color: #1c1d29; }
.site-field__error { margin: 0; color: #ffb4b4; font-size: 0.9rem; }
.site-form-error { padding: 0.75rem 1rem; border-radius: var(--bl-radius, 10px); background: rgba(255, 100, 100, 0.15); color: #ffd0d0; }
.site-badge { display: inline-flex; align-items: center; padding: 0.125rem 0.5rem; border-radius: 999px; background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); font-size: 0.8rem; font-weight: 700; }
.site-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
