/**
 * `npm run bench` (rich content, issue 15): the public page weight with one of each rich content
 * node (tests/builders/richContentValue.ts: table, equations, poll, images, drawing, embeds, layout,
 * collapsible, page break, rule, keyword, emoji, mention, beside a heading, paragraph and list).
 * Run with `node --expose-gc --import tsx bench/richContentPage.ts`, after `npm run build`.
 *
 * - Server render: `RichTextContent` (blocks/richText/RichTextContent.tsx) of 100 copies of that
 *   set, beside the same value written directly as plain React elements (the baseline,
 *   `plainRichContent.ts`), measured in turns in the same run from a collected heap, their HTML
 *   checked equal. KaTeX is loaded first, as the server loads it before rendering a page. Target:
 *   at most 1.5× the baseline.
 * - JavaScript a fan downloads: on the built server (dist/server/main.js, a fresh data directory
 *   with the demo artist), a page whose Text block holds one copy of the set is published through
 *   the API, then loaded in Chromium until the network is idle; every script the page fetched
 *   (the entry, its preloads, and what loads after them: KaTeX's chunk, only where an equation
 *   is) is summed as the server sends it to a client accepting brotli. Beside it, the demo's home
 *   page and a page of plain rich text (heading, paragraph, list). An embed's player is the other
 *   site's frame, loaded only when the fan presses the card's button: the last line says what
 *   that press fetches. Requests to other sites are refused, so nothing leaves the machine.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageLoad } from "./builtServer";

// Before React loads, so both renders take React's production paths, as the server does.
process.env.NODE_ENV = "production";

const { renderToString } = await import("react-dom/server");
const { createElement } = await import("react");
const { RichTextContent } = await import("../blocks/richText/RichTextContent");
// The server's way: rich content's code loaded at start.
await import("../blocks/richText/richContentEager");
const { richTextErrors } = await import("../runtime/richText/richTextErrors");
const { loadKatex } = await import("../runtime/richText/widgets/katexModule");
const { MAX_RICH_TEXT_NODES } = await import("../schema/richText/limits");
const { countNodes, oneOfEachBlocks, plainBlocks, repeatedRichText } = await import("../schema/richText/richContentTesting");
const { plainRichContent } = await import("./plainRichContent");
const { formatMs, medianMs, pairedMediansMs } = await import("./measure");
const { launchBenchChromium } = await import("./harness/browser");
const { startBuiltServer } = await import("./builtServer");

const COPIES = 100;
const TARGET = 1.5;

type RichText = ReturnType<typeof repeatedRichText>;

/** Throws unless the server would store `value`: a page never shows one the schema refuses. */
function checked(value: RichText, name: string): RichText {
  const errors = richTextErrors(value);
  if (errors.length > 0)
    throw new Error(`${name} is not valid rich text: ${errors.map((error) => `${error.pointer} ${error.message}`).join("; ")}`);
  return value;
}

// Server render.
await loadKatex();
const value = checked(repeatedRichText(oneOfEachBlocks, COPIES), "the bench value");
const nodes = countNodes(value.root);
if (nodes > MAX_RICH_TEXT_NODES) throw new Error(`the bench value has ${nodes} nodes, more than the ${MAX_RICH_TEXT_NODES} allowed`);

// Both in a div, as the Text block holds its content (the baseline is an array, which renderToString does not take alone).
const renderOurs = () => renderToString(createElement("div", null, createElement(RichTextContent, { value })));
const renderBaseline = () => renderToString(createElement("div", null, plainRichContent(value)));
const html = renderOurs();
if (html !== renderBaseline()) throw new Error("the baseline's HTML differs from RichTextContent's");

if (!globalThis.gc) console.warn("Run with node --expose-gc for runs from a collected heap (see package.json's bench script).");
const [renderer, baseline] = pairedMediansMs(renderOurs, renderBaseline, { runs: 33 });
const validation = medianMs(() => richTextErrors(value), { runs: 21 });

console.log(
  `\nRich content, server render of ${COPIES} copies of one of each node (${nodes.toLocaleString("en-US")} nodes), medians after warm-up (NODE_ENV=production)\n`,
);
console.table([
  {
    nodes,
    "HTML (KB)": (Buffer.byteLength(html) / 1024).toFixed(0),
    "render (RichTextContent)": formatMs(renderer),
    "render (plain React, baseline)": formatMs(baseline),
    "ours / baseline": `${(renderer / baseline).toFixed(2)}×`,
    target: `≤ ${TARGET}×`,
    "validate (richTextErrors)": formatMs(validation),
  },
]);

// JavaScript a fan downloads.
const server = await startBuiltServer();
const browser = await launchBenchChromium("Rich content page weight");
try {
  const credentials = JSON.parse(readFileSync(join(server.dataDir, "demo-credentials.json"), "utf8")) as {
    owner: { email: string; password: string };
  };
  const editor = await server.logIn(credentials.owner);
  await editor.publishTextPage("plain-text", "/plain-text", checked(repeatedRichText(plainBlocks, 1), "the plain page's value"));
  await editor.publishTextPage("rich-content", "/rich-content", checked(repeatedRichText(oneOfEachBlocks, 1), "the page's value"));

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const pages = [
    { what: "home page of the demo (baseline)", path: "/" },
    { what: "plain rich text (heading, paragraph, list)", path: "/plain-text" },
    { what: "one of each rich content node", path: "/rich-content" },
  ];
  const loads = [];
  for (const page of pages) loads.push({ ...page, load: await server.loadInBrowser(browser, page.path) });

  console.log(
    "\nJavaScript a fan downloads for a page, as the server sends it to a browser accepting brotli (Chromium, until network idle)\n",
  );
  const jsBrotli = (load: PageLoad) => load.scripts.reduce((sum, script) => sum + script.brotli, 0);
  const plainJs = jsBrotli(loads[1]?.load as PageLoad);
  console.table(
    loads.map(({ what, load }) => ({
      page: what,
      scripts: load.scripts.length,
      "JavaScript sent (br)": kb(jsBrotli(load)),
      "beyond plain rich text": kb(jsBrotli(load) - plainJs),
      uncompressed: kb(load.scripts.reduce((sum, script) => sum + script.raw, 0)),
      "CSS and fonts sent": kb(load.styles.reduce((sum, file) => sum + file.brotli, 0)),
      "HTML sent (br)": kb(load.html),
    })),
  );
  const [home, plain, rich] = loads.map(({ load }) => load) as [PageLoad, PageLoad, PageLoad];
  const known = new Set([...home.scripts, ...plain.scripts].map((script) => script.file));
  console.log("\nScripts of the one-of-each page (★: not fetched by the plain rich-text page nor the home page)\n");
  console.table(
    rich.scripts.map((script) => ({
      script: `${known.has(script.file) ? "" : "★ "}${script.file}`,
      "sent (br)": kb(script.brotli),
      uncompressed: kb(script.raw),
    })),
  );

  const click = await server.clickInBrowser(browser, "/rich-content", "Play video");
  console.log(
    `\nPressing "Play video" on the YouTube card: ${click.scripts.length} more scripts from the site (${kb(click.scripts.reduce((sum, script) => sum + script.brotli, 0))});` +
      ` requests to other sites (refused here): ${click.external.length === 0 ? "none" : click.external.join(", ")}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
