/** A Container on the canvas, centred as the export centres its table. */
export const emailContainerCss = `
.bl-email-container { margin: 0 auto; }
`;
