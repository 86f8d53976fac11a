/**
 * `npm run bench` (editor history part): the memory the undo history holds after 1,000 prop edits
 * on a 5,000-block document (immer patches), beside keeping a full snapshot of the document per
 * step (the baseline), measured in the same run. Run with --expose-gc (the bench script does).
 *
 * The history's memory is what the heap gives back when the history is dropped and the document
 * kept: measuring from before the edits would also count the edited document's new nodes and the
 * tree indexes of both documents, which are not the history's.
 */
import { siteBlocks } from "../blocks/registry";
import { createHistory, recordChange } from "../runtime/history";
import { updateProps } from "../runtime/operations/updateProps";
import { allNodes } from "../runtime/tree";
import { richTextFromPlainText } from "../schema/richText/plainText";
import { benchDocument } from "./documents";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const EDITS = 1000;
const document = benchDocument(5000);
const texts = allNodes(document).filter((node) => node.type === "Text");

// The history: each edit records its patches (and the document keeps structural sharing).
let history = createHistory({ limit: EDITS });
let current = document;
for (let i = 0; i < EDITS; i++) {
  const node = texts[(i * 7919) % texts.length];
  if (!node) throw new Error("no text block");
  const result = updateProps(current, { id: node.id, props: { content: richTextFromPlainText(`Edit ${i}`) } }, siteBlocks);
  if (!result.ok) throw new Error(result.message);
  current = result.document;
  history = recordChange(history, result, { mode: "record" }, i * 10_000);
}
const steps = history.past.length;
const withHistoryHeap = heapUsed();
history = createHistory({ limit: EDITS });
const withHistory = withHistoryHeap - heapUsed();

// The baseline: a full copy of the document per step. 1,000 copies of a 5,000-block document do not
// fit comfortably in memory, so 100 are kept and measured, and the figure scaled by 10.
const SAMPLE = 100;
const beforeSnapshots = heapUsed();
const snapshots: unknown[] = [];
for (let i = 0; i < SAMPLE; i++) snapshots.push(structuredClone(current));
const snapshotsBytes = ((heapUsed() - beforeSnapshots) * EDITS) / SAMPLE;

// Both are still referenced here, so neither was collected before it was measured.
console.log(`\nMemory the undo history holds after ${steps} edits on a 5,000-block document (${snapshots.length} snapshots sampled)\n`);
console.table([
  {
    what: "history of immer patches (ours)",
    heap: mb(withHistory),
    "per step": `${(withHistory / steps / 1024).toFixed(2)} KB`,
    target: "≤ 1 KB a step",
  },
  {
    what: "a full snapshot per step (baseline; 100 measured, ×10)",
    heap: mb(snapshotsBytes),
    "per step": `${(snapshotsBytes / EDITS / 1024).toFixed(2)} KB`,
  },
  { what: "ours / baseline", heap: `${((withHistory / snapshotsBytes) * 100).toFixed(2)}%` },
]);
