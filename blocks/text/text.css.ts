import { ON_MOBILE } from "../../runtime/breakpoints";

/** The block around its rich text (`.bl-rich-text`, richText.css.ts, keeps white space and wraps long words). */
export const textCss = `
.bl-text { margin: 0; font-size: var(--bl-text-size, 16px); line-height: 1.5; }
${ON_MOBILE} { .bl-text { font-size: var(--bl-text-size-mobile, var(--bl-text-size, 16px)); } }
`;
