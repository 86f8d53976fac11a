import { produceWithPatches } from "immer";
import type { PageDocument } from "../../schema/page";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/**
 * Gives the open page a new title and path. History: ignored, not an undo step: the site's page
 * list and the server follow a rename, and undo must not take the page away from them. The other
 * steps stay valid, since they touch the page's blocks, never its title or path.
 */
export function renamePage(state: EditorState<PageDocument>, args: { title: string; path: string }): EditorState<PageDocument> {
  const [document, patches, inversePatches] = produceWithPatches(state.document, (draft) => {
    draft.title = args.title;
    draft.path = args.path;
  });
  return applyChange(state, { ok: true, document, patches, inversePatches }, { mode: "ignore" });
}
