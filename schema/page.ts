import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { buttonPropsSchema } from "./blocks/button";
import { contactFormPropsSchema } from "./blocks/contactForm";
import { containerPropsSchema } from "./blocks/container";
import { countdownPropsSchema } from "./blocks/countdown";
import { emailListPropsSchema } from "./blocks/emailList";
import { embedPropsSchema } from "./blocks/embed";
import { featuredMerchPropsSchema } from "./blocks/featuredMerch";
import { featuredMusicPropsSchema } from "./blocks/featuredMusic";
import { galleryPropsSchema } from "./blocks/gallery";
import { heroPropsSchema } from "./blocks/hero";
import { imagePropsSchema } from "./blocks/image";
import { membershipSectionPropsSchema } from "./blocks/membershipSection";
import { textPropsSchema } from "./blocks/text";
import { upcomingEventsPropsSchema } from "./blocks/upcomingEvents";
import { videoPropsSchema } from "./blocks/video";
import { idSchema, mediaUrlSchema, PAGE_PATH_PATTERN, schemaVersionSchema } from "./common";
import { responsiveSchema, type SmallerSize } from "./responsive";
import type { RichText } from "./richText/index";
import type { RICH_TEXT_SCHEMA_ID } from "./richText/ref";
import { PAGE_TITLE_MAX_LENGTH } from "./rules/documents";
import { DESCRIPTION_MAX_LENGTH, SEARCH_TITLE_MAX_LENGTH } from "./rules/seo";
import { SCHEMA_BASE_URL } from "./version";

/** Children a container may hold directly; keeps documents and renders bounded. */
export const MAX_CHILDREN = 1000;

const nodeRef = { $ref: "#/$defs/node" } as const;

/** A block without children, of type `type` with props `props` (pages and emails build theirs with it). */
export function leafNodeSchema<T extends string, P extends object>(type: T, props: P) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["id", "type", "props"],
    properties: { id: idSchema, type: { const: type }, props },
  } as const;
}

/** A block that holds others, of type `type` with props `props`. */
export function parentNodeSchema<T extends string, P extends object>(type: T, props: P) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["id", "type", "props"],
    properties: {
      id: idSchema,
      type: { const: type },
      props,
      children: { type: "array", maxItems: MAX_CHILDREN, items: nodeRef },
    },
  } as const;
}

/**
 * A page block: a node as `nodeSchema` builds it, with per-size settings (`schema/responsive.ts`)
 * for the props named in `sizeProps`, and visibility per size for every block.
 */
function pageNodeSchema<
  N extends { readonly properties: object },
  P extends { readonly properties: Readonly<Record<string, object>> },
  K extends keyof P["properties"] & string = never,
>(node: N, props: P, sizeProps: readonly K[] = []) {
  return { ...node, properties: { ...node.properties, responsive: responsiveSchema(props, sizeProps) } } as const;
}

export const buttonNodeSchema = pageNodeSchema(leafNodeSchema("Button", buttonPropsSchema), buttonPropsSchema, ["margins"]);
export const imageNodeSchema = pageNodeSchema(leafNodeSchema("Image", imagePropsSchema), imagePropsSchema, ["margins"]);
export const containerNodeSchema = pageNodeSchema(parentNodeSchema("Container", containerPropsSchema), containerPropsSchema, [
  "margins",
  "paddings",
  "flexDirection",
  "alignItems",
  "justifyContent",
]);
export const textNodeSchema = pageNodeSchema(leafNodeSchema("Text", textPropsSchema), textPropsSchema, [
  "fontSize",
  "textAlign",
  "margins",
]);
export const heroNodeSchema = pageNodeSchema(leafNodeSchema("Hero", heroPropsSchema), heroPropsSchema, ["textAlign"]);
export const membershipSectionNodeSchema = pageNodeSchema(
  leafNodeSchema("MembershipSection", membershipSectionPropsSchema),
  membershipSectionPropsSchema,
);
export const featuredMusicNodeSchema = pageNodeSchema(leafNodeSchema("FeaturedMusic", featuredMusicPropsSchema), featuredMusicPropsSchema);
export const featuredMerchNodeSchema = pageNodeSchema(leafNodeSchema("FeaturedMerch", featuredMerchPropsSchema), featuredMerchPropsSchema);
export const upcomingEventsNodeSchema = pageNodeSchema(
  leafNodeSchema("UpcomingEvents", upcomingEventsPropsSchema),
  upcomingEventsPropsSchema,
);
export const emailListNodeSchema = pageNodeSchema(leafNodeSchema("EmailList", emailListPropsSchema), emailListPropsSchema);
export const countdownNodeSchema = pageNodeSchema(leafNodeSchema("Countdown", countdownPropsSchema), countdownPropsSchema);
export const embedNodeSchema = pageNodeSchema(leafNodeSchema("Embed", embedPropsSchema), embedPropsSchema, ["margins"]);
export const galleryNodeSchema = pageNodeSchema(leafNodeSchema("Gallery", galleryPropsSchema), galleryPropsSchema, ["columns", "margins"]);
export const contactFormNodeSchema = pageNodeSchema(leafNodeSchema("ContactForm", contactFormPropsSchema), contactFormPropsSchema);
export const videoNodeSchema = pageNodeSchema(leafNodeSchema("Video", videoPropsSchema), videoPropsSchema, ["margins"]);

