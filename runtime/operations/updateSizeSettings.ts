import { produceWithPatches } from "immer";
import { type BlockRegistry, definitionOf } from "../blockRegistry";
import { isRecord } from "../isRecord";
import { jsonEqual } from "../jsonEqual";
import { locate } from "../tree";
import type { TreeDocument } from "../treeNode";
import { checkResponsive } from "../validateResponsive";
import { draftAt, notFound, type OperationResult, refuse, unchanged } from "./operationResult";

/** The sizes a block's settings are kept for (`schema/responsive.ts`); desktop's only setting is `hidden`. */
export type SettingsSize = "desktop" | "tablet" | "phone";

export interface UpdateSizeSettings {
  readonly id: string;
  readonly size: SettingsSize;
  /** Values to set at that size (size-able props, `hidden`); `undefined` removes one, so the larger size's applies again. */
  readonly values: Readonly<Record<string, unknown>>;
}

type Settings = Record<string, Record<string, unknown>>;

/** The node's settings with `values` applied at `size`, with no empty size left (nor an empty whole: undefined). */
function withValues(current: unknown, size: SettingsSize, values: Readonly<Record<string, unknown>>): Settings | undefined {
  const settings: Settings = {};
  if (isRecord(current)) for (const [key, value] of Object.entries(current)) if (isRecord(value)) settings[key] = { ...value };
  const atSize = { ...(settings[size] ?? {}) };
  for (const [name, value] of Object.entries(values)) {
    // Hiding is the one setting whose absence and `false` mean the same: kept absent.
    if (value === undefined || (name === "hidden" && value === false)) delete atSize[name];
    else atSize[name] = value;
  }
  if (Object.keys(atSize).length > 0) settings[size] = atSize;
  else delete settings[size];
  return Object.keys(settings).length > 0 ? settings : undefined;
}

/**
 * Sets or clears a block's per-size settings at one size (issue 39, item 3). The result must be what
 * the page schema accepts: only the props the block can set per size, valid by its props schema,
 * and only `hidden` on desktop. Clearing the last value of a size removes the size, and clearing
 * the last size removes `responsive`, so a reset leaves the block as it was before.
 */
export function updateSizeSettings<D extends TreeDocument>(
  document: D,
  { id, size, values }: UpdateSizeSettings,
  registry: BlockRegistry,
): OperationResult<D> {
  const location = locate(document, id);
  if (!location) return notFound(id);
  const definition = definitionOf(registry, location.node.type);
  if (!definition) return refuse("invalid-block", `Unknown block type "${location.node.type}".`);
  const current = (location.node as { readonly responsive?: unknown }).responsive;
  const next = withValues(current, size, values);
  if (jsonEqual(current ?? null, next ?? null)) return unchanged(document);
  const errors = next ? checkResponsive({ responsive: next }, definition, "", Object.keys(registry)) : [];
  if (errors.length > 0) return refuse("invalid-props", errors.map((error) => error.message).join(" "), errors);

  const [changed, patches, inversePatches] = produceWithPatches(document, (draft) => {
    const target = draftAt(draft, location.path) as { responsive?: Settings };
    if (next) target.responsive = structuredClone(next);
    else delete target.responsive;
  });
  return { ok: true, document: changed, patches, inversePatches };
}
