import { useEffect, useState } from "react";
import type { PageDocument } from "../../schema/page";
import type { BlockRegistry } from "../blockRegistry";
import type { DataLoader, LoadContext, LoadedData } from "../dataNeeds";
import { hasAllData, loadDocumentData } from "../loadDocumentData";

/**
 * The document's data in the browser. Starts from what the server embedded (`initial`) and fetches
 * only what is missing, so a hydrated page makes no request for data it already has.
 */
export function useDocumentData(
  document: PageDocument,
  registry: BlockRegistry,
  loader: DataLoader,
  context: LoadContext = {},
  initial: LoadedData = {},
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
