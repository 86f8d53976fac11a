/** The site's checkout styles. */
export const checkoutCss = `
`;
