/**
 * The schemas of Backline, as TypeScript `as const` objects with types from `json-schema-to-ts`.
 * `namedSchemas` lists those published as `.json` files for integrators.
 */
import { artistExportSchemas } from "./artistExport/exportSchemas";
import { buttonPropsSchema } from "./blocks/button";
import { containerPropsSchema } from "./blocks/container";
import { textPropsSchema } from "./blocks/text";
import { emailDocumentSchema } from "./email/document";
import { catalogueTrackSchema, categorySchema, productSchema, trackSchema } from "./entities/catalogue";
import { cartItemSchema, orderStatusSchema, paymentProviderSchema } from "./entities/commerce";
import { eventSchema } from "./entities/events";
import { mediaItemSchema } from "./entities/media";
import { membershipTierSchema } from "./entities/membership";
import { pagedResultSchema } from "./entities/paged";
import { profileSchema, userSchema } from "./entities/people";
import { commentSchema, postSchema } from "./entities/posts";
import { pageDocumentSchema } from "./page";
import { richTextSchema } from "./richText/index";
import { siteDocumentSchema } from "./site";
import { SCHEMA_BASE_URL } from "./version";

export * from "./common";
export * from "./email/blocks";
export * from "./email/document";
export * from "./entities/catalogue";
export * from "./entities/commerce";
export * from "./entities/events";
export * from "./entities/media";
export * from "./entities/membership";
export * from "./entities/paged";
export * from "./entities/people";
export * from "./entities/posts";
export * from "./migrations";
export * from "./page";
export * from "./site";
export * from "./version";
export { buttonPropsSchema, containerPropsSchema, textPropsSchema };

const publishedSchemas = {
  page: pageDocumentSchema,
  site: siteDocumentSchema,
  email: emailDocumentSchema,
  "rich-text": richTextSchema,
  "button-props": buttonPropsSchema,
  "container-props": containerPropsSchema,
  "text-props": textPropsSchema,
  profile: profileSchema,
  user: userSchema,
  track: trackSchema,
  "catalogue-track": catalogueTrackSchema,
  product: productSchema,
  category: categorySchema,
  "membership-tier": membershipTierSchema,
  "cart-item": cartItemSchema,
  post: postSchema,
  comment: commentSchema,
  event: eventSchema,
  "media-item": mediaItemSchema,
  "paged-result": pagedResultSchema({}),
  "payment-provider": paymentProviderSchema,
  "order-status": orderStatusSchema,
  // An artist's export (issue 40): its manifest and a schema for each kind of record in it.
  ...artistExportSchemas(),
} as const;

export type SchemaName = keyof typeof publishedSchemas;
export const SCHEMA_NAMES = Object.keys(publishedSchemas) as SchemaName[];

/**
 * Drops ajv's `discriminator` keyword (an OpenAPI extension). Our own validators use it for
 * clearer errors; without it the `oneOf` of block types still holds, since each branch requires
 * its own `type`, and any standard JSON Schema validator accepts the schema as it is.
 */
function withoutDiscriminator(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminator);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "discriminator")
      .map(([key, item]) => [key, withoutDiscriminator(item)]),
  );
}

/** A published schema as plain, standard JSON Schema 2020-12, ready to print or write to a `.json` file. */
export function publishedSchema(name: SchemaName): Record<string, unknown> {
  const { $id: _ignored, ...rest } = withoutDiscriminator(publishedSchemas[name]) as Record<string, unknown>;
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `${SCHEMA_BASE_URL}${name}.json`,
    ...rest,
  };
}
