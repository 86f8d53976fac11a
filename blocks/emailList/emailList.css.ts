import { ON_MOBILE } from "../../runtime/breakpoints";

export const emailListCss = `
.bl-email-list { align-items: center; text-align: center; }
.bl-email-list__description { max-width: 40rem; margin: 0; opacity: 0.85; }
.bl-email-list__form { display: flex; flex-direction: column; gap: 0.5rem; width: 100%; max-width: 32rem; text-align: left; }
.bl-email-list__label { font-weight: 500; }
.bl-email-list__row { display: flex; gap: 0.75rem; width: 100%; }
.bl-email-list__input { flex: 1; min-width: 0; min-height: 2.75rem; padding: 0.625rem 0.875rem; border: 1px solid color-mix(in srgb, currentColor 40%, transparent); border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 6%, transparent); color: inherit; font: inherit; }
.bl-email-list__input::placeholder { color: inherit; opacity: 0.55; }
.bl-email-list__input:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 2px; }
.bl-email-list__input[aria-invalid="true"] { border-color: #ffb4b4; }
.bl-email-list__button { flex: none; }
.bl-email-list__button:disabled { cursor: progress; opacity: 0.7; }
.bl-email-list__error { margin: 0; color: #ffb4b4; font-size: 0.9rem; }
.bl-email-list__success { margin: 0; max-width: 32rem; font-size: 1.125rem; font-weight: 500; }
.bl-email-list__success:empty { display: none; }
.bl-email-list__next { margin: 0.5rem 0 0; max-width: 32rem; opacity: 0.85; }
${ON_MOBILE} { .bl-email-list__row { flex-direction: column; } .bl-email-list__button { width: 100%; } }
`;
