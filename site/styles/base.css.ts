import { HEADING_FONT_RULE } from "../../runtime/breakpoints";

/** The page around the blocks: reset, typography, the header and footer frame, messages. */
export const baseCss = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--bl-color-background, #1c1d29); color: var(--bl-color-text, #ffffff); font-family: var(--bl-font-family, Arial), sans-serif; line-height: 1.5; }
${HEADING_FONT_RULE("")}
img, video { max-width: 100%; }
a { color: inherit; }
:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 2px; }
.site { display: flex; flex-direction: column; min-height: 100vh; overflow-x: clip; }
.site-main { flex: 1; width: 100%; }
.site-main:focus { outline: none; }
.site-skip-link { position: absolute; left: -9999px; top: 0; padding: 0.5rem 1rem; background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); z-index: 100; }
.site-skip-link:focus { left: 0.5rem; top: 0.5rem; }
.site-page { width: 100%; max-width: 1280px; margin: 0 auto; padding: 2rem 1.5rem 4rem; }
.site-message { text-align: center; padding-top: 4rem; }
`;
