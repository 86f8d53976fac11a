import type { FromSchema } from "json-schema-to-ts";
import { hexColorSchema, idSchema, schemaVersionSchema } from "../common";
import {
  blockTreeDefs,
  leafNodeSchema,
  MAX_CHILDREN,
  parentNodeSchema,
  type ResolvedPropsFromSchema,
  type StoredPropsFromSchema,
} from "../page";
import { PAGE_TITLE_MAX_LENGTH } from "../rules/documents";
import { SCHEMA_BASE_URL } from "../version";
import {
  emailButtonPropsSchema,
  emailColumnPropsSchema,
  emailColumnsPropsSchema,
  emailContainerPropsSchema,
  emailDividerPropsSchema,
  emailImagePropsSchema,
  emailSpacerPropsSchema,
  emailTextPropsSchema,
} from "./blocks";

/**
 * Font stacks every email client has (no web fonts: Outlook for Windows and Gmail ignore them),
 * the first name the one the artist chose.
 */
export const EMAIL_FONT_STACKS = [
  "Arial, Helvetica, sans-serif",
  "Verdana, Geneva, sans-serif",
  "Tahoma, Geneva, sans-serif",
  "'Trebuchet MS', Helvetica, sans-serif",
  "Georgia, 'Times New Roman', serif",
  "'Times New Roman', Times, serif",
  "'Courier New', Courier, monospace",
] as const;

/** An email's settings: what it says in the inbox, and its design tokens. */
export const emailSettingsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    subject: { type: "string", maxLength: 200, default: "" },
    preheader: { type: "string", maxLength: 200, default: "", description: "The line inboxes show after the subject." },
    senderName: { type: "string", maxLength: 100, default: "", description: "The artist's name when empty." },
    backdropColor: { ...hexColorSchema, default: "#f4f4f5", description: "Around the 600 px body." },
    canvasColor: { ...hexColorSchema, default: "#ffffff", description: "Behind the body's blocks." },
    textColor: { ...hexColorSchema, default: "#000000" },
    linkColor: { ...hexColorSchema, default: "#1d4ed8" },
    fontFamily: { enum: EMAIL_FONT_STACKS, default: EMAIL_FONT_STACKS[0] },
    buttonRadius: { type: "integer", minimum: 0, maximum: 48, default: 4, description: "Corner radius of buttons, pixels." },
  },
  default: {},
} as const;

export const emailTextNodeSchema = leafNodeSchema("Text", emailTextPropsSchema);
export const emailContainerNodeSchema = parentNodeSchema("Container", emailContainerPropsSchema);
export const emailImageNodeSchema = leafNodeSchema("Image", emailImagePropsSchema);
export const emailButtonNodeSchema = leafNodeSchema("Button", emailButtonPropsSchema);
export const emailColumnsNodeSchema = parentNodeSchema("Columns", emailColumnsPropsSchema);
export const emailColumnNodeSchema = parentNodeSchema("Column", emailColumnPropsSchema);
export const emailDividerNodeSchema = leafNodeSchema("Divider", emailDividerPropsSchema);
export const emailSpacerNodeSchema = leafNodeSchema("Spacer", emailSpacerPropsSchema);

/** The schema of each email block type, by type name (an email's own set: its Text is not a page's). */
export const emailBlockNodeSchemas = {
  Text: emailTextNodeSchema,
  Container: emailContainerNodeSchema,
  Image: emailImageNodeSchema,
  Button: emailButtonNodeSchema,
  Columns: emailColumnsNodeSchema,
  Column: emailColumnNodeSchema,
  Divider: emailDividerNodeSchema,
  Spacer: emailSpacerNodeSchema,
} as const;

export type EmailBlockType = keyof typeof emailBlockNodeSchemas;
export const EMAIL_BLOCK_TYPES = Object.keys(emailBlockNodeSchemas) as EmailBlockType[];

const emailHeaderSchema = {
  type: "object",
  required: ["schemaVersion", "kind", "id", "title"],
  properties: {
    schemaVersion: schemaVersionSchema,
    kind: { const: "email" },
    id: idSchema,
    title: { type: "string", minLength: 1, maxLength: PAGE_TITLE_MAX_LENGTH, description: "Its name in the studio's list of emails." },
    settings: emailSettingsSchema,
  },
} as const;

/** The email document (DESIGN.md "Emails"): settings and one tree of email blocks under `root`. */
export const emailDocumentSchema = {
  $id: `${SCHEMA_BASE_URL}email.json`,
  title: "Backline email document",
  type: "object",
  additionalProperties: false,
  required: [...emailHeaderSchema.required, "root"],
  properties: {
    ...emailHeaderSchema.properties,
    root: { $ref: "#/$defs/ContainerNode" },
  },
  $defs: blockTreeDefs(emailBlockNodeSchemas),
} as const;

/** Children a Columns block holds: its layout's count, 2 or 3. */
export const EMAIL_COLUMN_COUNTS = { "1:1": 2, "1:2": 2, "2:1": 2, "1:1:1": 3 } as const;

/** Each column's share of the row, by layout. */
export const EMAIL_COLUMN_SHARES: Readonly<Record<keyof typeof EMAIL_COLUMN_COUNTS, readonly number[]>> = {
  "1:1": [1, 1],
  "1:2": [1, 2],
  "2:1": [2, 1],
  "1:1:1": [1, 1, 1],
};
export { MAX_CHILDREN };

type PropsSchemaOf<T extends EmailBlockType> = (typeof emailBlockNodeSchemas)[T]["properties"]["props"];
export type StoredEmailPropsOf<T extends EmailBlockType> = StoredPropsFromSchema<PropsSchemaOf<T>>;
export type ResolvedEmailPropsOf<T extends EmailBlockType> = ResolvedPropsFromSchema<PropsSchemaOf<T>>;

/** One block of an email; `children` restated, as for pages (the recursive `$ref` is beyond inference). */
export type EmailBlockNodeOf<T extends EmailBlockType> = {
  id: string;
  type: T;
  props: StoredEmailPropsOf<T>;
} & ("children" extends keyof (typeof emailBlockNodeSchemas)[T]["properties"] ? { children?: EmailBlockNode[] } : { children?: never });

export type EmailBlockNode = { [T in EmailBlockType]: EmailBlockNodeOf<T> }[EmailBlockType];

export type EmailSettings = FromSchema<typeof emailSettingsSchema>;
export type StoredEmailSettings = FromSchema<typeof emailSettingsSchema, { keepDefaultedPropertiesOptional: true }>;

export type EmailDocument = {
  schemaVersion: number;
  kind: "email";
  id: string;
  title: string;
  settings?: StoredEmailSettings;
  root: EmailBlockNodeOf<"Container">;
};