/**
 * The schema of each block type, by type name. Adding a block type here makes every exhaustive
 * registry (`blocks/registry.ts`) fail to compile until the new type is handled.
 */
export const blockNodeSchemas = {
  Button: buttonNodeSchema,
  Container: containerNodeSchema,
  Text: textNodeSchema,
  Hero: heroNodeSchema,
  MembershipSection: membershipSectionNodeSchema,
  FeaturedMusic: featuredMusicNodeSchema,
  FeaturedMerch: featuredMerchNodeSchema,
  UpcomingEvents: upcomingEventsNodeSchema,
  EmailList: emailListNodeSchema,
  Image: imageNodeSchema,
  Countdown: countdownNodeSchema,
  Embed: embedNodeSchema,
  Gallery: galleryNodeSchema,
  ContactForm: contactFormNodeSchema,
  Video: videoNodeSchema,
} as const;

export type BlockType = keyof typeof blockNodeSchemas;
export const BLOCK_TYPES = Object.keys(blockNodeSchemas) as BlockType[];

/**
 * A document's block definitions (pages' and emails'): one per block type, named `<Type>Node`, and
 * `node`, any of them, chosen by `type`.
 */
export function blockTreeDefs(nodeSchemas: Readonly<Record<string, object>>) {
  const types = Object.keys(nodeSchemas);
  return {
    node: {
      type: "object",
      required: ["type"],
      properties: { type: { type: "string" } },
      discriminator: { propertyName: "type" },
      oneOf: types.map((type) => ({ $ref: `#/$defs/${type}Node` })),
    },
    ...Object.fromEntries(types.map((type) => [`${type}Node`, nodeSchemas[type]])),
  };
}

/** Everything of a page document but its tree. */
const pageHeaderSchema = {
  type: "object",
  required: ["schemaVersion", "kind", "id", "title", "path"],
  properties: {
    schemaVersion: schemaVersionSchema,
    kind: { const: "page" },
    id: idSchema,
    title: { type: "string", minLength: 1, maxLength: PAGE_TITLE_MAX_LENGTH },
    path: { type: "string", pattern: PAGE_PATH_PATTERN },
    description: {
      type: "string",
      maxLength: DESCRIPTION_MAX_LENGTH,
      description: "Shown under the title in search results and on social cards; the site's default description when absent.",
    },
    searchTitle: {
      type: "string",
      minLength: 1,
      maxLength: SEARCH_TITLE_MAX_LENGTH,
      description: "The title search results and social cards show, in place of the page's title and the artist's name.",
    },
    socialImage: {
      ...mediaUrlSchema,
      description: "The picture of the page's social cards; the site's default, then its logo, when absent.",
    },
    hideFromSearch: { type: "boolean", description: "Asks search engines not to list the page, and leaves it out of the sitemap." },
  },
} as const;

