/**
 * Embeds on pages (issue 15): the card a fan sees before choosing to load the player, then the
 * player at the card's place, 16:9 for videos and designs, as tall as X asks for a post.
 */
export const embedCss = `
.bl-rt-embed { margin: 0.75em 0; padding: 1em; border: 1px solid rgba(127, 127, 127, 0.4); border-radius: 8px; display: grid; gap: 0.5em; justify-items: start; white-space: normal; }
.bl-rt-embed[style*="center"] { justify-items: center; }
.bl-rt-embed[style*="right"], .bl-rt-embed[style*="end"] { justify-items: end; }
.bl-rt-embed-title { font-weight: 600; }
.bl-rt-embed-link { font-size: 0.875em; overflow-wrap: anywhere; color: inherit; }
.bl-rt-embed-load { font: inherit; color: inherit; padding: 0.5em 1em; border: 0; border-radius: 999px; background: rgba(127, 127, 127, 0.25); cursor: pointer; }
.bl-rt-embed-load:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.bl-rt-embed--loaded { padding: 0; border: 0; display: block; }
.bl-rt-embed-frame { display: block; width: 100%; aspect-ratio: 16 / 9; border: 0; border-radius: 8px; }
.bl-rt-embed--tweet .bl-rt-embed-frame { aspect-ratio: auto; height: 560px; max-width: 550px; }
`;
