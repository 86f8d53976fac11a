import { hexColorSchema, spacingSchema } from "../common";
import { richTextFromPlainText } from "../richText/plainText";
import { richTextRef } from "../richText/ref";

/**
 * Props of the Text block (SPEC §3). Its words are rich text (schema version 2 on; `text`, a string,
 * before). Its size on phones is a per-size setting (`responsive.phone.fontSize`, version 3 on;
 * `fontSizeMobile` before).
 */
export const textPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    content: { ...richTextRef, default: richTextFromPlainText("Text") },
    fontSize: { type: "number", minimum: 1, maximum: 200, default: 16, description: "Pixels." },
    textAlign: { enum: ["left", "center", "right", "justify"], default: "left" },
    fontWeight: { enum: [400, 500, 700], default: 400, description: "Regular (400), Medium (500) or Bold (700)." },
    color: { ...hexColorSchema, description: "The theme's text colour when unset." },
    shadow: { type: "integer", minimum: 0, maximum: 100, default: 0, description: "Text shadow strength, 0 for none." },
    margins: spacingSchema,
  },
} as const;
