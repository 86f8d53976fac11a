/**
 * Backline for integrators: validate, parse and render page and site documents without the editor,
 * and change them with the same operations and history the editor uses.
 *
 * @example
 * import { parse, renderToString } from "backline";
 * const result = parse(readFileSync("home.json", "utf8"));
 * if (result.ok) writeFileSync("index.html", renderToString(result.value));
 */

import { siteBlocks } from "../blocks/registry";
import { emailParsing } from "../email/registry";
import * as operations from "../runtime/operations/index";
import { type BacklineDocument, parseDocument } from "../runtime/parse";
import type { DocumentError, DocumentResult } from "../runtime/result";
import type { PageDocument } from "../schema/page";

export { siteBlocks } from "../blocks/registry";
export type { DataLoader, DataNeed, LoadContext, LoadedData, LoadState } from "../runtime/dataNeeds";
export { canRedo, canUndo, createHistory, type History, recordChange, redo, undo } from "../runtime/history";
export { collectDataNeeds, loadDocumentData } from "../runtime/loadDocumentData";
export type { Change, OperationResult, Refusal, RefusalCode } from "../runtime/operations/index";
export type { BacklineDocument } from "../runtime/parse";
export type { DocumentError, DocumentResult } from "../runtime/result";
export { sanitizeUrl } from "../runtime/sanitizeUrl";
export { ancestorsOf, descendantsOf, findNode, parentOf, pathOf } from "../runtime/tree";
export type * from "../schema/index";
export { BLOCK_TYPES, CURRENT_SCHEMA_VERSIONS, publishedSchema, SCHEMA_NAMES } from "../schema/index";
export { InvalidDocumentError, type RenderOptions, renderToString } from "./renderToString";

/** JSON text or a value → a validated, migrated page or site document, or every error with its JSON pointer. */
export function parse(input: unknown): DocumentResult<BacklineDocument> {
  return parseDocument(input, { registry: siteBlocks, email: emailParsing });
}

/** Whether the input is a valid page or site document, and if not, why. */
export function validate(input: unknown): { valid: boolean; errors: DocumentError[] } {
  const result = parse(input);
  return result.ok ? { valid: true, errors: [] } : { valid: false, errors: result.errors };
}

/** Inserts a block; see `runtime/operations/insertBlock.ts`. */
export const insertBlock = (document: PageDocument, args: operations.InsertBlock) => operations.insertBlock(document, args, siteBlocks);
/** Moves a block to another parent or position. */
export const moveBlock = (document: PageDocument, args: operations.MoveBlock) => operations.moveBlock(document, args, siteBlocks);
/** Removes a block and its subtree. */
export const removeBlock = (document: PageDocument, args: { id: string }) => operations.removeBlock(document, args, siteBlocks);
/** Copies a block and its subtree with fresh ids, right after the original. */
export const duplicateBlock = (document: PageDocument, args: { id: string }, options?: operations.DuplicateOptions) =>
  operations.duplicateBlock(document, args, siteBlocks, options);
/** Changes some props of a block. */
export const updateProps = (document: PageDocument, args: operations.UpdateProps) => operations.updateProps(document, args, siteBlocks);
