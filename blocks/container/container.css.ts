import { ON_MOBILE, ON_TABLET } from "../../runtime/breakpoints";

export const containerCss = `
.bl-container { position: relative; display: flex; min-width: 0; max-width: 100%; }
.bl-container--row { flex-direction: row; }
.bl-container--column { flex-direction: column; }
.bl-container--fill { flex-grow: 1; }
.bl-container__media { position: absolute; inset: 0; z-index: 0; width: 100%; height: 100%; border-radius: inherit; background-position: center; background-size: cover; object-fit: cover; pointer-events: none; }
.bl-container--media { overflow: hidden; }
.bl-container--media > :not(.bl-container__media) { position: relative; z-index: 1; }
/* A row that wraps or stacks on a smaller screen keeps its blocks apart (buttons side by side must not touch once stacked). */
${ON_TABLET} { .bl-container--row { flex-wrap: wrap; row-gap: 0.75rem; } }
${ON_MOBILE} { .bl-container--row { flex-direction: column; row-gap: 0.75rem; } }
`;
