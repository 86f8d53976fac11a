/**
 * The Embed block (issue 39): the card a fan sees before choosing to load a player, as large as
 * the player will be, then the player in its place. Nothing here is fetched from another site.
 */
export const embedCss = `
.bl-embed { margin: 0; display: grid; gap: 0.5rem; min-width: 0; max-width: 100%; }
.bl-embed-card { box-sizing: border-box; width: 100%; display: flex; flex-direction: column; justify-content: center; align-items: flex-start; gap: 0.5rem; padding: 1rem 1.25rem; border: 1px solid rgba(127, 127, 127, 0.45); border-radius: var(--bl-radius, 10px); background: rgba(127, 127, 127, 0.08); overflow-wrap: anywhere; }
.bl-embed-service { margin: 0; font-size: 0.8125rem; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; }
.bl-embed-title { margin: 0; font-size: 1.125rem; font-weight: 600; line-height: 1.3; }
.bl-embed-load { min-height: 2.75rem; padding: 0.5rem 1.25rem; border: 2px solid var(--bl-color-primary, #d4bbcf); border-radius: 999px; background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); font: inherit; font-weight: 500; cursor: pointer; }
.bl-embed-load:focus-visible { outline: 3px solid currentColor; outline-offset: 2px; }
.bl-embed-notice { margin: 0; font-size: 0.875rem; line-height: 1.4; }
.bl-embed-link { font-size: 0.875rem; color: inherit; }
.bl-embed-frame { display: block; box-sizing: border-box; width: 100%; border: 0; border-radius: 12px; }
.bl-embed-caption { font-size: 0.875rem; line-height: 1.4; }
`;
