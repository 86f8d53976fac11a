/**
 * The Codes section's printable sheet (issue 36, item 6): cards in a grid on screen; printed, the
 * cards alone, three to a row, none split across pages, with the studio's frame and buttons hidden.
 */
export const codeSheetCss = `
.code-sheet__cards { list-style: none; margin: 1rem 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.5rem; }
.code-sheet__card { display: flex; flex-direction: column; gap: 0.25rem; padding: 0.75rem 1rem; border: 1px dashed #8a8a96; border-radius: 6px; background: #ffffff; color: #111111; break-inside: avoid; }
.code-sheet__title { font-weight: 600; overflow-wrap: anywhere; }
.code-sheet__artist, .code-sheet__where { font-size: 0.85rem; overflow-wrap: anywhere; }
.code-sheet__code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 1.2rem; letter-spacing: 0.08em; margin-top: 0.25rem; }
@media print {
  body:has(.code-sheet) * { visibility: hidden; }
  body:has(.code-sheet) .code-sheet__cards, body:has(.code-sheet) .code-sheet__cards * { visibility: visible; }
  body:has(.code-sheet) .studio-frame, body:has(.code-sheet) .studio-frame__main, body:has(.code-sheet) .studio-admin { overflow: visible; height: auto; }
  .code-sheet__cards { position: absolute; inset: 0 0 auto 0; grid-template-columns: repeat(3, 1fr); gap: 0; }
  .code-sheet__card { border-radius: 0; }
}
/* Packing slips (issue 36, item 4): the server's page in a frame, which prints alone. */
.packing-slips__frame { width: 100%; height: 70vh; border: 1px solid #c9c9d2; border-radius: 6px; background: #ffffff; margin-top: 0.75rem; }
`;
