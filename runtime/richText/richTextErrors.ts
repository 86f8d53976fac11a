import type { ErrorObject } from "ajv";
import { validateRichText } from "../../schema/generated/validators.js";
import type { RichText } from "../../schema/richText/index";
import { describeSchemaErrors } from "../describeSchemaError";
import type { DocumentError } from "../result";
import { checkRichText } from "./checkRichText";
import { withoutRichTextRepeats } from "./richTextProps";

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
  return [...withoutRichTextRepeats(describeSchemaErrors(schemaErrors), walked), ...walked];
}

/**
 * Whether a value from outside (a stored post's caption) is rich text as the schema describes it,
 * and so of type `RichText`, whose fields are derived from that schema. The walk's limits (depth,
 * size) are not types: `richTextErrors` checks them where rich text is written.
 */
export function isRichText(value: unknown): value is RichText {
  return validateRichText(value);
}
