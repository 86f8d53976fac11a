/** A Button on the canvas: the cell's padding and the corners of the export (`emailButtonHtml.ts`). */
export const emailButtonCss = `
.bl-email-button { padding: 8px 24px; }
.bl-email-button__label { display: inline-block; border-radius: var(--bl-email-button-radius, 4px); font-weight: 700; }
`;
