/** The site's shell styles. */
export const shellCss = `
`;
