/** The Emails section's own looks (the rest is the studio's): the preview's bar and its frame. */
export const emailStudioStylesheet = () => `
.email-preview { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
.email-preview__bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
/* An outline, not a border: the frame's inside is exactly the previewed width, at whole pixels. */
.email-preview__frame { max-width: 100%; border: 0; outline: 1px solid #d4d4d8; background: #ffffff; }
.studio-sections button[aria-pressed="true"] { font-weight: 700; }
`;
