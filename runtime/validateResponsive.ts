import type { ErrorObject } from "ajv";
import type { BlockDefinition } from "./blockRegistry";
import { describeSchemaError, describeSchemaErrors } from "./describeSchemaError";
import { isRecord } from "./isRecord";
import type { DocumentError } from "./result";

function problem(instancePath: string, keyword: string, params: Record<string, unknown>, known: readonly string[]): DocumentError {
  return describeSchemaError({ instancePath, keyword, params, schemaPath: "", message: "" } as ErrorObject, known);
}

const SIZES = new Set(["desktop", "tablet", "phone"]);

function checkHidden(override: Record<string, unknown>, pointer: string, known: readonly string[]): DocumentError[] {
  return Object.hasOwn(override, "hidden") && typeof override.hidden !== "boolean"
    ? [problem(`${pointer}/hidden`, "type", { type: "boolean" }, known)]
    : [];
}

/** One smaller size's overrides: `hidden`, and size-able props valid by the block's own props validator. */
function checkOverride(override: unknown, definition: BlockDefinition, pointer: string, known: readonly string[]): DocumentError[] {
  if (!isRecord(override)) return [problem(pointer, "type", { type: "object" }, known)];
  const sizeable = definition.sizeStyles ?? {};
  const errors = checkHidden(override, pointer, known);
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(override)) {
    if (key === "hidden") continue;
    if (Object.hasOwn(sizeable, key)) props[key] = value;
    else errors.push(problem(pointer, "additionalProperties", { additionalProperty: key }, known));
  }
  if (!definition.validateProps(props)) {
    const propErrors = (definition.validateProps.errors ?? []).map((error) => ({
      ...error,
      instancePath: `${pointer}${error.instancePath}`,
    }));
    errors.push(...describeSchemaErrors(propErrors, known));
  }
  return errors;
}

/**
 * Checks a block's per-size settings (`schema/responsive.ts`) as the page schema does, for blocks
 * that come from outside (a paste, an insert): only a block whose definition has `sizeStyles` (every
 * page block) may have them, desktop only hides, and each smaller size holds only the props the
 * block can set per size, with values its props schema accepts.
 */
export function checkResponsive(
  node: Record<string, unknown>,
  definition: BlockDefinition,
  pointer: string,
  known: readonly string[],
): DocumentError[] {
  if (!Object.hasOwn(node, "responsive")) return [];
  if (!definition.sizeStyles) return [problem(pointer, "additionalProperties", { additionalProperty: "responsive" }, known)];
  const responsive = node.responsive;
  const at = `${pointer}/responsive`;
  if (!isRecord(responsive)) return [problem(at, "type", { type: "object" }, known)];
  const errors: DocumentError[] = [];
  for (const [size, override] of Object.entries(responsive)) {
    if (!SIZES.has(size)) errors.push(problem(at, "additionalProperties", { additionalProperty: size }, known));
    else if (size !== "desktop") errors.push(...checkOverride(override, definition, `${at}/${size}`, known));
    else if (!isRecord(override)) errors.push(problem(`${at}/desktop`, "type", { type: "object" }, known));
    else {
      errors.push(...checkHidden(override, `${at}/desktop`, known));
      for (const key of Object.keys(override)) {
        if (key !== "hidden") errors.push(problem(`${at}/desktop`, "additionalProperties", { additionalProperty: key }, known));
      }
    }
  }
  return errors;
}
