import { createContext, useContext } from "react";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import type { EditorStore } from "../state/editorStore";

/** What every part of the studio shares: the artist, the editor, and the page being edited. */
export interface StudioContextValue {
  readonly profile: Profile;
  readonly editor: Editor;
  /** The open page's editor state (document, history, selection). */
  readonly store: EditorStore;
  readonly logOut: () => void;
}

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error("useStudio must be used inside the studio");
  return value;
}
