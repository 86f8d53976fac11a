import { useEffect, useState } from "react";
import type { BlockViewRegistry } from "../blockRegistry";
import type { DataLoader, LoadContext, LoadedData } from "../dataNeeds";
import { hasAllData, loadDocumentData } from "../loadDocumentData";
import type { TreeDocument } from "../treeNode";

// Shared defaults: a fresh `{}` on every render would restart the loading effect each time.
const NO_CONTEXT: LoadContext = {};
const NO_DATA: LoadedData = {};

/**
 * The document's data in the browser. Starts from what the server embedded (`initial`) and fetches
 * only what is missing, so a hydrated page makes no request for data it already has.
 *
 * WARNING: keep `loader` and `context` stable (module constants or `useMemo`); a new one on a
 * render while loading drops that load and starts it again.
 */
export function useDocumentData(
  document: TreeDocument,
  registry: BlockViewRegistry,
  loader: DataLoader,
  context: LoadContext = NO_CONTEXT,
  initial: LoadedData = NO_DATA,
): LoadedData {
  const [data, setData] = useState(initial);
  useEffect(() => {
    if (hasAllData(document, registry, data, context)) return;
    let current = true;
    void loadDocumentData(document, registry, loader, context, data).then((loaded) => {
      if (current) setData(loaded);
    });
    return () => {
      current = false;
    };
  }, [document, registry, loader, context, data]);
  return data;
}
