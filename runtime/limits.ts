/** JSON nesting a document may have; deeper input is refused before schema validation (which recurses). */
export const MAX_JSON_DEPTH = 64;
/** Blocks nested inside blocks, the root being depth 0. Keeps every document within MAX_JSON_DEPTH. */
export const MAX_BLOCK_DEPTH = 20;
