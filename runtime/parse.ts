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
import { validateBlocks } from "./validateNode";

export type BacklineDocument = PageDocument | SiteDocument | EmailDocument;
/** A stored document's `kind`: which schema it follows (not the editor's `DocumentKind`, which edits one). */
export type DocumentKindName = BacklineDocument["kind"];

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

const KINDS: readonly DocumentKindName[] = ["page", "site", "email"];

function failure(pointer: string, rule: string, message: string): { ok: false; errors: DocumentError[] } {
  return { ok: false, errors: [{ pointer, rule, message }] };
}

/**
 * Errors one document's check reports at most, and failing blocks it looks at before it stops: a
 * bad document costs its first mistakes, never all of them (11,000 bad blocks took 26 s to list).
 */
export const DOCUMENT_ERROR_BUDGET = 20;

/** Tree rules the block-by-block check does not see (it looks at one block at a time). */
const TREE_RULES = new Set(["unique-id", "accepts-children", "max-depth", "not-accepted", "children"]);

const NOTHING_FOUND = { errors: [], complete: true } as const;

interface TreeErrors {
  readonly errors: DocumentError[];
  readonly complete: boolean;
}

/**
 * A page's or an email's errors. Its blocks are checked one by one first, within the budget; only a
 * tree whose every block is sound goes to the document's schema validator, which lists every
 * error it finds and so is kept for what remains (the document's own fields, a handful).
 */
function validateBlockTree(document: Record<string, unknown>, registry: BlockRegistry, validate: SchemaValidator): TreeErrors {
  const knownTypes = Object.keys(registry);
  const tree = checkTree(document.root, registry, "/root");
  // A missing or malformed root is the schema's to report.
  const blocks = isRecord(document.root) ? validateBlocks(document.root, registry, "/root", DOCUMENT_ERROR_BUDGET) : NOTHING_FOUND;
  // A refused `children` is reported once, by the tree check, with a clearer sentence.
  const notRepeated = (error: DocumentError) =>
    !(
      error.rule === "additionalProperties" &&
      error.pointer.endsWith("/children") &&
      tree.childrenRefused.has(error.pointer.slice(0, -"/children".length))
    );
  if (blocks.errors.length > 0) {
    const root = isRecord(document.root) ? { ...document.root, children: [] } : document.root;
    const header = validate({ ...document, root })
      ? []
      : describeSchemaErrors(validate.errors ?? [], knownTypes).filter((error) => !error.pointer.startsWith("/root"));
    const seen = new Set<string>();
    const errors = [...header, ...blocks.errors.filter(notRepeated), ...tree.errors.filter((error) => TREE_RULES.has(error.rule))].filter(
      (error) => {
        const key = `${error.pointer}\u0000${error.rule}\u0000${error.message}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      },
    );
    return { errors: errors.slice(0, DOCUMENT_ERROR_BUDGET), complete: blocks.complete && errors.length <= DOCUMENT_ERROR_BUDGET };
  }
  const schemaErrors = validate(document) ? [] : describeSchemaErrors(validate.errors ?? [], knownTypes).filter(notRepeated);
  // A rich-text node out of place too: the walk names the rich-text types allowed there, where the
  // page's discriminator would call it an unknown block type.
  const errors = [...withoutRichTextRepeats(schemaErrors, tree.errors), ...tree.errors];
  return { errors: errors.slice(0, DOCUMENT_ERROR_BUDGET), complete: errors.length <= DOCUMENT_ERROR_BUDGET };
}

function load(input: unknown, options: ParseOptions, expected?: DocumentKindName): DocumentResult<BacklineDocument> {
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
  if (typeof kind !== "string" || !KINDS.includes(kind as DocumentKindName)) {
    return failure(Object.hasOwn(value, "kind") ? "/kind" : "", "kind", `"kind" must be one of ${KINDS.map((k) => `"${k}"`).join(", ")}.`);
  }
  if (expected && kind !== expected) {
    return failure("/kind", "kind", `Expected a ${expected} document, but "kind" is "${kind}".`);
  }
  if (kind === "email" && !options.email)
    return failure("/kind", "kind", "Email documents are not read here: this reader knows pages and sites only.");
  const migrations = options.migrations?.[kind as DocumentKindName] ?? defaultMigrations[kind as DocumentKindName];
  const migrated = migrateDocument(value, migrations);
  if (!migrated.ok) return migrated;
  const document = migrated.value.document;

  if (kind === "page" || (kind === "email" && options.email)) {
    const { registry, validate } =
      kind === "page" ? { registry: options.registry, validate: validatePage } : (options.email as EmailParsing);
    const { errors, complete } = validateBlockTree(document, registry, validate);
    if (errors.length === 0) return { ok: true, value: document as unknown as PageDocument | EmailDocument };
    return complete ? { ok: false, errors } : { ok: false, errors, incomplete: true };
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
