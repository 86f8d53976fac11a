import { type FieldEdit, fieldCapture } from "../../runtime/history";
import { replaceWithPatches } from "../../runtime/replaceWithPatches";
import type { PageDocument } from "../../schema/page";
import { compact } from "../state/compact";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/** What a page says of itself to search engines and social cards (issue 39, item 6). */
export type PageDetails = Pick<PageDocument, "description" | "searchTitle" | "socialImage" | "hideFromSearch">;

/**
 * Changes one of the open page's details; undefined removes it, so the site's default applies
 * again. History: as a settings field's edit (a burst of typing is one step, a choice its own).
 */
export function editPageDetails<K extends keyof PageDetails>(
  state: EditorState<PageDocument>,
  key: K,
  value: PageDetails[K],
  field: FieldEdit,
  now?: number,
): EditorState<PageDocument> {
  if (state.document[key] === value) return state;
  const change = replaceWithPatches(state.document, compact({ ...state.document, [key]: value }));
  return applyChange(state, { ok: true, ...change }, fieldCapture(`page:${field.key}`, field.kind), now);
}
