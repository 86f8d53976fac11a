export const contactFormCss = `
.bl-contact { align-items: center; }
.bl-contact__description { max-width: 40rem; margin: 0; opacity: 0.85; text-align: center; }
.bl-contact__form { position: relative; display: flex; flex-direction: column; gap: 1rem; width: 100%; max-width: 36rem; }
.bl-contact__field { display: flex; flex-direction: column; gap: 0.375rem; min-width: 0; }
.bl-contact__label { font-weight: 500; }
.bl-contact__optional { font-weight: 400; opacity: 0.75; }
.bl-contact__input { box-sizing: border-box; width: 100%; min-width: 0; min-height: 2.75rem; padding: 0.625rem 0.875rem; border: 1px solid color-mix(in srgb, currentColor 40%, transparent); border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 6%, transparent); color: inherit; font: inherit; }
textarea.bl-contact__input { resize: vertical; }
.bl-contact__input:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 2px; }
.bl-contact__input[aria-invalid="true"] { border-color: #ffb4b4; }
.bl-contact__error { margin: 0; color: #ffb4b4; font-size: 0.9rem; }
.bl-contact__button { align-self: flex-start; }
.bl-contact__button:disabled { cursor: progress; opacity: 0.7; }
.bl-contact__success { margin: 0; max-width: 36rem; font-size: 1.125rem; font-weight: 500; text-align: center; }
.bl-contact__success:empty { display: none; }
/* The honeypot: off-screen for people, aria-hidden for screen readers, out of the tab order. */
.bl-contact__trap { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }
`;
