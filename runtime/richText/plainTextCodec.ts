import type { RichText } from "../../schema/richText/index";
import { isPlainRichText, plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import type { PlainTextCodec } from "../blockRegistry";
import { isRecord } from "../isRecord";

const isRichTextValue = (value: unknown): value is RichText =>
  isRecord(value) && isRecord(value.root) && Array.isArray(value.root.children);

/**
 * Rich text edited as plain text (until the rich-text editor takes over): one paragraph per line.
 * Formatted rich text reads as undefined, so it is never flattened by plain typing.
 */
export const richTextAsPlainText: PlainTextCodec = {
  read: (value) => (isRichTextValue(value) && isPlainRichText(value) ? plainTextOf(value) : undefined),
  write: (text) => richTextFromPlainText(text),
};
