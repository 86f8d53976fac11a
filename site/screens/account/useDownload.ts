import { useCallback, useEffect, useRef, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import type { DownloadFormatName, DownloadRequest, DownloadStatus } from "../../../schema/api/downloads";

/** How often a download being prepared is asked about again. */
export const DOWNLOAD_POLL_MS = 2000;

export type DownloadState =
  | { readonly kind: "idle" }
  | { readonly kind: "preparing"; readonly ready: number; readonly total: number }
  | { readonly kind: "ready"; readonly url: string; readonly fileName: string }
  | { readonly kind: "failed"; readonly message: string };

export type PrepareDownload = (productId: string, body: DownloadRequest) => Promise<DownloadStatus>;

/**
 * One download the fan asked for (issue 32): asked of the server, then asked again every
 * DOWNLOAD_POLL_MS while its files are being made, until it is ready (a link bound to the fan) or
 * failed. Asking for another format or track starts over; leaving the page stops asking.
 */
export function useDownload(prepare: PrepareDownload, productId: string) {
  const [state, setState] = useState<DownloadState>({ kind: "idle" });
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      asked.current++;
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(
    (format: DownloadFormatName, trackId?: string) => {
      if (timer.current) clearTimeout(timer.current);
      const ask = ++asked.current;
      const body: DownloadRequest = trackId ? { format, trackId } : { format };
      const poll = async () => {
        try {
          const status = await prepare(productId, body);
          if (ask !== asked.current) return;
          if (status.state === "ready" && status.url) setState({ kind: "ready", url: status.url, fileName: status.fileName });
          else if (status.state === "failed")
            setState({ kind: "failed", message: "This download could not be prepared. Try again in a while." });
          else {
            setState({ kind: "preparing", ready: status.ready, total: status.total });
            timer.current = setTimeout(poll, DOWNLOAD_POLL_MS);
          }
        } catch (error) {
          if (ask === asked.current) setState({ kind: "failed", message: await apiErrorMessage(error) });
        }
      };
      setState({ kind: "preparing", ready: 0, total: 0 });
      void poll();
    },
    [prepare, productId],
  );
  return { state, start };
}
