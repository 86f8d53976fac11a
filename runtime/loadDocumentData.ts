import { type BlockViewDefinition, type BlockViewRegistry, definitionOf } from "./blockRegistry";
import { type DataLoader, type DataNeed, dataKey, type LoadContext, type LoadedData, type LoadState } from "./dataNeeds";
import { resolveProps } from "./resolveProps";
import { allNodes } from "./tree";
import type { TreeDocument } from "./treeNode";

/** Every need of every block in the document, each once. */
export function collectDataNeeds(document: TreeDocument, registry: BlockViewRegistry, context: LoadContext = {}): DataNeed[] {
  const needs = new Map<string, DataNeed>();
  for (const node of allNodes(document)) {
    const definition = definitionOf(registry, node.type);
    if (!definition?.load) continue;
    let declared: Readonly<Record<string, DataNeed>>;
    try {
      declared = definition.load(resolveProps(definition, node.props), context);
    } catch (error) {
      // The block's own boundary shows it as broken when it renders; the rest still loads.
      console.error(`Block "${node.id}" (${node.type}) could not say what data it needs`, error);
      continue;
    }
    for (const need of Object.values(declared)) {
      const key = dataKey(need);
      if (!needs.has(key)) needs.set(key, need);
    }
  }
  return [...needs.values()];
}

/**
 * Gathers the document's needs, fetches the ones `known` lacks, all at once, and returns every
 * result by key. A failed need becomes an error state for the blocks that wanted it; the others
 * still render. The same function serves the server before it renders and the browser before a
 * client-side render.
 */
export async function loadDocumentData(
  document: TreeDocument,
  registry: BlockViewRegistry,
  loader: DataLoader,
  context: LoadContext = {},
  known: LoadedData = {},
): Promise<LoadedData> {
  const missing = collectDataNeeds(document, registry, context).filter((need) => !(dataKey(need) in known));
  const loaded = await Promise.all(
    missing.map(async (need): Promise<[string, LoadState]> => {
      try {
        return [dataKey(need), { status: "ready", value: await loader(need) }];
      } catch (error) {
        return [dataKey(need), { status: "error", message: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
  return { ...known, ...Object.fromEntries(loaded) };
}

/** Whether every need of the document is already in `data`. */
export function hasAllData(document: TreeDocument, registry: BlockViewRegistry, data: LoadedData, context: LoadContext = {}): boolean {
  return collectDataNeeds(document, registry, context).every((need) => dataKey(need) in data);
}

const NO_BLOCK_DATA: Record<string, LoadState> = Object.freeze({});

/** The data one block receives, by the names its `load` gave. */
export function dataForBlock(
  definition: BlockViewDefinition,
  props: Record<string, unknown>,
  context: LoadContext,
  data: LoadedData,
): Record<string, LoadState> {
  if (!definition.load) return NO_BLOCK_DATA;
  const result: Record<string, LoadState> = {};
  for (const [name, need] of Object.entries<DataNeed>(definition.load(props, context))) {
    result[name] = data[dataKey(need)] ?? { status: "missing" };
  }
  return result;
}
