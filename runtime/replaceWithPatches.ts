import { enablePatches, type Patch, produceWithPatches } from "immer";

enablePatches();

/**
 * `current` turned into `next` as patches, field by field at the top level (an import, an edit of
 * the site settings): history keeps the patches, so undo and redo work as for any other change.
 */
export function replaceWithPatches<D extends object>(current: D, next: D): { document: D; patches: Patch[]; inversePatches: Patch[] } {
  const [document, patches, inversePatches] = produceWithPatches(current, (draft) => {
    const target = draft as Record<string, unknown>;
    const source = next as Record<string, unknown>;
    for (const key of Object.keys(target)) if (!Object.hasOwn(source, key)) delete target[key];
    for (const [key, value] of Object.entries(source)) if (target[key] !== value) target[key] = value;
  });
  return { document: document as D, patches, inversePatches };
}
