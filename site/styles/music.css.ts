/** The site's music styles. */
export const musicCss = `
`;
