import type { ReactNode } from "react";
import type { BlockDefinition, BlockEditing, BlockRules, BlockViewProps } from "../runtime/blockRegistry";
import type { EmailBlockNodeOf, EmailBlockType, ResolvedEmailPropsOf, StoredEmailPropsOf } from "../schema/email/document";

/** What an email block's canvas view receives: its node and its resolved props, typed. */
export type EmailBlockViewProps<T extends EmailBlockType> = BlockViewProps<
  EmailBlockNodeOf<T>,
  ResolvedEmailPropsOf<T>,
  Record<never, never>
>;

/** An email block's parts as its file writes them (the props validator is added by `email/registry.ts`). */
export interface EmailBlockSpec<T extends EmailBlockType> {
  readonly type: T;
  readonly label: string;
  readonly propsSchema: { readonly properties: Readonly<Record<string, object>> };
  readonly rules: BlockRules<EmailBlockNodeOf<T>>;
  /** The block on the studio's canvas; the email's HTML comes from `email/export/`. */
  readonly View: (props: EmailBlockViewProps<T>) => ReactNode;
  readonly newProps?: StoredEmailPropsOf<T>;
  readonly editing?: BlockEditing<EmailBlockNodeOf<T>>;
}

/** Ties an email block's parts together, checked for its type. */
export function defineEmailBlock<T extends EmailBlockType>(spec: EmailBlockSpec<T>): EmailBlockSpec<T> {
  return spec;
}

/** One definition per email block type, validators included. */
export type EmailBlockRegistry = {
  readonly [T in EmailBlockType]: BlockDefinition<EmailBlockNodeOf<T>, ResolvedEmailPropsOf<T>, Record<never, never>> & {
    readonly type: T;
  };
};

/** CSS padding from the schemas' [top, right, bottom, left] pixels. */
export const paddingOf = (paddings: readonly number[]) => paddings.map((side) => `${side}px`).join(" ");
