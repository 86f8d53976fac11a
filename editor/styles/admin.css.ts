/** The studio's sections that list the artist's things (Events, and the others to come): a column of a list and a form. */
export const adminCss = `
/* position: the scroller is its absolute children's containing block (screen-reader captions, the charts'
   layers): without it they were placed against the page, which then scrolled past the studio into white. */
.studio-admin { flex: 1; overflow: auto; position: relative; padding: 1.5rem; max-width: 56rem; width: 100%; margin: 0 auto; box-sizing: border-box; }
.studio-admin__head { display: flex; align-items: center; justify-content: space-between; gap: 1rem; margin-bottom: 1rem; }
.studio-admin__head h1 { margin: 0; font-size: 1.4rem; }
.studio-admin__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.studio-admin__item { display: flex; justify-content: space-between; align-items: center; gap: 1rem; padding: 0.75rem 1rem; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 8px; }
.studio-admin__item p { margin: 0.25rem 0 0; }
.studio-admin__actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
/* In a table the actions stay a cell (a flex cell would leave its row's height and line), their buttons spaced by margins. */
td.studio-admin__actions { display: table-cell; vertical-align: middle; }
td.studio-admin__actions > * { margin: 0.15rem 0.5rem 0.15rem 0; }
td.studio-admin__actions > :last-child { margin-right: 0; }
.studio-admin__form { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.75rem 1rem; padding: 1rem; margin-bottom: 1.5rem; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 8px; }
.studio-admin__form h2, .studio-admin__form > .studio-field-error, .studio-admin__form > .studio-admin__actions { grid-column: 1 / -1; margin: 0; }
.studio-admin__form h2 { font-size: 1.1rem; }
/* A field keeps its label and control at their own heights when a taller field shares its row (the caption's editor). */
.studio-admin__field { display: grid; gap: 0.25rem; align-content: start; }
/* The caption's rich-text editor takes the form's whole width, under the Type and audience fields. */
.studio-post__caption { grid-column: 1 / -1; }
.studio-admin__field input, .studio-admin__field select { font: inherit; padding: 0.4rem 0.5rem; }
.studio-admin__field input[type="checkbox"] { padding: 0; }
.studio-admin__grid { list-style: none; margin: 0.75rem 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.75rem; }
.studio-admin__grid button { width: 100%; display: grid; gap: 0.25rem; padding: 0.5rem; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 8px; text-align: left; cursor: pointer; }
.studio-admin__grid button[aria-pressed="true"] { border-color: #1c1d29; box-shadow: 0 0 0 2px #1c1d29; }
.studio-admin__grid img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 4px; }
.studio-admin__grid span[aria-hidden] { display: grid; place-items: center; aspect-ratio: 1; background: #1c1d29; color: #ffffff; border-radius: 4px; font-size: 2rem; }
.studio-admin__tabs { list-style: none; margin: 0 0 0.75rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
.studio-admin__tabs button[aria-pressed="true"] { font-weight: 700; }
.studio-admin__inline { display: flex; gap: 0.5rem; align-items: center; margin: 0.5rem 0; flex-wrap: wrap; }
/* A choice of long options (a person's name and address) stays inside a phone's window. */
.studio-admin__inline select { max-width: 100%; min-width: 0; }
.studio-admin__panel { margin-top: 1rem; padding: 1rem; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 8px; display: grid; gap: 0.75rem; }
.studio-admin__panel h2 { margin: 0; font-size: 1.1rem; }
/* Your account's two-step sign-in: the QR code at a size phones scan from a screen, the key and the codes in type that tells 0 from O. */
.studio-account__setup, .studio-account__codes { display: grid; gap: 0.75rem; }
.studio-account__setup h3, .studio-account__codes h3 { margin: 0; font-size: 1rem; }
.studio-account__qr { width: 200px; height: 200px; image-rendering: pixelated; border: 1px solid #e2e2e8; border-radius: 4px; }
.studio-account__secret, .studio-account__code-list code { font-family: ui-monospace, monospace; font-size: 1rem; letter-spacing: 0.05em; }
.studio-account__code-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.25rem 1rem; margin: 0; }
/* A grid item is as wide as its content unless told: a wide table inside scrolls in its own box instead of widening the panel. */
.studio-admin__panel > * { min-width: 0; }
.studio-admin__table { width: 100%; border-collapse: collapse; }
/* A long table (orders, fans) scrolls sideways inside its own box on a phone, so the page itself never does; positioned, so what a cell hides for screen readers (position: absolute) stays inside the box too. */
.studio-table-scroll { position: relative; max-width: 100%; overflow-x: auto; overscroll-behavior-x: contain; }
/* A merch product's variants: the fields share the row, so the Default column stays in view at 1280 px. */
.studio-merch-variants input:not([type="radio"]) { width: 100%; min-width: 4.5rem; box-sizing: border-box; }
.studio-merch-variants th[scope="row"] { white-space: nowrap; }
.studio-admin__table th, .studio-admin__table td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid #e2e2e8; }
.studio-admin__preview { padding: 0.5rem 0.75rem; background: #f7f7fa; border-radius: 6px; }
.studio-admin__benefits { grid-column: 1 / -1; border: 1px solid #e2e2e8; border-radius: 6px; padding: 0.5rem 0.75rem; }
.studio-admin__benefits ol { margin: 0 0 0.5rem; padding-left: 1.25rem; display: grid; gap: 0.35rem; }
.studio-admin__benefits li { display: flex; gap: 0.35rem; align-items: center; }
.studio-admin__choices { display: grid; gap: 0.35rem; margin-bottom: 0.5rem; }
/* Short options side by side (a webhook's events): a line breaks between two options, never between a box and its label. */
.studio-admin__options { display: flex; flex-wrap: wrap; gap: 0.35rem 1rem; }
.studio-admin__options label { display: inline-flex; align-items: center; gap: 0.3rem; white-space: nowrap; }
.studio-admin__benefits li input { flex: 1; font: inherit; padding: 0.3rem 0.5rem; }
.studio-admin__field textarea { font: inherit; padding: 0.4rem 0.5rem; resize: vertical; }
.studio-admin__facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
.studio-admin__facts dt { font-weight: 700; }
.studio-admin__facts dd { margin: 0; overflow-wrap: anywhere; }
.studio-outbox__html { width: 100%; min-height: 24rem; border: 1px solid #e2e2e8; border-radius: 6px; background: #ffffff; }
.studio-outbox__text { margin: 0; padding: 0.75rem; background: #f7f7fa; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.studio-message__text { margin: 0; padding: 0.75rem; background: #f7f7fa; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.studio-messages__unread td { font-weight: 700; }
.studio-sidebar__count { margin-left: 0.375rem; padding: 0 0.45rem; border-radius: 999px; background: #1c1d29; color: #ffffff; font-size: 0.75rem; font-weight: 700; }
.studio-release__cover { width: 8rem; height: 8rem; object-fit: cover; border-radius: 6px; }
.studio-release__title { display: flex; gap: 0.5rem; align-items: center; }
.studio-release__thumb { width: 2.5rem; height: 2.5rem; object-fit: cover; border-radius: 4px; }
.studio-track { display: flex; flex-wrap: wrap; gap: 0.35rem 0.5rem; align-items: center; }
.studio-track input:not([type]) { flex: 1 1 10rem; font: inherit; padding: 0.3rem 0.5rem; }
.studio-track__number { min-width: 1.5rem; text-align: right; }
.studio-country-picker { grid-column: 1 / -1; min-width: 0; border: 1px solid var(--studio-border, #d6d6de); border-radius: 6px; padding: 0.5rem 0.75rem; }
.studio-country-picker select { width: 100%; min-width: 0; }
.studio-country-picker__chosen { display: flex; flex-wrap: wrap; gap: 0.35rem 0.75rem; margin: 0; padding: 0; list-style: none; }
.studio-badge { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; border: 1px solid var(--studio-border, #d6d6de); font-size: 0.8em; font-weight: 600; white-space: nowrap; }
`;
