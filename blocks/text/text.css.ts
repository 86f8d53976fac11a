import { ON_MOBILE } from "../../runtime/breakpoints";
import { MOBILE_SIDE_PADDING } from "../section.css";

/**
 * The block around its rich text (`.bl-rich-text`, richText.css.ts, keeps white space and wraps long words).
 * On phones it keeps the side padding the sections and the hero keep, so its words never touch the
 * screen's edges, wherever the artist put it (issue 34, item 16).
 */
export const textCss = `
.bl-text { margin: 0; font-size: var(--bl-text-size, 16px); line-height: 1.5; }
${ON_MOBILE} { .bl-text { padding-inline: ${MOBILE_SIDE_PADDING}; } }
`;
