import { ON_MOBILE } from "../runtime/breakpoints";

/** The side padding of a section, the hero and a Text block on phones (up to 500 px wide). */
export const MOBILE_SIDE_PADDING = "1rem";

/** Shared by the data-bound blocks: section titles, empty and error states. */
export const sectionCss = `
.bl-section { align-self: stretch; display: flex; flex-direction: column; gap: 1.5rem; width: 100%; max-width: 1280px; margin-inline: auto; padding: 3rem 1.5rem; }
.bl-section__title { margin: 0; font-size: 2rem; text-align: center; }
.bl-section__empty { margin: 0; text-align: center; opacity: 0.7; }
${ON_MOBILE} { .bl-section { padding: 2rem ${MOBILE_SIDE_PADDING}; } .bl-section__title { font-size: 1.5rem; } }
`;
