import fc from "fast-check";
import { LINK_PATTERN } from "../../schema/common";
import { EMBED_URL_PATTERN } from "../../schema/embeds/embedAddress";
import { RICH_TEXT_SCHEMA_ID } from "../../schema/richText/index";
import { richTextArbitrary } from "./richText";

/** Patterns fast-check cannot generate from (they use lookahead), or whose few meaningful values it would seldom find, with values that match them. */
const PATTERN_ARBITRARIES: Readonly<Record<string, fc.Arbitrary<string>>> = {
  [LINK_PATTERN]: fc.oneof(
    fc.constantFrom("", "https://", "/music", "/#membership", "#top", "mailto:fan@example.com", "tel:+15550100", "example.com/tour"),
    fc.webUrl({ validSchemes: ["http", "https"] }),
  ),
  // Players the Embed block loads (so its card is drawn and hydrated) beside addresses on the same hosts that play nothing.
  [EMBED_URL_PATTERN]: fc.oneof(
    fc.constantFrom(
      "",
      "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
      "https://soundcloud.com/forss/sets/soulhack",
      "https://bandcamp.com/EmbeddedPlayer/album=3391957209/size=large/",
      "https://music.apple.com/us/album/night-drive/1440857781?i=1440858080",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    ),
    fc.stringMatching(new RegExp(EMBED_URL_PATTERN)),
  ),
};

/** The subset of JSON Schema our props schemas use. */
interface SchemaLike {
  readonly $ref?: string;
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly items?: SchemaLike;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, SchemaLike>>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly SchemaLike[];
}

/** JSON has no -0; keep generated numbers JSON-exact. */
const noNegativeZero = (value: number) => (Object.is(value, -0) ? 0 : value);

/**
 * Values valid under a schema: the generator behind the property tests, so that a new prop in a
 * block's schema is exercised without touching the tests.
 */
export function arbitraryFromSchema(schema: SchemaLike): fc.Arbitrary<unknown> {
  if (schema.$ref === RICH_TEXT_SCHEMA_ID) return richTextArbitrary;
  if (schema.$ref !== undefined) throw new Error(`arbitraryFromSchema: unsupported reference ${schema.$ref}`);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(arbitraryFromSchema));
  switch (schema.type) {
    case "string":
      if (schema.pattern && PATTERN_ARBITRARIES[schema.pattern]) {
        const [min, max] = [schema.minLength ?? 0, schema.maxLength ?? Number.POSITIVE_INFINITY];
        return (PATTERN_ARBITRARIES[schema.pattern] as fc.Arbitrary<string>).filter((text) => text.length >= min && text.length <= max);
      }
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
        return fc.stringMatching(pattern).filter((text) => text.length <= max && text.length <= 200);
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case "number":
      return fc
        .double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true })
        .map(noNegativeZero);
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 }).map(noNegativeZero);
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(arbitraryFromSchema(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFromSchema(property)]));
      return fc.record(record, { requiredKeys: [...(schema.required ?? [])] as never[] });
    }
    default:
      throw new Error(`arbitraryFromSchema: unsupported schema ${JSON.stringify(schema)}`);
  }
}