/** The page document (DESIGN.md, "Documents"): one nested tree of blocks under `root`. */
export const pageDocumentSchema = {
  $id: `${SCHEMA_BASE_URL}page.json`,
  title: "Backline page document",
  type: "object",
  additionalProperties: false,
  required: [...pageHeaderSchema.required, "root"],
  properties: {
    ...pageHeaderSchema.properties,
    root: { $ref: "#/$defs/ContainerNode" },
  },
  $defs: blockTreeDefs(blockNodeSchemas),
} as const;

type Stored<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;
type NodeSchemaOf<T extends BlockType> = (typeof blockNodeSchemas)[T];
type PropsSchemaOf<T extends BlockType> = NodeSchemaOf<T>["properties"]["props"];

/** A prop holding rich text: `{ $ref: rich-text.json }` (`richTextRef`), perhaps with a default. */
type RichTextRefSchema = { readonly $ref: typeof RICH_TEXT_SCHEMA_ID };
/** The names of a props schema's rich-text props. */
type RichTextPropsOf<S> = S extends { readonly properties: infer P }
  ? { [K in keyof P]: P[K] extends RichTextRefSchema ? K : never }[keyof P]
  : never;
/**
 * The props schema as `json-schema-to-ts` can read it: it cannot follow the `$ref` to another
 * schema, so each rich-text prop is stripped of it here (any value) and typed `RichText` by `WithRichText`.
 */
type ReadableProps<S> = {
  readonly [K in keyof S]: K extends "properties"
    ? { readonly [P in keyof S[K]]: S[K][P] extends RichTextRefSchema ? Omit<S[K][P], "$ref"> : S[K][P] }
    : S[K];
};
/** `Props` with each rich-text prop of schema `S` typed `RichText` (optional where `Props` has it optional). */
type WithRichText<Props, S> = { [K in keyof Props]: K extends RichTextPropsOf<S> ? RichText : Props[K] };
type PropsOf<S, Options extends { keepDefaultedPropertiesOptional: boolean }> =
  ReadableProps<S> extends infer Readable extends JSONSchema ? WithRichText<FromSchema<Readable, Options>, S> : never;

/** Props as stored, from a props schema of any document kind: defaulted props may be omitted. */
export type StoredPropsFromSchema<S> = PropsOf<S, { keepDefaultedPropertiesOptional: true }>;
/** Props with every default filled in, from a props schema of any document kind. */
export type ResolvedPropsFromSchema<S> = PropsOf<S, { keepDefaultedPropertiesOptional: false }>;

/** Props as stored in a document: defaulted props may be omitted. */
export type StoredPropsOf<T extends BlockType> = PropsOf<PropsSchemaOf<T>, { keepDefaultedPropertiesOptional: true }>;
/** Props with every default filled in, as block views receive them. */
export type ResolvedPropsOf<T extends BlockType> = PropsOf<PropsSchemaOf<T>, { keepDefaultedPropertiesOptional: false }>;

/** The names of the props block type `T` can set per screen size. */
export type SizePropOf<T extends BlockType> = keyof NodeSchemaOf<T>["properties"]["responsive"]["properties"]["phone"]["properties"] &
  keyof StoredPropsOf<T>;

/** What one smaller size of a block of type `T` overrides: some of its size props, and whether it hides. */
export type SizeOverrideOf<T extends BlockType> = { [K in SizePropOf<T>]?: StoredPropsOf<T>[K] } & { hidden?: boolean };

/** A block's per-size settings (`schema/responsive.ts`). */
export type SizeOverridesOf<T extends BlockType> = { desktop?: { hidden?: boolean } } & { [S in SmallerSize]?: SizeOverrideOf<T> };

/**
 * One block of a page. The shape comes from the block's schema; only `children` is restated,
 * because the schema's recursive `$ref` is beyond what `json-schema-to-ts` can infer.
 */
export type BlockNodeOf<T extends BlockType> = {
  id: Stored<NodeSchemaOf<T>["properties"]["id"]>;
  type: T;
  props: StoredPropsOf<T>;
  responsive?: SizeOverridesOf<T>;
} & ("children" extends keyof NodeSchemaOf<T>["properties"] ? { children?: BlockNode[] } : { children?: never });

export type BlockNode = { [T in BlockType]: BlockNodeOf<T> }[BlockType];

export type PageDocument = Stored<typeof pageHeaderSchema> & { root: BlockNodeOf<"Container"> };
