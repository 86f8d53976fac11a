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
/* The subject, right under the top bar: a label and a wide field on one row. */
.email-subject { padding: 0.4rem 1rem; background: #ffffff; border-bottom: 1px solid #e2e2e8; font-size: 0.875rem; }
.email-subject .settings-field { flex-direction: row; align-items: center; gap: 0.75rem; max-width: 48rem; }
.email-subject .settings-field__label { flex: none; font-size: 0.875rem; }
.email-subject .settings-input { flex: 1; }
.email-subject .settings-field__error { flex: none; }
/* Send… and Send test… open their dialogs inside the top bar: their text wraps, whatever the bar's one-row rules say. */
.studio-topbar .studio-dialog { white-space: normal; text-align: start; overflow-wrap: anywhere; }
/* The list of emails: rows of one bordered list, each its whole name over its small actions, the open one marked. */
.email-list { display: flex; flex-direction: column; margin: 0 0 0.75rem; padding: 0; list-style: none; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 8px; overflow: hidden; }
.email-list__item { display: flex; flex-direction: column; gap: 0.2rem; padding: 0.45rem 0.6rem; border-top: 1px solid #e2e2e8; }
.email-list__item:first-child { border-top: 0; }
.email-list__item:has(> .email-list__open[aria-current="page"]) { background: #f1effc; box-shadow: inset 3px 0 0 #5b4fd6; }
.email-list .email-list__open { display: block; width: 100%; padding: 0.1rem 0; border: 0; border-radius: 4px; background: none; font-weight: 600; line-height: 1.3; text-align: left; white-space: normal; overflow-wrap: anywhere; }
.email-list .email-list__open[aria-current="page"] { color: #3b2fb0; }
.email-list__actions { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.email-list__actions button { padding: 0.05rem 0.45rem; border-color: #e2e2e8; font-size: 0.75rem; color: #4a4b5c; }
.email-list__actions button:hover { border-color: #c8c8d0; color: #1c1d29; }
.email-list__item .studio-pages__form input { width: 100%; box-sizing: border-box; }
.email-list-section .studio-admin__inline input { flex: 1 1 10rem; min-width: 0; }
/* Export's menu drops under its button, over the workspace. */
.email-export { position: relative; }
.email-export__menu { position: absolute; top: calc(100% + 0.25rem); left: 0; z-index: 30; display: flex; flex-direction: column; gap: 0.25rem; min-width: 100%; padding: 0.35rem; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 8px; box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.15); }
.email-export__menu[hidden] { display: none; }
.email-export__menu button { text-align: left; white-space: nowrap; }
.email-tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0.75rem 0.75rem 0; border: 0; }
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
