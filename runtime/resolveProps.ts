import type { BlockViewDefinition } from "./blockRegistry";

const defaultsBySchema = new WeakMap<object, Readonly<Record<string, unknown>>>();

/** The defaults a props schema declares, computed once per schema. */
export function defaultsOf(schema: BlockViewDefinition["propsSchema"]): Readonly<Record<string, unknown>> {
  let defaults = defaultsBySchema.get(schema);
  if (!defaults) {
    defaults = Object.freeze(
      Object.fromEntries(
        Object.entries(schema.properties as Record<string, { default?: unknown }>)
          .filter(([, property]) => property.default !== undefined)
          .map(([name, property]) => [name, property.default]),
      ),
    );
    defaultsBySchema.set(schema, defaults);
  }
  return defaults;
}

/** Props as a view sees them: what the document says, over the schema's defaults. */
export function resolveProps(definition: BlockViewDefinition, props: object): Record<string, unknown> {
  const resolved: Record<string, unknown> = { ...defaultsOf(definition.propsSchema) };
  for (const [name, value] of Object.entries(props)) if (value !== undefined) resolved[name] = value;
  return resolved;
}
