import { registryCss } from "../../runtime/blockRegistry";
import { emailBlocks } from "../registry";

/**
 * The Emails section's own looks (the rest is the studio's): the email blocks on the canvas (each
 * block's stylesheet, from its folder), the preview's bar and its frame, the Drafts and Sent
 * switch, the newsletters and the send dialogs.
 */
export const emailStudioStylesheet = () => `${registryCss(emailBlocks)}
.email-preview { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
.email-preview__bar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
/* An outline, not a border: the frame's inside is exactly the previewed width, at whole pixels. */
.email-preview__frame { max-width: 100%; border: 0; outline: 1px solid #d4d4d8; background: #ffffff; }
.studio-sections button[aria-pressed="true"] { font-weight: 700; }
.email-tabs { display: flex; gap: 0.25rem; margin: 0; padding: 0.75rem 0.75rem 0; border: 0; }
.email-tabs button[aria-pressed="true"] { font-weight: 700; border-color: #1c1d29; }
.newsletter-list__heading { margin: 0.75rem 0 0.25rem; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: #5c5d6b; }
.newsletter-list__item { display: grid; gap: 0.15rem; }
.newsletter-list__item .studio-pages__open { text-align: left; }
.newsletter-detail { max-width: 56rem; }
.newsletter-detail progress { vertical-align: middle; }
.newsletter-form { display: grid; gap: 0.5rem; }
.newsletter-form p { margin: 0; }
.newsletter-form__group { display: grid; gap: 0.35rem; margin: 0; padding: 0.5rem 0.75rem; border: 1px solid #e2e2e8; border-radius: 6px; }
.newsletter-form__group legend { font-weight: 600; padding: 0 0.25rem; }
.newsletter-form__option { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem; }
.newsletter-form__option .studio-hint { flex-basis: 100%; }
.newsletter-form__nested { display: grid; gap: 0.25rem; margin-left: 1.5rem; }
.newsletter-form__question { font-weight: 600; }
`;
