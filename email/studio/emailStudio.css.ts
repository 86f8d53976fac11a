/** The Emails section's own looks (the rest is the studio's): the preview's bar and its frame, the members-only mark on the canvas. */
export const emailStudioStylesheet = () => `
.email-preview { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
.email-preview__bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
/* An outline, not a border: the frame's inside is exactly the previewed width, at whole pixels. */
.email-preview__frame { max-width: 100%; border: 0; outline: 1px solid #d4d4d8; background: #ffffff; }
.studio-sections button[aria-pressed="true"] { font-weight: 700; }
.bl-email-text--members { outline: 1px dashed #7c3aed; outline-offset: -1px; }
.bl-email-text__members { display: inline-block; margin-bottom: 4px; padding: 1px 6px; border-radius: 4px; background: #ede9fe; color: #4c1d95; font: 600 11px/1.4 system-ui, sans-serif; }
`;
