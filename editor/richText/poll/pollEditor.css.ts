/** The poll as the artist edits it: a bordered box, the question and each option a full-width field. */
export const pollEditorCss = `
.rt-poll { margin: 0.75em 0; padding: 0.75em; border: 1px solid #d0d0d7; border-radius: 8px; display: grid; gap: 0.5em; white-space: normal; }
.rt-poll-label { float: left; padding: 0; font-size: 0.75em; font-weight: 600; text-transform: uppercase; opacity: 0.7; }
.rt-poll input { font: inherit; padding: 0.35em 0.5em; border: 1px solid #c4c4cc; border-radius: 4px; min-width: 0; }
.rt-poll-question { font-weight: 600; }
.rt-poll-options { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.35em; }
.rt-poll-option { display: flex; gap: 0.35em; }
.rt-poll-option input { flex: 1; }
.rt-poll button { font: inherit; padding: 0.25em 0.6em; border: 1px solid #c4c4cc; border-radius: 4px; background: #f6f6f8; cursor: pointer; }
.rt-poll button:disabled { opacity: 0.4; cursor: default; }
.rt-poll-add { justify-self: start; }
`;
