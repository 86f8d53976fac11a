import { useEffect } from "react";

/**
 * Asks the browser to warn before the page is left (closed, reloaded, navigated away) while
 * `hasUnsavedChanges()` says so. Returns the teardown.
 */
export function registerUnsavedChangesGuard(target: Window, hasUnsavedChanges: () => boolean): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    // Older Chromium and Safari warn only when returnValue is set.
    event.returnValue = "";
  };
  target.addEventListener("beforeunload", onBeforeUnload);
  return () => target.removeEventListener("beforeunload", onBeforeUnload);
}

/**
 * Warns before leaving while the autosave has not saved everything. The listener is there only
 * while needed: a beforeunload listener keeps the page out of the back/forward cache.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): void {
  useEffect(() => (hasUnsavedChanges ? registerUnsavedChangesGuard(window, () => true) : undefined), [hasUnsavedChanges]);
}
