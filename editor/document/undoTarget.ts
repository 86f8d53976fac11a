import { storeHistory } from "../commands/storeHistory";
import type { EditorStore } from "../state/editorStore";
import type { HistoryTarget } from "../state/historyTarget";
import type { SiteHolder } from "./siteHolder";

/**
 * Which history Undo and Redo act on, decided here alone for the buttons and the shortcuts: the
 * site settings while their panel is open, else the open page; none while no page is open.
 */
export function undoTarget({
  panel,
  site,
  page,
}: {
  readonly panel: "block" | "site";
  readonly site: SiteHolder | null;
  readonly page: EditorStore | null;
}): HistoryTarget | null {
  if (panel === "site" && site) return site;
  return page ? storeHistory(page) : null;
}
