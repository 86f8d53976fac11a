import { useInsertionEffect } from "react";

/** The equation's look in the editor (a button around the typesetting) and its editor's (source, inline toggle, live preview). */
const equationEditorCss = `
.rt-equation { display: inline; margin: 0; padding: 0 1px; border: 1px solid transparent; border-radius: 4px; background: none; color: inherit; font: inherit; text-align: inherit; cursor: pointer; }
.rt-equation--display { display: block; width: 100%; }
.rt-equation:hover { border-color: rgba(59, 110, 245, 0.4); }
.rt-equation:focus-visible { outline: 2px solid #3b6ef5; outline-offset: 1px; }
.rt-equation-source { min-height: 5em; padding: 6px 8px; border: 1px solid var(--studio-border, #d0d0d7); border-radius: 4px; font: 13px/1.4 Menlo, Consolas, Monaco, monospace; resize: vertical; }
.rt-equation-inline { display: flex; align-items: center; gap: 6px; }
.rt-equation-preview { min-height: 3em; max-width: min(560px, calc(100vw - 72px)); padding: 8px; border: 1px dashed var(--studio-border, #d0d0d7); border-radius: 4px; overflow-x: auto; color: #111; }
`;

const STYLE_ID = "backline-rich-text-equation";

/** Adds the equation editor's stylesheet once (it ships in the editor's lazy chunk). */
export function useEquationEditorStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = equationEditorCss;
    document.head.append(style);
  }, []);
}
