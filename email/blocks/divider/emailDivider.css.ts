/** A Divider on the canvas: a solid line, its thickness and colour set by its props. */
export const emailDividerCss = `
.bl-email-divider .bl-email-divider__line { border-top-style: solid; }
`;
