/**
 * `npm run bench` (rich text, issue 14): the server render of a 5,000-node rich-text value (release
 * notes: headings, paragraphs of formatted text and links, lists, quotes) with the fans' renderer
 * (`blocks/richText/RichTextContent.tsx`), beside the same value written directly as plain React
 * elements (the baseline, `plainRichText.ts`), measured in turns in the same run from a collected
 * heap, their HTML checked equal. Target: at most 1.5× the baseline. Run with
 * `node --expose-gc --import tsx bench/richTextRender.ts`.
 */
export {};

// Before React loads, so both renders take React's production paths, as the server does.
process.env.NODE_ENV = "production";

const { renderToString } = await import("react-dom/server");
const { createElement } = await import("react");
const { RichTextContent } = await import("../blocks/richText/RichTextContent");
const { richTextErrors } = await import("../runtime/richText/richTextErrors");
const { benchRichText, countRichTextNodes } = await import("./richTextValues");
const { plainRichText } = await import("./plainRichText");
const { formatMs, medianMs, pairedMediansMs } = await import("./measure");

const NODES = 5000;
const TARGET = 1.5;

const value = benchRichText(NODES);
const nodes = countRichTextNodes(value);
if (nodes !== NODES) throw new Error(`the bench value has ${nodes} nodes, not ${NODES}`);
// A value the schema refuses would never reach a fan's page: measure only one the server would store.
const errors = richTextErrors(value);
if (errors.length > 0)
  throw new Error(`the bench value is not valid rich text: ${errors.map((error) => `${error.pointer} ${error.message}`).join("; ")}`);

// Both in a div, as the Text block holds its content (the baseline is an array, which renderToString does not take alone).
const renderOurs = () => renderToString(createElement("div", null, createElement(RichTextContent, { value })));
const renderBaseline = () => renderToString(createElement("div", null, plainRichText(value)));
const html = renderOurs();
if (html !== renderBaseline()) throw new Error("the baseline's HTML differs from RichTextContent's");

if (!globalThis.gc) console.warn("Run with node --expose-gc for runs from a collected heap (see package.json's bench script).");
const [renderer, baseline] = pairedMediansMs(renderOurs, renderBaseline, { runs: 33 });
const validation = medianMs(() => richTextErrors(value), { runs: 21 });

console.log(`\nRich text, server render of a ${NODES.toLocaleString("en-US")}-node value, medians after warm-up (NODE_ENV=production)\n`);
console.table([
  {
    nodes: NODES,
    "HTML (KB)": (Buffer.byteLength(html) / 1024).toFixed(0),
    "render (RichTextContent)": formatMs(renderer),
    "render (plain React, baseline)": formatMs(baseline),
    "ours / baseline": `${(renderer / baseline).toFixed(2)}×`,
    target: `≤ ${TARGET}×`,
    "validate (richTextErrors)": formatMs(validation),
  },
]);
