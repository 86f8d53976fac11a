export const buttonCss = `
.bl-button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0.625rem 1.5rem; border: 2px solid transparent; border-radius: var(--bl-radius, 10px); font: inherit; font-weight: 500; line-height: 1.2; text-decoration: none; cursor: pointer; }
.bl-button--primary { background: var(--bl-color-primary, #d4bbcf); border-color: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); }
.bl-button--outline { background: transparent; border-color: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-primary, #d4bbcf); }
.bl-button--full-width { display: flex; align-self: stretch; width: 100%; }
.bl-button:focus-visible { outline: 3px solid var(--bl-color-text, #ffffff); outline-offset: 2px; }
.bl-button:hover { filter: brightness(1.08); }
`;
