import type { ErrorObject } from "ajv";
import { ID_PATTERN } from "../schema/common";
import { MAX_CHILDREN } from "../schema/page";
import { type BlockRegistry, definitionOf } from "./blockRegistry";
import { describeSchemaError, describeSchemaErrors } from "./describeSchemaError";
import { isRecord } from "./isRecord";
import { escapePointerSegment } from "./jsonPointer";
import type { DocumentError } from "./result";
import { checkRichTextProps, withoutRichTextRepeats } from "./richText/richTextProps";
import { checkResponsive } from "./validateResponsive";

const NODE_KEYS = new Set(["id", "type", "props", "children", "responsive"]);
const ID = new RegExp(ID_PATTERN);

/** A problem found by hand, worded by the same function that words the schema validator's. */
function problem(instancePath: string, keyword: string, params: Record<string, unknown>, known: readonly string[]): DocumentError {
  return describeSchemaError({ instancePath, keyword, params, schemaPath: "", message: "" } as ErrorObject, known);
}

/**
 * Checks one block, not its children: the node's shape, an id, a type the registry knows, props its
 * definition accepts (rich-text props within their limits too), and children only where the type
 * takes them, as a list of at most MAX_CHILDREN.
 */
function validateBlockItself(
  node: unknown,
  registry: BlockRegistry,
  pointer: string,
  known: readonly string[],
): { errors: DocumentError[]; children: readonly unknown[] } {
  const none: readonly unknown[] = [];
  if (!isRecord(node)) return { errors: [problem(pointer, "type", { type: "object" }, known)], children: none };
  for (const required of ["id", "type", "props"]) {
    if (!Object.hasOwn(node, required))
      return { errors: [problem(pointer, "required", { missingProperty: required }, known)], children: none };
  }
  const errors: DocumentError[] = [];
  for (const key of Object.keys(node)) {
    if (!NODE_KEYS.has(key)) errors.push(problem(pointer, "additionalProperties", { additionalProperty: key }, known));
  }
  if (typeof node.id !== "string") errors.push(problem(`${pointer}/id`, "type", { type: "string" }, known));
  else if (!ID.test(node.id)) errors.push(problem(`${pointer}/id`, "pattern", { pattern: ID_PATTERN }, known));
  if (typeof node.type !== "string")
    return { errors: [...errors, problem(`${pointer}/type`, "type", { type: "string" }, known)], children: none };
  const definition = definitionOf(registry, node.type);
  if (!definition) {
    errors.push({
      pointer: `${pointer}/type`,
      rule: "known-type",
      message: `Unknown block type ${JSON.stringify(node.type)}. Known types: ${known.join(", ")}.`,
    });
    return { errors, children: none };
  }
  const richText = checkRichTextProps(definition, node.props, `${pointer}/props`);
  if (!definition.validateProps(node.props)) {
    const propErrors = (definition.validateProps.errors ?? []).map((error) => ({
      ...error,
      instancePath: `${pointer}/props${error.instancePath}`,
    }));
    errors.push(...withoutRichTextRepeats(describeSchemaErrors(propErrors, known), richText));
  }
  errors.push(...richText, ...checkResponsive(node, definition, pointer, known));
  if (!Object.hasOwn(node, "children")) return { errors, children: none };
  if (!definition.rules.accepts) {
    errors.push(problem(pointer, "additionalProperties", { additionalProperty: "children" }, known));
  } else if (!Array.isArray(node.children)) {
    errors.push(problem(`${pointer}/children`, "type", { type: "array" }, known));
  } else if (node.children.length > MAX_CHILDREN) {
    errors.push(problem(`${pointer}/children`, "maxItems", { limit: MAX_CHILDREN }, known));
  } else {
    return { errors, children: node.children };
  }
  return { errors, children: none };
}

/** What checking a tree of blocks found, and whether it looked at every block. */
export interface BlockCheck {
  readonly errors: DocumentError[];
  /** False when the check stopped at its budget: more blocks may be wrong. */
  readonly complete: boolean;
}

/**
 * Checks a block and its subtree against a registry, in document order, for any kind of document.
 * With a budget it stops once that many errors, or that many failing blocks, are found: refusing
 * a document of 11,000 bad blocks costs its first mistakes, not all of them. The operations use it
 * on blocks from outside (a paste, an integrator's insert); documents, with their schema's checks.
 */
export function validateBlocks(node: unknown, registry: BlockRegistry, pointer = "", budget = Number.POSITIVE_INFINITY): BlockCheck {
  const known = Object.keys(registry);
  const errors: DocumentError[] = [];
  let failingBlocks = 0;
  const stack: { node: unknown; pointer: string }[] = [{ node, pointer }];
  while (stack.length > 0) {
    if (errors.length >= budget || failingBlocks >= budget) return { errors: errors.slice(0, budget), complete: false };
    const next = stack.pop() as (typeof stack)[number];
    const { errors: found, children } = validateBlockItself(next.node, registry, next.pointer, known);
    if (found.length > 0) {
      failingBlocks++;
      errors.push(...found);
    }
    for (let index = children.length - 1; index >= 0; index--) {
      stack.push({ node: children[index], pointer: `${next.pointer}/children/${escapePointerSegment(String(index))}` });
    }
  }
  return { errors: errors.slice(0, budget), complete: errors.length <= budget };
}

/** Every error of a block and its subtree (see validateBlocks). */
export function validateNode(node: unknown, registry: BlockRegistry, pointer = ""): DocumentError[] {
  return validateBlocks(node, registry, pointer).errors;
}
