import type { ErrorObject } from "ajv";
import { ID_PATTERN } from "../schema/common";
import { MAX_CHILDREN } from "../schema/page";
import { type BlockRegistry, definitionOf } from "./blockRegistry";
import { describeSchemaError, describeSchemaErrors } from "./describeSchemaError";
import { isRecord } from "./isRecord";
import { escapePointerSegment } from "./jsonPointer";
import type { DocumentError } from "./result";
import { checkRichTextProps, withoutRichTextRepeats } from "./richText/richTextProps";

const NODE_KEYS = new Set(["id", "type", "props", "children"]);
const ID = new RegExp(ID_PATTERN);

/** A problem found by hand, worded by the same function that words the schema validator's. */
function problem(instancePath: string, keyword: string, params: Record<string, unknown>, known: readonly string[]): DocumentError {
  return describeSchemaError({ instancePath, keyword, params, schemaPath: "", message: "" } as ErrorObject, known);
}

/**
 * Checks a block (with its subtree) against a registry, for any kind of document: the node's shape,
 * an id, a type the registry knows, props its definition accepts (rich-text props within their
 * limits too), children only where the type takes them. The operations use it on blocks from outside (a paste, an integrator's insert);
 * whole documents are checked by their kind's schema.
 */
export function validateNode(node: unknown, registry: BlockRegistry, pointer = ""): DocumentError[] {
  const known = Object.keys(registry);
  if (!isRecord(node)) return [problem(pointer, "type", { type: "object" }, known)];
  for (const required of ["id", "type", "props"]) {
    if (!Object.hasOwn(node, required)) return [problem(pointer, "required", { missingProperty: required }, known)];
  }
  const errors: DocumentError[] = [];
  for (const key of Object.keys(node)) {
    if (!NODE_KEYS.has(key)) errors.push(problem(pointer, "additionalProperties", { additionalProperty: key }, known));
  }
  if (typeof node.id !== "string") errors.push(problem(`${pointer}/id`, "type", { type: "string" }, known));
  else if (!ID.test(node.id)) errors.push(problem(`${pointer}/id`, "pattern", { pattern: ID_PATTERN }, known));
  const definition = typeof node.type === "string" ? definitionOf(registry, node.type) : undefined;
  if (!definition) {
    errors.push({
      pointer: `${pointer}/type`,
      rule: "known-type",
      message: `Unknown block type ${JSON.stringify(node.type)}. Known types: ${known.join(", ")}.`,
    });
    return errors;
  }
  const richText = checkRichTextProps(definition, node.props, `${pointer}/props`);
  if (!definition.validateProps(node.props)) {
    const propErrors = (definition.validateProps.errors ?? []).map((error) => ({
      ...error,
      instancePath: `${pointer}/props${error.instancePath}`,
    }));
    errors.push(...withoutRichTextRepeats(describeSchemaErrors(propErrors, known), richText));
  }
  errors.push(...richText);
  if (!Object.hasOwn(node, "children")) return errors;
  if (!definition.rules.accepts) {
    errors.push(problem(pointer, "additionalProperties", { additionalProperty: "children" }, known));
  } else if (!Array.isArray(node.children)) {
    errors.push(problem(`${pointer}/children`, "type", { type: "array" }, known));
  } else if (node.children.length > MAX_CHILDREN) {
    errors.push(problem(`${pointer}/children`, "maxItems", { limit: MAX_CHILDREN }, known));
  } else {
    node.children.forEach((child, index) => {
      errors.push(...validateNode(child, registry, `${pointer}/children/${escapePointerSegment(String(index))}`));
    });
  }
  return errors;
}
