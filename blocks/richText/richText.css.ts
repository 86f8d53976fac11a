import { ON_MOBILE } from "../../runtime/breakpoints";
import { tableCss } from "./table.css";
import { embedCss } from "./widgets/embed.css";
import { equationCss } from "./widgets/equation.css";
import { pollCss } from "./widgets/poll.css";

/**
 * How stored rich text looks on fans' pages (and, with the same classes, in the editor): spacing
 * between blocks, lists and check lists, quotes, code with its highlighted tokens, mentions,
 * keywords, collapsible sections, images (a block image held to its max width, inline ones floated
 * at half width), layouts in columns (one column on a phone, SPEC §9's 500 px measured on the page
 * as every block does) and page breaks. Colours come from the block around it.
 */
export const richTextCss = `
.bl-rich-text { white-space: pre-wrap; overflow-wrap: anywhere; }
.bl-rich-text > :first-child { margin-top: 0; }
.bl-rich-text > :last-child { margin-bottom: 0; }
.bl-rich-text p { margin: 0; }
.bl-rich-text h1, .bl-rich-text h2, .bl-rich-text h3, .bl-rich-text h4, .bl-rich-text h5, .bl-rich-text h6 { margin: 0.6em 0 0.3em; line-height: 1.25; }
.bl-rich-text h1 { font-size: 2em; }
.bl-rich-text h2 { font-size: 1.5em; }
.bl-rich-text h3 { font-size: 1.25em; }
.bl-rich-text blockquote { margin: 0.5em 0; padding-inline-start: 1em; border-inline-start: 4px solid currentColor; opacity: 0.85; }
.bl-rich-text ul, .bl-rich-text ol { margin: 0.3em 0; padding-inline-start: 1.5em; }
.bl-rich-text li.bl-rt-nested { list-style: none; }
.bl-rich-text ul.bl-rt-checklist { list-style: none; padding-inline-start: 0.25em; }
.bl-rich-text li.bl-rt-check { position: relative; padding-inline-start: 1.6em; }
.bl-rich-text li.bl-rt-check::before { content: ""; position: absolute; inset-inline-start: 0; top: 0.2em; width: 1em; height: 1em; border: 1px solid currentColor; border-radius: 2px; box-sizing: border-box; }
.bl-rich-text li.bl-rt-checked { text-decoration: line-through; }
.bl-rich-text li.bl-rt-checked::after { content: ""; position: absolute; inset-inline-start: 0.35em; top: 0.3em; width: 0.25em; height: 0.55em; border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(45deg); }
.bl-rich-text pre.bl-rt-code { margin: 0.5em 0; padding: 0.75em 1em; border-radius: 6px; background: rgba(127, 127, 127, 0.15); overflow-x: auto; font-size: 0.875em; tab-size: 2; }
.bl-rich-text code { font-family: Menlo, Consolas, Monaco, monospace; }
.bl-rich-text :not(pre) > code { padding: 0.1em 0.3em; border-radius: 3px; background: rgba(127, 127, 127, 0.2); }
.bl-rt-token-comment, .bl-rt-token-prolog, .bl-rt-token-doctype, .bl-rt-token-cdata { color: slategray; }
.bl-rt-token-punctuation { color: #999; }
.bl-rt-token-property, .bl-rt-token-tag, .bl-rt-token-boolean, .bl-rt-token-number, .bl-rt-token-constant, .bl-rt-token-symbol, .bl-rt-token-deleted { color: #d73a8c; }
.bl-rt-token-selector, .bl-rt-token-attr, .bl-rt-token-string, .bl-rt-token-char, .bl-rt-token-builtin, .bl-rt-token-inserted { color: #5a9a00; }
.bl-rt-token-operator, .bl-rt-token-entity, .bl-rt-token-url, .bl-rt-token-variable { color: #b5651d; }
.bl-rt-token-atrule, .bl-rt-token-keyword { color: #2a8cc7; }
.bl-rt-token-function, .bl-rt-token-class-name { color: #dd4a68; }
.bl-rt-token-regex, .bl-rt-token-important { color: #e90; }
.bl-rich-text hr { margin: 1em 0; border: none; border-top: 1px solid currentColor; opacity: 0.4; }
.bl-rich-text hr.bl-rt-page-break { border-top-style: dashed; break-after: page; }
.bl-rt-mention { background: rgba(24, 119, 232, 0.2); border-radius: 3px; }
.bl-rt-keyword { color: #f1765e; font-weight: bold; }
.bl-rich-text details.bl-rt-collapsible { margin: 0.5em 0; padding: 0.25em 0.75em; border: 1px solid rgba(127, 127, 127, 0.4); border-radius: 6px; }
.bl-rich-text summary.bl-rt-collapsible-title { cursor: pointer; font-weight: bold; }
.bl-rich-text a { color: inherit; text-decoration: underline; }
.bl-rt-image, .bl-rt-inline-image { display: inline-block; max-width: 100%; vertical-align: bottom; white-space: normal; }
.bl-rt-image img, .bl-rt-inline-image img { display: block; max-width: 100%; height: auto; }
.bl-rt-inline-image--left, .bl-rt-inline-image--right { width: 50%; box-sizing: border-box; }
.bl-rt-inline-image--left { float: left; padding: 0 1em 0.5em 0; }
.bl-rt-inline-image--right { float: right; padding: 0 0 0.5em 1em; }
.bl-rt-inline-image--full { display: block; width: 100%; margin: 0.5em 0; }
.bl-rt-inline-image--left img, .bl-rt-inline-image--right img, .bl-rt-inline-image--full img { width: 100%; }
.bl-rt-image-caption { display: block; margin-top: 0.25em; font-size: 0.875em; opacity: 0.8; white-space: pre-wrap; }
.bl-rt-image-caption-line { display: block; }
.bl-rt-layout { display: grid; gap: 1em; margin: 0.5em 0; }
.bl-rt-layout--50-50 { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
.bl-rt-layout--33-33-33 { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr); }
.bl-rt-layout--25-75 { grid-template-columns: minmax(0, 1fr) minmax(0, 3fr); }
.bl-rt-layout--75-25 { grid-template-columns: minmax(0, 3fr) minmax(0, 1fr); }
.bl-rt-layout-item { min-width: 0; }
.bl-rt-layout-item > :first-child { margin-top: 0; }
.bl-rt-layout-item > :last-child { margin-bottom: 0; }
${ON_MOBILE} { .bl-rt-layout { grid-template-columns: minmax(0, 1fr); } }
${tableCss}
.bl-rt-drawing { margin: 0.75em 0; }
.bl-rt-drawing img { display: block; max-width: 100%; height: auto; }
${embedCss}
${equationCss}
${pollCss}
`;
