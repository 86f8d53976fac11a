/**
 * The fan's own pages: log in, sign up, my account, and the privacy policy's long-form text.
 * Mobile first (375 px and up), wider layouts from 640 px. Colours come from the theme's
 * variables, mixed for surfaces and lines so a light theme works as well as the default dark one.
 */
export const accountCss = `
.auth-page, .account-page, .legal-page {
  --account-surface: color-mix(in srgb, var(--bl-color-text, #ffffff) 5%, transparent);
  --account-line: color-mix(in srgb, var(--bl-color-text, #ffffff) 14%, transparent);
  --account-muted: color-mix(in srgb, var(--bl-color-text, #ffffff) 72%, transparent);
}

/* Log in and sign up: one centred card. */
.auth-page { display: flex; justify-content: center; width: 100%; padding: 2rem 1rem 4rem; }
.auth-card { width: 100%; max-width: 30rem; padding: 1.5rem 1.25rem; border: 1px solid var(--account-line); border-radius: var(--bl-radius, 10px); background: var(--account-surface); }
.auth-card__title { margin: 0 0 0.375rem; font-size: 1.75rem; line-height: 1.2; }
.auth-card__lead { margin: 0 0 1.5rem; color: var(--account-muted); }
.auth-card__switch { margin: 1.5rem 0 0; text-align: center; color: var(--account-muted); }
.auth-card__switch a, .auth-card__lead a { color: var(--bl-color-primary, #d4bbcf); font-weight: 500; }
.auth-card__link-button { background: none; border: 0; padding: 0; font: inherit; color: var(--bl-color-primary, #d4bbcf); font-weight: 500; text-decoration: underline; cursor: pointer; }
.auth-form { display: flex; flex-direction: column; }
.auth-form .site-form-error { margin: 0 0 1rem; }
.auth-form__names { display: grid; grid-template-columns: minmax(0, 1fr); column-gap: 1rem; }
.auth-form__submit { width: 100%; margin-top: 0.5rem; }
.auth-form__submit:disabled { cursor: not-allowed; opacity: 0.65; filter: none; }
.auth-form__aside { margin: -0.25rem 0 0.5rem; text-align: end; font-size: 0.9rem; }
.auth-form__aside a { color: var(--bl-color-primary, #d4bbcf); font-weight: 500; }
/* The way in without a password, under the form. */
.auth-card__alternative { display: flex; flex-direction: column; gap: 0.75rem; margin-top: 1rem; padding-top: 1rem; border-top: 1px solid var(--account-line); }
.auth-card__alternative p { margin: 0; color: var(--account-muted); }
.auth-page .site-field input, .account-page .site-field input { min-height: 2.75rem; }
.auth-page .site-field input:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 1px; border-color: var(--bl-color-primary, #d4bbcf); }
.auth-page .site-field input[aria-invalid="true"] { border-color: #ffb4b4; }
@media (min-width: 640px) {
  .auth-page { padding: 4rem 1.5rem 5rem; }
  .auth-card { padding: 2.25rem 2.5rem; }
  .auth-form__names { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}

/* My account: the signed-in devices, one row each, this one marked. */
.account-devices { display: flex; flex-direction: column; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.account-devices__item { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; padding-bottom: 0.75rem; border-bottom: 1px solid var(--account-line); }
.account-devices__item p { margin: 0.25rem 0 0; color: var(--account-muted); font-size: 0.9rem; }
.account-devices__current { color: var(--account-muted); }
.account-email-choices { display: flex; flex-direction: column; gap: 0.75rem; margin: 0; padding: 0; border: 0; }
.account-email-choices__item { display: flex; align-items: flex-start; gap: 0.5rem; cursor: pointer; }
.account-email-choices__item input { margin-top: 0.25rem; }
.account-email-choices__hint { display: block; color: var(--account-muted); font-size: 0.9rem; }

/* My account */
.account-page { max-width: 48rem; }
.account-page__title { margin: 0 0 1.5rem; font-size: 2rem; line-height: 1.2; }
.account-page__status { margin: 0; color: var(--account-muted); }
.account-card { display: flex; flex-direction: column; gap: 1rem; padding: 1.5rem 1.25rem; border: 1px solid var(--account-line); border-radius: var(--bl-radius, 10px); background: var(--account-surface); }
.account-card > p { margin: 0; }
/* The account page's cards stand apart, as separate subjects. */
.account-card + .account-card { margin-top: 1.25rem; }
.account-card__title { margin: 0; font-size: 1.25rem; }
.account-library { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.account-library__release { display: grid; gap: 1rem; padding: 1rem; border: 1px solid var(--account-line); border-radius: var(--bl-radius, 10px); background: var(--account-surface); min-width: 0; }
.account-library__head { display: flex; align-items: center; gap: 1rem; min-width: 0; }
.account-library__cover { flex: none; display: block; width: 4.5rem; height: 4.5rem; object-fit: cover; border-radius: calc(var(--bl-radius, 10px) * 0.6); background: color-mix(in srgb, var(--bl-color-text, #ffffff) 10%, transparent); box-shadow: 0 0.5rem 1.25rem rgba(0, 0, 0, 0.25); }
.account-library__title { margin: 0; font-size: 1.1rem; line-height: 1.3; overflow-wrap: anywhere; }
.account-library__artist { display: block; margin-top: 0.25rem; font-size: 0.9375rem; font-weight: 400; color: var(--account-muted); }
.account-library__pre-order { margin: 0.25rem 0 0; font-weight: 600; }
.account-library__tracks { list-style: none; margin: 0; padding: 0; display: grid; }
.account-library__track { display: grid; grid-template-columns: 2.5rem minmax(0, 1fr) auto; align-items: center; gap: 0.75rem; min-height: 3rem; padding: 0.25rem 0; border-bottom: 1px solid var(--account-line); }
.account-library__track:last-child { border-bottom: 0; }
.account-library__track-title { grid-column: 2; min-width: 0; overflow-wrap: anywhere; }
.account-library__play { display: inline-flex; align-items: center; justify-content: center; width: 2.5rem; height: 2.5rem; padding: 0; border: 1px solid var(--account-line); border-radius: 999px; background: transparent; color: inherit; cursor: pointer; }
.account-library__play:hover:not(:disabled), .account-library__play--playing { background: var(--bl-color-primary, #d4bbcf); border-color: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); }
.account-library__play:disabled { opacity: 0.4; cursor: not-allowed; }
.account-library__play:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 2px; }
.account-library__download { display: grid; gap: 0.75rem; min-width: 0; }
.account-library__choice { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
.account-library__choice select { min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid var(--account-line); border-radius: var(--bl-radius, 10px); background: var(--bl-color-background, #1c1d29); color: var(--bl-color-text, #ffffff); font: inherit; }
.account-library__choice select:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 1px; }
.account-library__track .account-library__track-download { min-height: 2.25rem; padding: 0.375rem 0.875rem; font-size: 0.875rem; }
.account-library__preparing { display: flex; align-items: center; gap: 0.5rem; margin: 0; }
.account-library__file { font-weight: 600; color: var(--bl-color-primary, #d4bbcf); overflow-wrap: anywhere; }
.account-library__time { margin-left: 0.375rem; color: var(--account-muted); font-variant-numeric: tabular-nums; }
.account-gifts { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.account-gifts__gift { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; padding-bottom: 0.5rem; border-bottom: 1px solid var(--account-line); overflow-wrap: anywhere; }
.account-gifts__state { color: var(--account-muted); white-space: nowrap; }
.account-gifts__state--claimed { color: var(--bl-color-primary, #d4bbcf); font-weight: 500; }
.account-card__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.account-card__notice { margin: 0; color: var(--bl-color-text, inherit); }
.account-erasure__list { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.375rem; }
.account-erasure__confirm { display: grid; gap: 1rem; }
.account-erasure__confirm p { margin: 0; }
.account-details { display: flex; flex-direction: column; margin: 0; }
.account-details__row { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.125rem; padding: 0.875rem 0; border-bottom: 1px solid var(--account-line); }
.account-details__row:first-child { padding-top: 0; }
.account-details dt { color: var(--account-muted); font-size: 0.875rem; font-weight: 500; }
.account-details dd { margin: 0; overflow-wrap: anywhere; }
.account-details__link { margin-left: 0.5rem; color: var(--bl-color-primary, #d4bbcf); font-weight: 500; }
.account-membership { display: flex; flex-direction: column; gap: 0.75rem; align-items: flex-start; }
.account-membership__tier { font-weight: 700; }
.account-membership__confirm { margin: 0; padding: 0; border: none; display: flex; flex-direction: column; gap: 0.5rem; }
.account-membership__confirm p { margin: 0; }
.account-membership__change { margin: 0; display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
.account-membership__change p { margin: 0; }
@media (min-width: 640px) {
  .account-page__title { font-size: 2.5rem; }
  .account-card { padding: 2rem; }
  .account-library__release { padding: 1.25rem 1.5rem; }
  .account-library__cover { width: 6rem; height: 6rem; }
  .account-details__row { grid-template-columns: 10rem minmax(0, 1fr); gap: 1rem; align-items: baseline; }
}

/* The privacy policy: a readable column of text. */
.legal-page { max-width: 46rem; line-height: 1.65; }
.legal-page h1 { margin: 0 0 0.75rem; font-size: 2rem; line-height: 1.2; }
.legal-page h2 { margin: 2.5rem 0 0.75rem; font-size: 1.5rem; line-height: 1.3; }
.legal-page h3 { margin: 1.75rem 0 0.5rem; font-size: 1.125rem; }
.legal-page p, .legal-page ul, .legal-page ol { margin: 0 0 1rem; }
.legal-page li + li { margin-top: 0.375rem; }
.legal-page a { color: var(--bl-color-primary, #d4bbcf); }
.legal-page code { padding: 0.1rem 0.35rem; border-radius: 4px; background: var(--account-surface); border: 1px solid var(--account-line); font-size: 0.9em; overflow-wrap: anywhere; }
.legal-page__lead { font-size: 1.125rem; color: var(--account-muted); }
.legal-page__contents { margin: 1.5rem 0 0; padding: 1rem 1.25rem; border: 1px solid var(--account-line); border-radius: var(--bl-radius, 10px); background: var(--account-surface); }
.legal-page__contents h2 { margin: 0 0 0.5rem; font-size: 1rem; }
.legal-page__contents ol { margin: 0; padding-left: 1.25rem; }
@media (min-width: 640px) {
  .legal-page h1 { font-size: 2.5rem; }
}
`;
