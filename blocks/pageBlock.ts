import type { ReactNode } from "react";
import type { BlockDefinition, BlockEditing, BlockRules, BlockViewDefinition, BlockViewProps, SizeStyles } from "../runtime/blockRegistry";
import type { LoadContext } from "../runtime/dataNeeds";
import type { BlockNodeOf, BlockType, ResolvedPropsOf, SizePropOf, StoredPropsOf } from "../schema/page";
import type { SiteResourceName, SiteResourceNeed, SiteResources } from "../schema/siteResources";

/** Which site resource each of a block's data names asks for, such as `{ featured: "featuredProducts" }`. */
export type PageBlockNeeds = Readonly<Record<string, SiteResourceName>>;

/** The value a page block's view receives under each of its data names. */
export type DataOf<Needs extends PageBlockNeeds> = { readonly [Name in keyof Needs]: SiteResources[Needs[Name]]["value"] };

/** What a page block's view receives: its node, its resolved props and the data it asked for, typed. */
export type PageBlockViewProps<T extends BlockType, Needs extends PageBlockNeeds = Record<never, never>> = BlockViewProps<
  BlockNodeOf<T>,
  ResolvedPropsOf<T>,
  DataOf<Needs>
>;

/** A page block's view parts as the site's registry holds them (its data types checked once, by `defineBlock`). */
export type PageBlockViewDefinition<T extends BlockType> = BlockViewDefinition<BlockNodeOf<T>, ResolvedPropsOf<T>, Record<never, never>> & {
  readonly type: T;
};

/** A page block with its props validator, as the editor's and the server's registries hold it. */
export type PageBlockDefinition<T extends BlockType> = BlockDefinition<BlockNodeOf<T>, ResolvedPropsOf<T>, Record<never, never>> & {
  readonly type: T;
};

/** One view per page block type: adding a type to the page schema breaks every registry until it is handled. */
export type PageBlockViewRegistry = { readonly [T in BlockType]: PageBlockViewDefinition<T> };

/** One definition per page block type, validators included. */
export type PageBlockRegistry = { readonly [T in BlockType]: PageBlockDefinition<T> };

/** A page block's parts as its folder writes them; `defineBlock` checks them against each other. */
export interface PageBlockSpec<T extends BlockType, Needs extends PageBlockNeeds> {
  readonly type: T;
  readonly label: string;
  readonly propsSchema: { readonly properties: Readonly<Record<string, object>> };
  readonly rules: BlockRules<BlockNodeOf<T>>;
  /** The view; the data it reads must be what `load` asks for. */
  readonly View: (props: PageBlockViewProps<T, NoInfer<Needs>>) => ReactNode;
  /** What the block needs, by name: site resources only, with the params each takes. */
  readonly load?: (props: ResolvedPropsOf<T>, context: LoadContext) => { readonly [Name in keyof Needs]: SiteResourceNeed<Needs[Name]> };
  readonly css?: string | readonly string[];
  /** Whether the block, with these props, shows fans a picture (the page's first gets `leadPicture`). */
  showsPicture?(props: ResolvedPropsOf<T>): boolean;
  readonly newProps?: StoredPropsOf<T>;
  readonly editing?: BlockEditing<BlockNodeOf<T>>;
}

/**
 * Ties a page block's parts together. The type comes from `type`, the data from `load`: a view that
 * reads data under another name or as another type, or a `load` asking for a resource the site
 * does not have, fails the build. The registry then takes it as a `PageBlockDefinition`, checked
 * there for its concrete type.
 */
export function defineBlock<T extends BlockType, Needs extends PageBlockNeeds = Record<never, never>>(
  spec: PageBlockSpec<T, Needs> & SizeStylesSpec<T>,
): PageBlockSpec<T, Needs> & { readonly sizeStyles: SizeStyles } {
  // Every page block may be hidden per size; one without size-able props has no other rule.
  return { ...spec, sizeStyles: (spec.sizeStyles ?? {}) as SizeStyles };
}

/** How each of a block's size-able props shows in CSS (`SizeStyles`), one function per prop of its schema's list. */
export type SizeStylesOf<T extends BlockType> = {
  readonly [K in SizePropOf<T>]-?: (value: NonNullable<StoredPropsOf<T>[K]>) => Readonly<Record<string, string>>;
};

/** A block with size-able props must say how each shows; one without has nothing to say. */
type SizeStylesSpec<T extends BlockType> = [SizePropOf<T>] extends [never]
  ? { readonly sizeStyles?: never }
  : { readonly sizeStyles: SizeStylesOf<T> };
