/**
 * Equations on pages (issue 15). KaTeX's own stylesheet, linked only on pages that show one, draws
 * the typesetting; this places it: an equation in display mode takes its line and scrolls sideways
 * when wider than a phone, rather than widening the page. A failure is red by its own style.
 */
export const equationCss = `
.bl-rt-equation--display { display: block; max-width: 100%; overflow-x: auto; overflow-y: hidden; white-space: nowrap; }
.bl-rt-equation--error, .bl-rt-equation--source { white-space: pre-wrap; }
`;
