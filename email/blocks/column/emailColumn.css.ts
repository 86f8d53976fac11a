/** A Column on the canvas: it may shrink below its content's width, as a table cell of the export does. */
export const emailColumnCss = `
.bl-email-column { min-width: 0; }
`;
