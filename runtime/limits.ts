import { MAX_RICH_TEXT_DEPTH } from "../schema/richText/limits";

/** Blocks nested inside blocks, the root being depth 0. Keeps every document within MAX_JSON_DEPTH. */
export const MAX_BLOCK_DEPTH = 20;

/**
 * JSON levels the deepest valid page takes: the document, the root block, two levels a block below
 * it (`children`, the block), then a Text's `props`, `content` and its rich-text root, two levels a
 * rich-text node (`children`, the node), and the deepest node's empty `children`.
 */
export const DEEPEST_VALID_PAGE = 1 + 2 * MAX_BLOCK_DEPTH + 3 + 2 * MAX_RICH_TEXT_DEPTH + 1;

/**
 * JSON nesting a document may have; deeper input is refused before schema validation (which
 * recurses). Room for the deepest valid page (DEEPEST_VALID_PAGE, 85) and its request body around it.
 */
export const MAX_JSON_DEPTH = 128;
