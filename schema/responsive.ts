/**
 * Per-screen-size settings (issue 39, item 3). A page block may carry, beside its props, overrides
 * for smaller screens: `responsive.tablet` applies where the page is at most 1024 px wide
 * (the editor's 768 view), `responsive.phone` where it is at most 500 px wide (`runtime/breakpoints.ts`) (the 375
 * view). An unset value falls back to the larger size: phone to tablet, tablet to the props.
 * `hidden` is the one setting without a fallback: it hides the block at that size only, so "Hide on
 * desktop" (`responsive.desktop.hidden`) keeps the block on tablets and phones.
 */

/** The sizes that can override props (desktop is the props themselves). */
export const SMALLER_SIZES = ["tablet", "phone"] as const;
export type SmallerSize = (typeof SMALLER_SIZES)[number];

type PropsSchema = { readonly properties: Readonly<Record<string, object>> };

/** A prop's schema as an override holds it: no default (an absent override means "as the larger size"). */
type WithoutDefault<S> = { readonly [K in keyof S as K extends "default" ? never : K]: S[K] };

function withoutDefault<S extends object>(schema: S): WithoutDefault<S> {
  const { default: _unused, ...rest } = schema as S & { default?: unknown };
  return rest as unknown as WithoutDefault<S>;
}

/** The overrides of one smaller size: `hidden`, and the named props checked by the block's own rules. */
function sizeOverrideSchema<P extends PropsSchema, K extends keyof P["properties"] & string>(props: P, keys: readonly K[]) {
  return {
    type: "object",
    additionalProperties: false,
    properties: {
      hidden: { type: "boolean", description: "Hides the block at this size." },
      ...(Object.fromEntries(keys.map((key) => [key, withoutDefault(props.properties[key] as object)])) as {
        readonly [Key in K]: WithoutDefault<P["properties"][Key]>;
      }),
    },
  } as const;
}

/**
 * The `responsive` property of a page block of props `props`, whose props named `keys` can be set
 * per size: each override is checked against the prop's own schema.
 */
export function responsiveSchema<P extends PropsSchema, K extends keyof P["properties"] & string>(props: P, keys: readonly K[]) {
  return {
    type: "object",
    additionalProperties: false,
    description:
      "Settings for smaller screens: tablet (at most 1024 px wide), then phone (at most 500 px); each falls back to the larger size.",
    properties: {
      desktop: {
        type: "object",
        additionalProperties: false,
        properties: { hidden: { type: "boolean", description: "Hides the block on screens wider than 1024 px." } },
      },
      tablet: sizeOverrideSchema(props, keys),
      phone: sizeOverrideSchema(props, keys),
    },
  } as const;
}
