import { useInsertionEffect } from "react";
import { richTextCss } from "../../blocks/richText/richText.css";
import { pollEditorCss } from "./poll/pollEditor.css";

/** The editor's own look (toolbar, 500 px area, placeholder, counter), beside how rich text itself looks. */
const editorCss = `
.rt-editor { border: 1px solid var(--studio-border, #d0d0d7); border-radius: 8px; background: #fff; color: #111; }
.rt-toolbar { display: flex; flex-wrap: wrap; gap: 2px; align-items: center; padding: 4px; border-bottom: 1px solid var(--studio-border, #d0d0d7); }
.rt-toolbar button { min-width: 28px; height: 28px; border: none; border-radius: 4px; background: transparent; color: inherit; cursor: pointer; }
.rt-toolbar button[aria-pressed="true"] { background: rgba(0, 0, 0, 0.1); }
.rt-toolbar button:disabled { opacity: 0.35; cursor: default; }
.rt-toolbar button:focus-visible, .rt-toolbar select:focus-visible, .rt-toolbar input:focus-visible { outline: 2px solid #3b6ef5; outline-offset: 1px; }
.rt-toolbar-group { display: inline-flex; align-items: center; gap: 2px; }
.rt-toolbar-select { height: 28px; max-width: 9em; }
/* A host's form rules (the studio's 0.4rem padding on a form's selects) would cut the 28 px controls' text. */
.rt-toolbar .rt-toolbar-select, .rt-toolbar .rt-font-size, .rt-toolbar .rt-color-text { height: 28px; padding-block: 0; box-sizing: border-box; }
.rt-svg-icon { display: inline-block; vertical-align: middle; }
.rt-font-size { width: 3em; text-align: center; }
.rt-color-text { width: 5.5em; font-family: monospace; }
.rt-icon-bold { font-weight: bold; }
.rt-icon-italic { font-style: italic; }
.rt-icon-underline { text-decoration: underline; }
.rt-icon-strikethrough { text-decoration: line-through; }
.rt-editor-body { position: relative; }
.rt-editable { height: 500px; overflow-y: auto; padding: 12px 16px 12px 32px; outline: none; box-sizing: border-box; }
.rt-placeholder { position: absolute; top: 12px; left: 32px; color: #6b6b76; pointer-events: none; user-select: none; }
.rt-footer { display: flex; justify-content: flex-end; padding: 4px 8px; border-top: 1px solid var(--studio-border, #d0d0d7); font-size: 12px; color: #555; }
.rt-counter-over { color: #cc0000; font-weight: bold; }
.bl-rt-overflow { background: #ffd7d7; color: #cc0000; }
.bl-rt-bold { font-weight: bold; }
.bl-rt-italic { font-style: italic; }
.bl-rt-underline { text-decoration: underline; }
.bl-rt-strikethrough { text-decoration: line-through; }
.bl-rt-underline-strikethrough { text-decoration: underline line-through; }
.bl-rt-sub { vertical-align: sub; font-size: 0.8em; }
.bl-rt-sup { vertical-align: super; font-size: 0.8em; }
.bl-rt-text-code { font-family: Menlo, Consolas, Monaco, monospace; background: rgba(127, 127, 127, 0.2); padding: 0.1em 0.3em; border-radius: 3px; }
.bl-rt-highlight { background: #fff3a3; }
.bl-rt-quote { margin: 0.5em 0; padding-inline-start: 1em; border-inline-start: 4px solid currentColor; opacity: 0.85; }
.bl-rt-h1 { font-size: 2em; } .bl-rt-h2 { font-size: 1.5em; } .bl-rt-h3 { font-size: 1.25em; }
.bl-rt-code { display: block; margin: 0.5em 0; padding: 0.75em 1em; border-radius: 6px; background: rgba(127, 127, 127, 0.15); font-family: Menlo, Consolas, Monaco, monospace; font-size: 0.875em; white-space: pre; overflow-x: auto; }
.rt-editable .bl-rt-check { list-style: none; }
.rt-editable .bl-rt-check::before { cursor: pointer; }
.rt-editable .bl-rt-collapsible { border: 1px solid rgba(127, 127, 127, 0.4); border-radius: 6px; padding: 0.25em 0.75em; margin: 0.5em 0; }
.rt-editable .bl-rt-collapsible-title { font-weight: bold; padding-inline-start: 20px; position: relative; cursor: text; }
.rt-editable .bl-rt-collapsible-title::before { content: "▸"; position: absolute; left: 0; cursor: pointer; }
.rt-editable .bl-rt-collapsible[data-open="true"] > .bl-rt-collapsible-title::before { content: "▾"; }
.rt-editable .bl-rt-collapsible[data-open="false"] > .bl-rt-collapsible-content { display: none; }
.rt-editable .bl-rt-layout-item { padding: 0.25em 0.5em; border: 1px dashed rgba(127, 127, 127, 0.5); border-radius: 4px; }
.rt-editable figure.bl-rt-page-break { margin: 1em 0; border-top: 1px dashed #888; text-align: center; }
.rt-editable figure.bl-rt-page-break::after { content: "Page break"; position: relative; top: -0.7em; padding: 0 0.5em; background: #fff; font-size: 12px; color: #666; }
`;

const STYLE_ID = "backline-rich-text-editor";

/** Adds the editor's stylesheet to the document once, when an editor first shows (it ships in the editor's lazy chunk). */
export function useRichTextEditorStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = `${richTextCss}\n${editorCss}\n${pollEditorCss}`;
    document.head.append(style);
  }, []);
}
