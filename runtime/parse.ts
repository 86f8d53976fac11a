import type { EmailDocument } from "../schema/email/document";
import { validatePage, validateSite } from "../schema/generated/validators.js";
import type { PageDocument } from "../schema/page";
import type { SiteDocument } from "../schema/site";
import type { BlockRegistry } from "./blockRegistry";
import { checkTree } from "./checkTree";
import { describeSchemaErrors } from "./describeSchemaError";
import { isRecord } from "./isRecord";
import { findTooDeep } from "./jsonDepth";
import { MAX_JSON_DEPTH } from "./limits";
import { defaultMigrations, type MigrationRegistry, migrateDocument } from "./migrate";
import type { DocumentError, DocumentResult } from "./result";
import { withoutRichTextRepeats } from "./richText/richTextProps";

export type BacklineDocument = PageDocument | SiteDocument | EmailDocument;
export type DocumentKind = BacklineDocument["kind"];

export interface ParseOptions {
  /** The page blocks. */
  readonly registry: BlockRegistry;
  /**
   * The email blocks, with the email document's validator (`email/registry.ts`): an email is
   * refused without them, so that nothing that reads pages only carries the email schema.
   */
  readonly email?: EmailParsing;
  /** Replaces the built-in migrations (tests register their own). */
  readonly migrations?: { readonly page?: MigrationRegistry; readonly site?: MigrationRegistry; readonly email?: MigrationRegistry };
}

/** What checking an email takes beyond a page's: its blocks and its document validator. */
export interface EmailParsing {
  readonly registry: BlockRegistry;
  readonly validate: SchemaValidator;
}

/** A document validator compiled ahead of time (ajv standalone). */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: import("ajv").ErrorObject[] | null;
}

const KINDS: readonly DocumentKind[] = ["page", "site", "email"];

function failure(pointer: string, rule: string, message: string): { ok: false; errors: DocumentError[] } {
  return { ok: false, errors: [{ pointer, rule, message }] };
}

/** A page's or an email's errors: its tree's against its blocks, its whole against its schema. */
function validateBlockTree(document: Record<string, unknown>, registry: BlockRegistry, validate: SchemaValidator): DocumentError[] {
  const tree = checkTree(document.root, registry, "/root");
  const knownTypes = Object.keys(registry);
  const schemaErrors = validate(document)
    ? []
    : describeSchemaErrors(validate.errors ?? [], knownTypes).filter(
        // A refused `children` is reported once, by the tree check, with a clearer sentence.
        (error) =>
          !(
            error.rule === "additionalProperties" &&
            error.pointer.endsWith("/children") &&
            tree.childrenRefused.has(error.pointer.slice(0, -"/children".length))
          ),
      );
  // A rich-text node out of place too: the walk names the rich-text types allowed there, where the
  // page's discriminator would call it an unknown block type.
  return [...withoutRichTextRepeats(schemaErrors, tree.errors), ...tree.errors];
}

function load(input: unknown, options: ParseOptions, expected?: DocumentKind): DocumentResult<BacklineDocument> {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch (error) {
      return failure("", "json", `The text is not valid JSON: ${(error as Error).message}`);
    }
  }
  const tooDeep = findTooDeep(value, MAX_JSON_DEPTH);
  if (tooDeep !== null) return failure(tooDeep, "max-depth", `The document is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  if (!isRecord(value)) return failure("", "type", "A document must be a JSON object.");

  const kind = value.kind;
  if (typeof kind !== "string" || !KINDS.includes(kind as DocumentKind)) {
    return failure(Object.hasOwn(value, "kind") ? "/kind" : "", "kind", `"kind" must be one of ${KINDS.map((k) => `"${k}"`).join(", ")}.`);
  }
  if (expected && kind !== expected) {
    return failure("/kind", "kind", `Expected a ${expected} document, but "kind" is "${kind}".`);
  }
  if (kind === "email" && !options.email)
    return failure("/kind", "kind", "Email documents are not read here: this reader knows pages and sites only.");
  const migrations = options.migrations?.[kind as DocumentKind] ?? defaultMigrations[kind as DocumentKind];
  const migrated = migrateDocument(value, migrations);
  if (!migrated.ok) return migrated;
  const document = migrated.value.document;

  if (kind === "page") {
    const errors = validateBlockTree(document, options.registry, validatePage);
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value: document as unknown as PageDocument };
  }
  if (kind === "email" && options.email) {
    const errors = validateBlockTree(document, options.email.registry, options.email.validate);
    return errors.length > 0 ? { ok: false, errors } : { ok: true, value: document as unknown as EmailDocument };
  }
  if (!validateSite(document)) return { ok: false, errors: describeSchemaErrors(validateSite.errors ?? []) };
  return { ok: true, value: document as unknown as SiteDocument };
}

/**
 * JSON text or a parsed value → a validated, migrated document of any kind, or every error found.
 * Never throws on bad input and never mutates it.
 *
 * @example
 * const result = parseDocument('{"schemaVersion":1,"kind":"site"}', { registry });
 * if (!result.ok) for (const e of result.errors) console.log(e.pointer, e.message);
 */
export function parseDocument(input: unknown, options: ParseOptions): DocumentResult<BacklineDocument> {
  return load(input, options);
}

export function parsePage(input: unknown, options: ParseOptions): DocumentResult<PageDocument> {
  return load(input, options, "page") as DocumentResult<PageDocument>;
}

export function parseSite(input: unknown, options: ParseOptions): DocumentResult<SiteDocument> {
  return load(input, options, "site") as DocumentResult<SiteDocument>;
}

export function parseEmail(input: unknown, options: ParseOptions): DocumentResult<EmailDocument> {
  return load(input, options, "email") as DocumentResult<EmailDocument>;
}
