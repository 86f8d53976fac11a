/**
 * `npm run bench`: for pages of 100, 1,000 and 5,000 blocks, the server render time of the
 * interpreter beside plain React elements that emit byte-identical HTML (the baseline, measured in
 * the same run, checked equal), the validation time, and the time of one move plus its undo. Medians after warm-up.
 */
export {};

process.env.NODE_ENV = "production";

const { renderToString } = await import("react-dom/server");
const { createElement } = await import("react");
const { siteBlocks } = await import("../blocks/registry");
const { DocumentView } = await import("../runtime/interpreter/DocumentView");
const { parsePage } = await import("../runtime/parse");
const { moveBlock } = await import("../runtime/operations/index");
const { createHistory, recordChange, undo } = await import("../runtime/history");
const { benchDocument, countBlocks } = await import("./documents");
const { plainDocument } = await import("./plainElements");
const { renderOnServer } = await import("../runtime/interpreter/serverRendering");
const { formatMs, medianMs, pairedMediansMs } = await import("./measure");

const rows: Record<string, string>[] = [];
for (const size of [100, 1000, 5000]) {
  const document = benchDocument(size);
  const blocks = countBlocks(document.root);
  const runs = size >= 5000 ? 11 : 21;

  const renderInterpreter = () => renderOnServer(() => renderToString(createElement(DocumentView, { document, registry: siteBlocks })));
  const renderBaseline = () => renderToString(plainDocument(document.root));
  if (renderInterpreter() !== renderBaseline()) throw new Error(`the baseline's HTML differs from the interpreter's at ${size} blocks`);

  const [interpreter, baseline] = pairedMediansMs(renderInterpreter, renderBaseline, { runs: runs * 3 });
  const validation = medianMs(() => parsePage(document, { registry: siteBlocks }), { runs });
  const json = JSON.stringify(document);
  const validationFromText = medianMs(() => parsePage(json, { registry: siteBlocks }), { runs });

  // Move the first card of the first section to the end of the last section, then undo it.
  const sections = document.root.children ?? [];
  const card = sections[0]?.children?.[0];
  const lastSection = sections.at(-1);
  if (!card || !lastSection) throw new Error("bench document has no card to move");
  const moveAndUndo = medianMs(
    () => {
      const moved = moveBlock(document, { id: card.id, parentId: lastSection.id, index: 0 }, siteBlocks);
      if (!moved.ok) throw new Error(moved.message);
      const history = recordChange(createHistory(), moved);
      if (!undo(history, moved.document)) throw new Error("nothing to undo");
    },
    { runs },
  );

  rows.push({
    blocks: String(blocks),
    "render (interpreter)": formatMs(interpreter),
    "render (plain React, baseline)": formatMs(baseline),
    "interpreter / baseline": `${(interpreter / baseline).toFixed(2)}×`,
    "validate (object)": formatMs(validation),
    "parse + validate (JSON text)": formatMs(validationFromText),
    "move + undo": formatMs(moveAndUndo),
  });
}

console.log("Server render, validation and editing, medians after warm-up (NODE_ENV=production)\n");
console.table(rows);
