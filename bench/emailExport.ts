/**
 * `npm run bench` (email builder, issue 16): the HTML export of a 50-block email
 * (`email/export/exportEmailHtml.ts`) beside MJML (`mjml` 4, a dev dependency for this bench only)
 * rendering an equivalent document, measured in turns in the same run; the size of each HTML; and
 * what the email checks (html-validate, caniemail for Outlook, Gmail and Apple Mail) find in each.
 * Goal: ≤ 2 ms and ≤ 30 KB. Run with `node --expose-gc --import tsx bench/emailExport.ts`.
 */
import mjml2html from "mjml";
import { htmlValidationProblems, unsupportedEmailFeatures } from "../email/export/emailChecksTesting";
import { EMAIL_ALLOWED_ENHANCEMENTS } from "../email/export/emailExportTesting";
import { exportEmailHtml } from "../email/export/exportEmailHtml";
import type { EmailBlockNode, EmailDocument } from "../schema/email/document";
import { elementNode, richTextOf, textNode } from "../schema/richText/richTextTesting";
import { formatMs, pairedMediansMs } from "./measure";

const SITE = "https://band.example";
const SECTIONS = 5;
const TARGET_MS = 2;
const TARGET_KB = 30;

const HEADLINE = (index: number) => `Night ${index}: the tour goes on`;
const BODY =
  "We played a long set tonight, with two songs nobody had heard before and an encore the crowd asked for twice. Thank you for singing along.";
const COLUMN_TEXT = (index: number, side: string) => `${side}: doors at 8, support at 9, night ${index}.`;

const paragraphWithLink = (words: string) =>
  richTextOf(
    elementNode("paragraph", [
      textNode(`${words} `),
      elementNode("link", [textNode("Read the diary")], { url: "/posts", rel: null, target: null, title: null }),
    ]),
  );

/** One section: 10 blocks (two texts, an image, a row of two columns with a text each, a button, a divider). */
function section(index: number): EmailBlockNode[] {
  const text = (id: string, content: ReturnType<typeof richTextOf>, fontSize?: number): EmailBlockNode => ({
    id,
    type: "Text",
    props: { content, ...(fontSize ? { fontSize } : {}) },
  });
  return [
    text(`h${index}`, richTextOf(elementNode("paragraph", [textNode(HEADLINE(index))])), 24),
    text(`b${index}`, paragraphWithLink(BODY)),
    {
      id: `i${index}`,
      type: "Image",
      props: { src: `/media/night-${index}.jpg`, alt: `Night ${index} on stage`, width: 552, height: 300 },
    },
    {
      id: `c${index}`,
      type: "Columns",
      props: { layout: "1:1" },
      children: [
        { id: `cl${index}`, type: "Column", props: {}, children: [text(`tl${index}`, paragraphWithLink(COLUMN_TEXT(index, "Left")))] },
        { id: `cr${index}`, type: "Column", props: {}, children: [text(`tr${index}`, paragraphWithLink(COLUMN_TEXT(index, "Right")))] },
      ],
    },
    { id: `k${index}`, type: "Button", props: { title: "Get tickets", link: "/tour" } },
    { id: `d${index}`, type: "Divider", props: {} },
  ];
}

const email: EmailDocument = {
  schemaVersion: 1,
  kind: "email",
  id: "bench",
  title: "Tour news",
  settings: { subject: "Tour news", preheader: "Five nights, five stories" },
  root: { id: "root", type: "Container", props: {}, children: Array.from({ length: SECTIONS }, (_, index) => section(index + 1)).flat() },
};

const countBlocks = (nodes: readonly EmailBlockNode[]): number =>
  nodes.reduce((total, node) => total + 1 + countBlocks(node.children ?? []), 0);

