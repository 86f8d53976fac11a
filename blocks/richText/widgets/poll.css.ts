/**
 * Polls on pages (issue 15): the question, then one full-width button per option with its share
 * drawn as a bar behind the text and the count at the end; the fan's own votes are outlined. The
 * static form (an option per link) uses the same list.
 */
export const pollCss = `
.bl-rt-poll { margin: 0.75em 0; padding: 1em; border: 1px solid rgba(127, 127, 127, 0.4); border-radius: 8px; white-space: normal; }
.bl-rt-poll-question { margin: 0 0 0.5em; padding: 0; font-weight: 600; }
legend.bl-rt-poll-question { float: left; width: 100%; }
legend.bl-rt-poll-question + * { clear: both; }
fieldset.bl-rt-poll { min-inline-size: 0; }
.bl-rich-text ul.bl-rt-poll-options { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5em; }
.bl-rt-poll-option { position: relative; display: flex; align-items: center; gap: 0.75em; width: 100%; box-sizing: border-box; padding: 0.6em 0.9em; border: 1px solid rgba(127, 127, 127, 0.5); border-radius: 6px; background: transparent; color: inherit; font: inherit; text-align: start; cursor: pointer; overflow: hidden; }
a.bl-rt-poll-option { text-decoration: none; }
.bl-rt-poll-option:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.bl-rt-poll-option--voted { border-color: currentColor; border-width: 2px; font-weight: 600; }
.bl-rt-poll-bar { position: absolute; inset: 0 auto 0 0; background: rgba(127, 127, 127, 0.2); pointer-events: none; }
.bl-rt-poll-text { position: relative; flex: 1; }
.bl-rt-poll-count { position: relative; font-size: 0.875em; opacity: 0.85; white-space: nowrap; }
.bl-rt-poll-total { margin: 0.5em 0 0; font-size: 0.875em; opacity: 0.85; }
`;
