import { SCHEMA_BASE_URL } from "../version";

/**
 * Where a document refers to rich text, apart from the schema itself: a block's props schema needs
 * only the reference, and the fan's browser (which gets the props schemas for their defaults) then
 * never downloads the rich-text schema.
 */
export const RICH_TEXT_SCHEMA_ID = `${SCHEMA_BASE_URL}rich-text.json` as const;

/** A prop or field holding rich text. */
export const richTextRef = { $ref: RICH_TEXT_SCHEMA_ID } as const;
