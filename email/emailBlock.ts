import type { ReactNode } from "react";
import type { Bivariant, BlockDefinition, BlockEditing, BlockRules, BlockViewProps } from "../runtime/blockRegistry";
import type { EditKind, FieldEdit } from "../runtime/history";
import type { TreeNode } from "../runtime/treeNode";
import type { EmailBlockNodeOf, EmailBlockType, ResolvedEmailPropsOf, StoredEmailPropsOf } from "../schema/email/document";
import type { EmailBlockContext } from "./export/emailBlockContext";

/** What an email block's canvas view receives: its node and its resolved props, typed. */
export type EmailBlockViewProps<T extends EmailBlockType> = BlockViewProps<
  EmailBlockNodeOf<T>,
  ResolvedEmailPropsOf<T>,
  Record<never, never>
>;

/** What an email block's settings panel receives: its node, its props over the schema's defaults, and where edits go. */
export interface EmailSettingsProps<N = TreeNode, P = Record<string, unknown>> {
  readonly node: N;
  readonly props: P;
  /** A prop set to `undefined` is removed, so its default applies again. */
  onChange(patch: Record<string, unknown>, field: FieldEdit): void;
}

/** The settings panel's props of one email block type. */
export type EmailBlockSettingsProps<T extends EmailBlockType> = EmailSettingsProps<EmailBlockNodeOf<T>, ResolvedEmailPropsOf<T>>;

/**
 * One setter per prop, typed by the block's stored props: `set("fontSize", "text")` is a field's
 * `onChange` sending `{ fontSize: value }` as a text edit of the field `fontSize`.
 *
 * @example const set = emailPropSetter<"Spacer">(onChange); <NumberField value={props.height} onChange={set("height", "text")} />
 */
export function emailPropSetter<T extends EmailBlockType>(onChange: EmailSettingsProps["onChange"]) {
  return <K extends keyof StoredEmailPropsOf<T> & string>(key: K, kind: EditKind) =>
    (value: StoredEmailPropsOf<T>[K] | undefined): void =>
      onChange({ [key]: value }, { key, kind });
}

/** What a block's HTML export receives. */
export interface EmailHtmlInput<N = TreeNode, P = Record<string, unknown>> {
  readonly node: N;
  /** The node's props over the schema's defaults. */
  readonly props: P;
  readonly context: EmailBlockContext;
  /** Blocks (a container's children) as HTML, each by its own definition, in the context given. */
  blocksHtml(nodes: readonly TreeNode[], context: EmailBlockContext): string;
}

/** What a block's plain-text export receives. */
export interface EmailTextInput<N = TreeNode, P = Record<string, unknown>> {
  readonly node: N;
  readonly props: P;
  readonly siteUrl: string;
  readonly emailId: string;
  /** Blocks' paragraphs (a container's children), each by its own definition. */
  blocksText(nodes: readonly TreeNode[]): string[][];
}

/** What makes a block an email block beyond a view and rules: its panel, its exports and its canvas CSS. */
export interface EmailBlockParts<N = TreeNode, P = Record<string, unknown>> {
  /** The studio's settings panel, loaded on first use (`lazy`), so the server and CLI never load the studio's fields. */
  readonly Settings: Bivariant<[props: EmailSettingsProps<N, P>], ReactNode>;
  /** The block in the email's HTML (built from `email/export/` helpers); the canvas shows `View`. */
  html(input: EmailHtmlInput<N, P>): string;
  /** The block in the email's plain-text part: paragraphs (each its lines), a blank line between them; none to leave it out. */
  text(input: EmailTextInput<N, P>): string[][];
  /** The canvas's stylesheet for the view (the exports style inline). */
  readonly css: string;
  /**
   * Props neither export shows, each for a reason said where it is declared (a Text's
   * `membersOnly` decides who gets the block, before the export). The block contract checks that
   * changing any other prop changes the HTML or the text, and that these change neither.
   */
  readonly notExported?: readonly string[];
}

/** An email block's parts as its folder's `index.ts` writes them (the props validator is added by `email/registry.ts`). */
export interface EmailBlockSpec<T extends EmailBlockType> extends EmailBlockParts<EmailBlockNodeOf<T>, ResolvedEmailPropsOf<T>> {
  readonly type: T;
  readonly label: string;
  readonly propsSchema: { readonly properties: Readonly<Record<string, object>> };
  readonly rules: BlockRules<EmailBlockNodeOf<T>>;
  /** The block on the studio's canvas; the email's HTML comes from `html`. */
  readonly View: (props: EmailBlockViewProps<T>) => ReactNode;
  readonly newProps?: StoredEmailPropsOf<T>;
  readonly editing?: BlockEditing<EmailBlockNodeOf<T>>;
}

/**
 * Ties an email block's parts together, checked for its type: the view, the settings panel and
 * both exports take the block's own node and props. Every surface (canvas, settings, HTML, text)
 * finds the block through this definition in the registry, never through a `switch` of its own.
 */
export function defineEmailBlock<T extends EmailBlockType>(spec: EmailBlockSpec<T>): EmailBlockSpec<T> {
  return spec;
}

/** An email block with its props validator, as a registry holds it. */
export type EmailBlockDefinition<N = TreeNode, P = Record<string, unknown>> = BlockDefinition<N, P, Record<never, never>> &
  EmailBlockParts<N, P>;

/** One definition per email block type, validators included: a type of the email schema without one does not compile. */
export type EmailBlockRegistry = {
  readonly [T in EmailBlockType]: EmailBlockDefinition<EmailBlockNodeOf<T>, ResolvedEmailPropsOf<T>> & { readonly type: T };
};

/** Email blocks by type, whatever their types: what the settings panel and the exports look blocks up in (a test may bring its own). */
export type EmailBlocks = Readonly<Record<string, EmailBlockDefinition>>;

/** CSS padding from the schemas' [top, right, bottom, left] pixels. */
export const paddingOf = (paddings: readonly number[]) => paddings.map((side) => `${side}px`).join(" ");
