import type { ReactNode } from "react";
import type { DataNeed, LoadContext, LoadState } from "./dataNeeds";
import type { ReadinessFacts } from "./readinessFacts";
import type { TreeNode } from "./treeNode";

/**
 * The parts of a definition that take a node or props are declared as methods (or through this
 * idiom, React's own `bivarianceHack`): TypeScript then compares their parameters both ways, so a
 * Button's definition, which only takes Button nodes, still fits in a registry of any block. The
 * registry hands each definition only nodes of its own type, which makes that safe.
 */
export type Bivariant<Args extends unknown[], Result> = { bivarianceHack(...args: Args): Result }["bivarianceHack"];

/** Integrity rules of a block type, declared once and checked by the operations. */
export interface BlockRules<N = TreeNode> {
  /** Which block types may be placed directly inside; absent for blocks without children. */
  accepts?(childType: string): boolean;
  canDelete(node: N): boolean;
  canMove(node: N): boolean;
  /** What is wrong with the node's children as a whole (an email's Columns holds as many columns as its layout says); null when nothing is. */
  childrenProblem?(node: N): string | null;
  /** Props that define what a block is (a Container's role) and so never change once it exists. */
  readonly lockedProps?: readonly string[];
  /**
   * Whether `canDelete` and `canMove` speak of the block alone (an email's Button is not dragged;
   * its Column is not deleted out of its row): a parent moved, deleted or copied takes it along, and
   * a block that cannot move may still be deleted. Without it, a locked block locks what holds it
   * (a page's header), and one that cannot move cannot be deleted either.
   */
  readonly locksOnlyItself?: boolean;
}

/** A block's rich text edited in place on the canvas (a Text's words), with the rich-text editor's floating bar, menus and shortcuts. */
export interface InlineRichText {
  /** The rich-text prop typed into. */
  readonly prop: string;
  /** The element of the view that shows the text: the editor takes it over while the text is edited. */
  readonly selector: string;
  /** The accessible name of the text while it is edited. */
  readonly label: string;
}

/** What the editor needs to know about a block beyond rendering it; everything is optional. */
export interface BlockEditing<N = TreeNode> {
  /** The block's name in the layers, hover label and toolbar when it is not `label` (a footer Container says "Footer"). */
  nameOf?(node: N): string | undefined;
  /** The prop whose words tell blocks of this type apart in the layers (a Button's text, a Text's rich text). */
  readonly previewProp?: string;
  /** Edited in place on the canvas: the rich-text prop typed into, and the element of the view that holds it. */
  readonly inlineRichText?: InlineRichText;
  /** Where a block added "at the end" of this container goes (before a footer that must stay last); its children's count when absent. */
  appendIndex?(node: N): number;
  /** The children a new block of this type starts with (an email's Columns, its Column blocks); none when absent. */
  newChildren?(createId: () => string): TreeNode[];
  /** False for a block only ever made by its parent (an email's Column, made with its Columns): not offered in the toolbox. */
  readonly inToolbox?: boolean;
  /**
   * Why the block would not work for fans (an Email List with no list), given what the site holds;
   * null when it would. Publish names such blocks; the view does not show them on the site.
   */
  notReady?(node: N, facts: ReadinessFacts): string | null;
}

export type RenderMode = "view" | "edit";

// The type parameters are unconstrained on purpose: checking a page block's schema-derived node
// against a constraint makes TypeScript expand the whole schema type.
export interface BlockViewProps<N = TreeNode, P = Record<string, unknown>, D = Record<string, unknown>> {
  readonly node: N;
  /** The node's props with every schema default filled in. */
  readonly props: P;
  /** The rendered children, for blocks that accept children. */
  readonly children?: ReactNode;
  /** The block's loaded data, by the names its `load` gave. */
  readonly data: { readonly [Name in keyof D]: LoadState<D[Name]> };
  readonly mode: RenderMode;
  /**
   * The block shows the page's first picture, taken for the first screen's largest (`leadPicture.ts`):
   * its view fetches it at once and first (`fetchpriority="high"`), never lazily; every other picture lazily.
   */
  readonly leadPicture: boolean;
}

/** A validator compiled ahead of time (ajv standalone). */
export interface PropsValidator {
  (data: unknown): boolean;
  errors?: import("ajv").ErrorObject[] | null;
}

/**
 * What rendering a block type takes, whatever kind of document it belongs to: all a fan's browser
 * gets (no validator, so none is in the site's download). `N` is its node, `P` its props with
 * defaults filled in, `D` the data its view receives by name. Built in the block's own folder.
 */
export interface BlockViewDefinition<N = TreeNode, P = Record<string, unknown>, D = Record<string, unknown>> {
  /** The node type it renders; kinds narrow it (a page block's is its BlockType). */
  readonly type: string;
  /** The name shown to people, such as "Button". */
  readonly label: string;
  /** The props schema; its defaults fill in props a document omits. */
  readonly propsSchema: { readonly properties: Readonly<Record<string, object>> };
  readonly rules: BlockRules<N>;
  readonly View: Bivariant<[props: BlockViewProps<N, P, D>], ReactNode>;
  /** What the block needs from the server, by name. */
  load?(props: P, context: LoadContext): { readonly [Name in keyof D]: DataNeed };
  /** The block's stylesheet; parts shared by several blocks are listed once in the registry's CSS. */
  readonly css?: string | readonly string[];
  /** Props a block added in the editor starts with (its spacing), beside the schema's defaults. */
  readonly newProps?: object;
  readonly editing?: BlockEditing<N>;
  /**
   * Whether the block, with these props, shows fans a picture: the first such block of a page gets
   * `leadPicture` (issue 39, item 2). Absent for a block that never shows one.
   */
  showsPicture?(props: P): boolean;
  /**
   * How the props a block can set per screen size show in CSS (`runtime/interpreter/sizeStyles.ts`);
   * a block with this may carry `responsive` settings (every page block has it, if only for visibility).
   */
  readonly sizeStyles?: SizeStyles;
}

/**
 * How a block shows one of its size-able props (`schema/responsive.ts`) in CSS: the declarations
 * that give its root the prop's value, such as `fontSize: 20` → `{ "font-size": "20px" }`. They
 * override the block's own inline styles and rules (`!important`), so its view needs no change.
 */
export type SizeStyles = Readonly<Record<string, (value: never) => Readonly<Record<string, string>>>>;

/** A block type with its props validator: what the operations, parsing and the editor take. */
export interface BlockDefinition<N = TreeNode, P = Record<string, unknown>, D = Record<string, unknown>>
  extends BlockViewDefinition<N, P, D> {
  readonly validateProps: PropsValidator;
}

/** Block definitions by type: what the operations, parsing and the editor take, for any kind of document. */
export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;

/** What the interpreter takes: a registry of views (a full registry is one too). */
export type BlockViewRegistry = Readonly<Record<string, BlockViewDefinition>>;

/** The definition for a type, or undefined for a type the registry does not know. */
export function definitionOf<Definition extends BlockViewDefinition>(
  registry: Readonly<Record<string, Definition>>,
  type: string,
): Definition | undefined {
  return Object.hasOwn(registry, type) ? registry[type] : undefined;
}

/** The CSS of every block in the registry, each part once. */
export function registryCss(registry: BlockViewRegistry): string {
  const parts = new Set<string>();
  for (const definition of Object.values(registry)) {
    for (const part of typeof definition.css === "string" ? [definition.css] : (definition.css ?? [])) parts.add(part);
  }
  return [...parts].join("\n");
}
