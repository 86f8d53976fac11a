/** A Spacer on the canvas: its height set by its props, never under the schema's least (4 px), so it stays selectable. */
export const emailSpacerCss = `
.bl-email-spacer { min-height: 4px; }
`;
