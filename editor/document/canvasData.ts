import { useEffect, useRef, useState } from "react";
import { useMountedRef } from "../../client/ui/useMountedRef";
import type { BlockRegistry } from "../../runtime/blockRegistry";
import { type DataLoader, dataKey, type LoadedData, type LoadState } from "../../runtime/dataNeeds";
import { collectDataNeeds } from "../../runtime/loadDocumentData";
import type { PageDocument } from "../../schema/page";

/**
 * The data the open page's data-bound blocks (featured music, events, tiers) show on the canvas,
 * fetched as blocks come to need it. Each need is fetched once: a result is kept even when the
 * page changed meanwhile (results are by need, so they never go stale within a session).
 */
export function useCanvasData(document: PageDocument, registry: BlockRegistry, loader: DataLoader): LoadedData {
  const [data, setData] = useState<LoadedData>({});
  const requested = useRef(new Set<string>());
  const mounted = useMountedRef();

  useEffect(() => {
    for (const need of collectDataNeeds(document, registry)) {
      const key = dataKey(need);
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      loader(need)
        .then(
          (value): LoadState => ({ status: "ready", value }),
          (error: unknown): LoadState => ({ status: "error", message: error instanceof Error ? error.message : String(error) }),
        )
        .then((state) => {
          if (mounted.current) setData((current) => ({ ...current, [key]: state }));
        });
    }
  }, [document, registry, loader]);

  return data;
}
