import { createContext, useContext } from "react";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";
import type { EditorStore } from "./editorStore";

/** What every part of the studio shares: the artist, the editor, and the document being edited. */
export interface StudioContextValue {
  readonly profile: Profile;
  readonly editor: Editor;
  /** The open document's editor state (document, history, selection): a page's, or an email's. */
  readonly store: EditorStore;
  readonly logOut: () => void;
  /** The site document (theme, header and social links, pages) as being edited, once loaded; the canvas shows the page in its theme. */
  readonly site?: SiteDocument | null;
}

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudio(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error("useStudio must be used inside the studio");
  return value;
}
