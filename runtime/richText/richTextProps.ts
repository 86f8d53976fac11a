import { RICH_TEXT_SCHEMA_ID } from "../../schema/richText/ref";
import type { BlockViewDefinition } from "../blockRegistry";
import { isRecord } from "../isRecord";
import { escapePointerSegment } from "../jsonPointer";
import type { DocumentError } from "../result";
import { checkRichText, isReportedRichTextType } from "./checkRichText";

/** The props of a block's schema that hold rich text (`{ $ref: rich-text.json }`). */
export function richTextPropNames(propsSchema: unknown): readonly string[] {
  const properties = (propsSchema as { properties?: Record<string, { $ref?: string }> } | null)?.properties ?? {};
  return Object.keys(properties).filter((name) => properties[name]?.$ref === RICH_TEXT_SCHEMA_ID);
}

const namesBySchema = new WeakMap<object, readonly string[]>();

/** The rich-text props of a block type, found once per props schema. */
export function richTextPropsOf(definition: BlockViewDefinition): readonly string[] {
  let names = namesBySchema.get(definition.propsSchema);
  if (!names) {
    names = richTextPropNames(definition.propsSchema);
    namesBySchema.set(definition.propsSchema, names);
  }
  return names;
}

/**
 * What the rich-text schema cannot say about a block's rich-text props (depth, size, a node out of
 * place), each with its pointer below `propsPointer`. The schema's own errors come from the block's
 * validator; pass them through `withoutRichTextRepeats` with these, so a misplaced node is reported once.
 */
export function checkRichTextProps(definition: BlockViewDefinition, props: unknown, propsPointer: string): DocumentError[] {
  const names = richTextPropsOf(definition);
  if (names.length === 0 || !isRecord(props)) return [];
  return names.flatMap((name) => checkRichText(props[name], `${propsPointer}/${escapePointerSegment(name)}`));
}

/**
 * Schema errors that the walk's do not already say: a misplaced node the walk named (the page's
 * discriminator would call it an unknown block type), a layout's column count the walk measured
 * against its template, and anything below where the walk stopped for depth, which that one error
 * refuses.
 */
export function withoutRichTextRepeats(schemaErrors: readonly DocumentError[], walked: readonly DocumentError[]): DocumentError[] {
  const cut = walked.filter((error) => error.rule === "max-depth").map((error) => `${error.pointer}/`);
  const counted = new Set(walked.filter((error) => error.rule === "layout-columns").map((error) => error.pointer));
  return schemaErrors.filter(
    (error) =>
      !isReportedRichTextType(error, walked) &&
      !cut.some((pointer) => error.pointer.startsWith(pointer)) &&
      !((error.rule === "minItems" || error.rule === "maxItems") && counted.has(error.pointer)) &&
      !(error.rule === "if" && counted.has(`${error.pointer}/children`)),
  );
}