/** The same email in MJML: the same words, links, picture sizes, colours and fonts. */
function mjmlSource(): string {
  const link = `<a href="${SITE}/posts" style="color:#1d4ed8">Read the diary</a>`;
  let body = "";
  for (let index = 1; index <= SECTIONS; index++) {
    body += `<mj-section padding="0"><mj-column>
<mj-text font-size="24px" padding="8px 24px">${HEADLINE(index)}</mj-text>
<mj-text padding="8px 24px">${BODY} ${link}</mj-text>
<mj-image src="${SITE}/media/night-${index}.jpg" alt="Night ${index} on stage" width="552px" height="300px" padding="0 24px"></mj-image>
</mj-column></mj-section>
<mj-section padding="0 24px"><mj-column><mj-text padding="8px 8px 8px 0">${COLUMN_TEXT(index, "Left")} ${link}</mj-text></mj-column><mj-column><mj-text padding="8px 0 8px 8px">${COLUMN_TEXT(index, "Right")} ${link}</mj-text></mj-column></mj-section>
<mj-section padding="0"><mj-column>
<mj-button href="${SITE}/tour" background-color="#1c1d29" color="#ffffff" border-radius="4px" inner-padding="12px 24px" padding="8px 24px">Get tickets</mj-button>
<mj-divider border-color="#d4d4d8" border-width="1px" padding="16px 24px"></mj-divider>
</mj-column></mj-section>\n`;
  }
  return `<mjml lang="en"><mj-head><mj-title>Tour news</mj-title><mj-preview>Five nights, five stories</mj-preview>
<mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif"></mj-all><mj-text font-size="16px" line-height="1.5" color="#000000"></mj-text></mj-attributes></mj-head>
<mj-body width="600px" background-color="#f4f4f5">${body}</mj-body></mjml>`;
}

const source = mjmlSource();
const ours = () => exportEmailHtml(email, { siteUrl: SITE });
const theirs = () => mjml2html(source, { validationLevel: "skip", minify: false }).html;

const oursHtml = ours();
const mjmlHtml = theirs();
for (const [name, html] of [
  ["ours", oursHtml],
  ["MJML", mjmlHtml],
] as const)
  for (const words of [HEADLINE(SECTIONS), "Get tickets", COLUMN_TEXT(SECTIONS, "Right")])
    if (!html.includes(words)) throw new Error(`${name}'s HTML lacks "${words}": the two documents are not equivalent`);

if (!globalThis.gc) console.warn("Run with node --expose-gc for runs from a collected heap (see package.json's bench script).");
const [ourMs, mjmlMs] = pairedMediansMs(ours, theirs, { warmup: 10, runs: 21 });

/** What the email checks find: html-validate's problems, and caniemail features our clients lack where the layout depends on them. */
function checks(html: string): string {
  const problems = htmlValidationProblems(html).length;
  const blocking = unsupportedEmailFeatures(html, { allowed: EMAIL_ALLOWED_ENHANCEMENTS }).blocking.map((finding) => finding.feature);
  return `${problems} html-validate problems; ${blocking.length === 0 ? "no blocking features" : `blocking: ${blocking.join(", ")}`}`;
}

const kb = (html: string) => Buffer.byteLength(html) / 1024;
console.log(`\nEmail export of a ${countBlocks(email.root.children ?? [])}-block email, medians after warm-up\n`);
console.table([
  { renderer: "exportEmailHtml (ours)", time: formatMs(ourMs), "HTML (KB)": kb(oursHtml).toFixed(1), checks: checks(oursHtml) },
  { renderer: "MJML 4 (baseline)", time: formatMs(mjmlMs), "HTML (KB)": kb(mjmlHtml).toFixed(1), checks: checks(mjmlHtml) },
]);
console.log(
  `ours / MJML: ${(ourMs / mjmlMs).toFixed(2)}× the time, ${(kb(oursHtml) / kb(mjmlHtml)).toFixed(2)}× the size; goal ≤ ${TARGET_MS} ms (${ourMs <= TARGET_MS ? "met" : "missed"}) and ≤ ${TARGET_KB} KB (${kb(oursHtml) <= TARGET_KB ? "met" : "missed"})`,
);
