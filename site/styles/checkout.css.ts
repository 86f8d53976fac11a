/**
 * The checkout pages: /checkout (order summary of the cart) and /membership/checkout (the chosen
 * tier), each with its way to pay beside it; a gift's claim page looks like them. One column on
 * phones; from 960 px the payment panel sits beside the summary. Colours come from the theme's
 * variables.
 */
export const checkoutCss = `
.checkout-page {
  --checkout-surface: color-mix(in srgb, var(--bl-color-text, #ffffff) 5%, transparent);
  --checkout-line: color-mix(in srgb, var(--bl-color-text, #ffffff) 14%, transparent);
  --checkout-muted: color-mix(in srgb, var(--bl-color-text, #ffffff) 72%, transparent);
  max-width: 72rem;
}
.checkout-page__title { margin: 0 0 1.5rem; font-size: 2rem; line-height: 1.2; overflow-wrap: anywhere; }
.checkout-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; align-items: start; }
.checkout-summary, .checkout-notice { display: flex; flex-direction: column; gap: 1rem; min-width: 0; padding: 1.5rem 1.25rem; border: 1px solid var(--checkout-line); border-radius: var(--bl-radius, 10px); background: var(--checkout-surface); }
.checkout-summary > p, .checkout-notice > p { margin: 0; }
.checkout-summary__title, .checkout-notice__title { margin: 0; font-size: 1.25rem; }
.checkout-summary__status { margin: 0; color: var(--checkout-muted); }
.checkout-summary__empty { display: flex; flex-direction: column; align-items: flex-start; gap: 1rem; }
.checkout-summary__empty p { margin: 0; }
.checkout-summary .bl-button { align-self: flex-start; }

.checkout-items { display: flex; flex-direction: column; margin: 0; padding: 0; list-style: none; }
.checkout-item { display: grid; grid-template-columns: 3.5rem minmax(0, 1fr) auto; gap: 0.875rem; align-items: start; padding: 1rem 0; border-bottom: 1px solid var(--checkout-line); }
.checkout-item:first-child { padding-top: 0; }
.checkout-item__cover { display: block; width: 3.5rem; height: 3.5rem; object-fit: cover; border-radius: calc(var(--bl-radius, 10px) / 2); background: var(--checkout-line); }
.checkout-item__info { display: flex; flex-direction: column; align-items: flex-start; gap: 0.25rem; min-width: 0; }
.checkout-item__info p { margin: 0; }
.checkout-item__title { font-weight: 700; overflow-wrap: anywhere; }
.checkout-item__title a { text-decoration: none; }
.checkout-item__title a:hover { text-decoration: underline; }
.checkout-item__gift { display: flex; flex-direction: column; gap: 0.25rem; color: var(--checkout-muted); font-size: 0.9rem; overflow-wrap: anywhere; }
.checkout-item__message { font-style: italic; }
.checkout-item__price { margin: 0; font-weight: 700; white-space: nowrap; }
.checkout-item__remove { min-height: 2.75rem; margin: 0 0 0 -0.5rem; padding: 0 0.5rem; border: none; border-radius: var(--bl-radius, 10px); background: transparent; color: var(--checkout-muted); font: inherit; font-size: 0.875rem; text-decoration: underline; cursor: pointer; }
.checkout-item__remove:hover { color: inherit; }
.checkout-total { display: flex; justify-content: space-between; gap: 1rem; margin: 0; font-size: 1.125rem; font-weight: 700; }

.checkout-notice { border-left: 4px solid var(--bl-color-primary, #d4bbcf); }

.membership-checkout__prices { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.membership-checkout__price { margin: 0; font-size: 1.25rem; font-weight: 700; }
.membership-checkout__subtitle { margin: 0.5rem 0 0; font-size: 1rem; }
.membership-checkout__benefits { margin: 0; padding-left: 1.25rem; }
.membership-checkout__benefits li + li { margin-top: 0.25rem; }
.membership-checkout__account { display: flex; flex-direction: column; gap: 0.75rem; padding-top: 1rem; border-top: 1px solid var(--checkout-line); overflow-wrap: anywhere; }
.membership-checkout__account p, .membership-checkout__status { margin: 0; }
.membership-checkout__status { color: var(--checkout-muted); }
.membership-checkout__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.membership-checkout__current { color: var(--bl-color-primary, #d4bbcf); font-weight: 500; }
.membership-billing { display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; border: 0; }
.membership-billing legend { margin-bottom: 0.5rem; font-weight: 500; }
.membership-billing__option { display: flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; cursor: pointer; }
.checkout-notice__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }

/* A gift's claim page (/gifts/claim/…): the buyer's message as a quote, kept as they typed it. */
.gift-claim { max-width: 40rem; }
.gift-claim__lead { font-size: 1.125rem; overflow-wrap: anywhere; }
.gift-claim__message { margin: 0; padding: 1rem 1.25rem; border-left: 4px solid var(--bl-color-primary, #d4bbcf); border-radius: calc(var(--bl-radius, 10px) / 2); background: var(--checkout-surface); }
.gift-claim__message blockquote { margin: 0; white-space: pre-line; overflow-wrap: anywhere; font-style: italic; }
.gift-claim__message figcaption { margin-top: 0.5rem; color: var(--checkout-muted); font-size: 0.875rem; }
.gift-claim__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }

@media (min-width: 640px) {
  .checkout-page__title { font-size: 2.5rem; }
  .checkout-summary, .checkout-notice { padding: 2rem; }
  .checkout-item { grid-template-columns: 4rem minmax(0, 1fr) auto; gap: 1rem; }
  .checkout-item__cover { width: 4rem; height: 4rem; }
}
.checkout-ship-to { display: flex; flex-direction: column; gap: 0.35rem; margin: 0 0 1rem; }
.checkout-ship-to select { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid color-mix(in srgb, currentColor 35%, transparent); border-radius: var(--bl-radius, 6px); background: transparent; color: inherit; }
.checkout-ship-to__cost { font-weight: 600; }
.checkout-discount { display: flex; flex-direction: column; gap: 0.35rem; margin: 0 0 1rem; }
.checkout-discount__row { display: flex; gap: 0.5rem; }
.checkout-discount__row input { flex: 1 1 auto; min-width: 0; font: inherit; padding: 0.5rem 0.6rem; border: 1px solid color-mix(in srgb, currentColor 35%, transparent); border-radius: var(--bl-radius, 6px); background: transparent; color: inherit; }
.checkout-discount .bl-link-button { padding: 0; border: 0; background: none; color: inherit; font: inherit; text-decoration: underline; cursor: pointer; }
@media (min-width: 960px) {
  .checkout-layout { grid-template-columns: minmax(0, 1fr) 22rem; gap: 2rem; }
}
`;
