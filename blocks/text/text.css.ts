import { ON_MOBILE } from "../../runtime/breakpoints";

export const textCss = `
.bl-text { margin: 0; font-size: var(--bl-text-size, 16px); line-height: 1.5; white-space: pre-wrap; overflow-wrap: anywhere; }
${ON_MOBILE} { .bl-text { font-size: var(--bl-text-size-mobile, var(--bl-text-size, 16px)); } }
`;
