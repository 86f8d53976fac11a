/**
 * A Text on the canvas: its links in the email's link colour, as the export writes them (the
 * shared rich-text look gives links the text's colour); the members-only mark, which the email's
 * HTML never shows.
 */
export const emailTextCss = `
.bl-email-text.bl-rich-text a { color: var(--bl-email-link, inherit); }
.bl-email-text.bl-email-text--members { outline: 1px dashed #7c3aed; outline-offset: -1px; }
.bl-email-text .bl-email-text__members { display: inline-block; margin-bottom: 4px; padding: 1px 6px; border-radius: 4px; background: #ede9fe; color: #4c1d95; font: 600 11px/1.4 system-ui, sans-serif; }
`;
