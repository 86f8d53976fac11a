import type { ErrorObject } from "ajv";
import { validateRichText } from "../../schema/generated/validators.js";
import { RICH_TEXT_SCHEMA_ID } from "../../schema/richText/index";
import { describeSchemaErrors } from "../describeSchemaError";
import type { DocumentError } from "../result";
import { checkRichText, isReportedRichTextType } from "./checkRichText";

/**
 * Everything wrong with a rich-text value, each with its JSON pointer below `pointer`: the schema's
 * verdict and the walk's (depth, size, a node out of place), each said once.
 */
export function richTextErrors(value: unknown, pointer = ""): DocumentError[] {
  const walked = checkRichText(value, pointer);
  if (validateRichText(value)) return walked;
  const schemaErrors = (validateRichText.errors ?? []).map(
    (error): ErrorObject => ({ ...error, instancePath: `${pointer}${error.instancePath}` }),
  );
  return [...withoutRepeats(describeSchemaErrors(schemaErrors), walked), ...walked];
}

/** Schema errors that the walk's clearer sentences do not already say. */
export function withoutRepeats(schemaErrors: readonly DocumentError[], walked: readonly DocumentError[]): DocumentError[] {
  return schemaErrors.filter((error) => !isReportedRichTextType(error, walked));
}

/** The props of a block's schema that hold rich text (`{ $ref: rich-text.json }`). */
export function richTextPropNames(propsSchema: unknown): readonly string[] {
  const properties = (propsSchema as { properties?: Record<string, { $ref?: string }> } | null)?.properties ?? {};
  return Object.keys(properties).filter((name) => properties[name]?.$ref === RICH_TEXT_SCHEMA_ID);
}
