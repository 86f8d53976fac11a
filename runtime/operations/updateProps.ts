import { produceWithPatches } from "immer";
import { type BlockRegistry, definitionOf } from "../blockRegistry";
import { describeSchemaErrors } from "../describeSchemaError";
import { checkRichTextProps, withoutRichTextRepeats } from "../richText/richTextProps";
import { locate } from "../tree";
import type { TreeDocument } from "../treeNode";
import { draftAt, notFound, type OperationResult, refuse, unchanged } from "./operationResult";

export interface UpdateProps {
  readonly id: string;
  /** Props to set; a prop set to `undefined` is removed, so its default applies again. */
  readonly props: Readonly<Record<string, unknown>>;
}

/** Changes some props of a block. The result must satisfy the block's props schema. */
export function updateProps<D extends TreeDocument>(document: D, { id, props }: UpdateProps, registry: BlockRegistry): OperationResult<D> {
  const location = locate(document, id);
  if (!location) return notFound(id);
  const definition = definitionOf(registry, location.node.type);
  if (!definition) return refuse("invalid-block", `Unknown block type "${location.node.type}".`);

  const current = location.node.props as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const locked = definition.rules.lockedProps?.find((name) => Object.hasOwn(props, name) && !sameJson(current[name], merged[name]));
  if (locked) return refuse("locked", `"${locked}" of a ${definition.label} block cannot be changed.`);
  const richText = checkRichTextProps(definition, merged, "");
  if (!definition.validateProps(merged) || richText.length > 0) {
    const errors = [...withoutRichTextRepeats(describeSchemaErrors(definition.validateProps.errors ?? []), richText), ...richText];
    return refuse("invalid-props", errors.map((error) => error.message).join(" "), errors);
  }
  const changed = Object.keys(props).filter(
    (name) => !sameJson(current[name], merged[name]) || Object.hasOwn(current, name) !== Object.hasOwn(merged, name),
  );
  if (changed.length === 0) return unchanged(document);

  const [next, patches, inversePatches] = produceWithPatches(document, (draft) => {
    const target = draftAt(draft, location.path).props;
    for (const name of changed) {
      if (Object.hasOwn(merged, name)) target[name] = structuredClone(merged[name]);
      else delete target[name];
    }
  });
  return { ok: true, document: next, patches, inversePatches };
}

/**
 * Props are JSON and callers pass fresh arrays (margins from an input), so compare by value:
 * by identity, an equal list would count as a change and give history an empty step.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}
