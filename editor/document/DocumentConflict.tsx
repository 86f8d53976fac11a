import { ConflictDialog } from "./ConflictDialog";
import type { WorkspaceConflict } from "./useDocumentWorkspace";

/** The conflict's choice, over the open document (`what`) or the one saved beside it (`companionWhat`), while one holds. */
export function DocumentConflict({
  conflict,
  what,
  companionWhat = what,
}: {
  conflict: WorkspaceConflict | null;
  what: string;
  companionWhat?: string;
}) {
  if (!conflict) return null;
  return (
    <ConflictDialog
      what={conflict.open ? what : companionWhat}
      error={conflict.error}
      onLoadTheirs={conflict.loadTheirs}
      onKeepMine={conflict.keepMine}
    />
  );
}
