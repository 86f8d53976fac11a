/**
 * SPEC §9 breakpoints, measured on the document (a CSS container), not the window, so a page
 * previewed at 375 px inside the editor lays out as it will on a phone.
 */
export const MOBILE_MAX_WIDTH = 500;
export const TABLET_MAX_WIDTH = 1024;

/** The container every block's queries measure; DocumentView's wrapper establishes it. */
export const DOCUMENT_CONTAINER = "bl-page";

export const ON_MOBILE = `@container ${DOCUMENT_CONTAINER} (max-width: ${MOBILE_MAX_WIDTH}px)`;
export const ON_TABLET = `@container ${DOCUMENT_CONTAINER} (min-width: ${MOBILE_MAX_WIDTH + 1}px) and (max-width: ${TABLET_MAX_WIDTH}px)`;

/**
 * Headings in the theme's heading font and weight (issue 39, item 5). Wrapped in \`:where\` so a
 * block's own class, or a weight set on a block, still wins.
 */
export const HEADING_FONT_RULE = (scope: string) =>
  `:where(${["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => `${scope}${tag}`).join(", ")}) { font-family: var(--bl-font-heading, var(--bl-font-family, Arial)), sans-serif; font-weight: var(--bl-font-heading-weight, 700); }`;

/** The stylesheet of the interpreter itself: the measured container and the broken-block placeholder. */
export const DOCUMENT_CSS = `
.bl-document { container: ${DOCUMENT_CONTAINER} / inline-size; font-family: var(--bl-font-family, Arial), sans-serif; color: var(--bl-color-text, #ffffff); }
.bl-document *, .bl-document *::before, .bl-document *::after { box-sizing: border-box; }
${HEADING_FONT_RULE(".bl-document ")}
.bl-block-error { min-height: 1.5rem; }
.bl-sized { display: contents; }
.bl-document[data-mode="edit"] .bl-block-error { padding: 0.5rem; border: 1px dashed currentColor; opacity: 0.7; font-size: 0.875rem; }
`;
