/** The site's account styles. */
export const accountCss = `
`;
