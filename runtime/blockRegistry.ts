import type { ComponentType, ReactNode } from "react";
import type { BlockNode, BlockNodeOf, BlockType, ResolvedPropsOf, StoredPropsOf } from "../schema/page";
import type { DataNeed, LoadContext, LoadState } from "./dataNeeds";

/** Integrity rules of a block type, declared once and checked by the operations. */
export interface BlockRules<T extends BlockType> {
  /** Which block types may be placed directly inside; absent for blocks without children. */
  readonly accepts?: (childType: BlockType) => boolean;
  readonly canDelete: (node: BlockNodeOf<T>) => boolean;
  readonly canMove: (node: BlockNodeOf<T>) => boolean;
  /** Props that define what a block is (a Container's role) and so never change once it exists. */
  readonly lockedProps?: readonly string[];
}

export type RenderMode = "view" | "edit";

export interface BlockViewProps<T extends BlockType> {
  readonly node: BlockNodeOf<T>;
  /** The node's props with every schema default filled in. */
  readonly props: ResolvedPropsOf<T>;
  /** The rendered children, for blocks that accept children. */
  readonly children?: ReactNode;
  /** The block's loaded data, by the names its `load` gave. */
  readonly data: Readonly<Record<string, LoadState>>;
  readonly mode: RenderMode;
}

/** A validator compiled ahead of time (ajv standalone). */
export interface PropsValidator {
  (data: unknown): boolean;
  errors?: import("ajv").ErrorObject[] | null;
}

/** Everything the runtime needs to know about a block type. Built in `blocks/<name>/index.ts`. */
export interface BlockDefinition<T extends BlockType> {
  readonly type: T;
  /** The name shown to people, such as "Button". */
  readonly label: string;
  /** The props schema; its defaults fill in props a document omits. */
  readonly propsSchema: { readonly properties: Readonly<Record<string, object>> };
  readonly validateProps: PropsValidator;
  readonly rules: BlockRules<T>;
  readonly View: ComponentType<BlockViewProps<T>>;
  /** What the block needs from the server, by name. */
  readonly load?: (props: ResolvedPropsOf<T>, context: LoadContext) => Readonly<Record<string, DataNeed>>;
  /** The block's stylesheet; parts shared by several blocks are listed once in the registry's CSS. */
  readonly css?: string | readonly string[];
  /** Props a block added in the editor starts with (its spacing), beside the schema's defaults. */
  readonly newProps?: StoredPropsOf<T>;
}

/** One definition per block type: adding a type to the schema breaks every registry until it is handled. */
export type BlockRegistry = { readonly [T in BlockType]: BlockDefinition<T> };

/** A definition seen through a node of unknown type: what generic code (operations, interpreter) works with. */
export interface AnyBlockDefinition {
  readonly type: BlockType;
  readonly label: string;
  readonly propsSchema: BlockDefinition<BlockType>["propsSchema"];
  readonly validateProps: PropsValidator;
  readonly rules: {
    readonly accepts?: (childType: BlockType) => boolean;
    readonly canDelete: (node: BlockNode) => boolean;
    readonly canMove: (node: BlockNode) => boolean;
    readonly lockedProps?: readonly string[];
  };
  readonly View: ComponentType<{
    readonly node: BlockNode;
    readonly props: Record<string, unknown>;
    readonly children?: ReactNode;
    readonly data: Readonly<Record<string, LoadState>>;
    readonly mode: RenderMode;
  }>;
  readonly load?: (props: Record<string, unknown>, context: LoadContext) => Readonly<Record<string, DataNeed>>;
  readonly css?: string | readonly string[];
}

/** Ties a block's parts together, checking them against its type. */
export function defineBlock<T extends BlockType>(definition: BlockDefinition<T>): BlockDefinition<T> {
  return definition;
}

/** The definition for a type, or undefined for a type the registry does not know. */
export function definitionOf(registry: BlockRegistry, type: string): AnyBlockDefinition | undefined {
  return Object.hasOwn(registry, type) ? (registry[type as BlockType] as unknown as AnyBlockDefinition) : undefined;
}

export function acceptsChild(registry: BlockRegistry, parent: BlockNode, childType: BlockType): boolean {
  return definitionOf(registry, parent.type)?.rules.accepts?.(childType) ?? false;
}

/** The CSS of every block in the registry, each part once. */
export function registryCss(registry: BlockRegistry): string {
  const parts = new Set<string>();
  for (const definition of Object.values(registry)) {
    for (const part of typeof definition.css === "string" ? [definition.css] : (definition.css ?? [])) parts.add(part);
  }
  return [...parts].join("\n");
}
