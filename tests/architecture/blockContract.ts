import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BlockDefinition } from "../../runtime/blockRegistry";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { richTextPropNames } from "../../runtime/richText/richTextProps";

/**
 * What a page block must provide (CONTRIBUTING.md, "Add a block"), as one list of checks. Most of
 * it the compiler already demands (a type in the schema union without a definition in both
 * registries does not build); these are the parts it cannot see.
 */
export interface BlockUnderCheck {
  /** The type's name in the page schema's union. */
  readonly type: string;
  /** Its definition in the site's registry. */
  readonly definition: BlockDefinition;
  /** Its settings panel in the editor's registry. */
  readonly settings: unknown;
  /** The node schema the page schema's union uses for the type. */
  readonly nodeSchema: { readonly properties: { readonly props: object; readonly children?: object } };
  /** The names of the files in its folder, `blocks/<type in camelCase>/`. */
  readonly folderFiles: readonly string[];
}

const LAZY_COMPONENT = Symbol.for("react.lazy");

/** "MembershipSection" → "membershipSection", the block's folder and file stem. */
export function folderOf(type: string): string {
  return type.charAt(0).toLowerCase() + type.slice(1);
}

/** Everything the block lacks, in words; empty when it provides all of it. */
export function blockContractProblems(block: BlockUnderCheck): string[] {
  return [...identityProblems(block), ...schemaProblems(block), ...ruleProblems(block), ...styleProblems(block), ...fileProblems(block)];
}

function identityProblems({ type, definition, settings }: BlockUnderCheck): string[] {
  const problems: string[] = [];
  if (definition.type !== type) problems.push(`is registered as ${type} but its definition says ${definition.type}`);
  // The label is the type's name in words: "MembershipSection" reads "Membership Section".
  const label = type.replace(/(?<=[a-z])(?=[A-Z])/g, " ");
  if (definition.label !== label) problems.push(`is labelled "${definition.label}" rather than "${label}"`);
  if (typeof definition.View !== "function") problems.push("has no view");
  if ((settings as { $$typeof?: symbol } | undefined)?.$$typeof !== LAZY_COMPONENT)
    problems.push("has no settings panel loaded on first use (lazy) in the editor's registry");
  return problems;
}

function schemaProblems({ definition, nodeSchema }: BlockUnderCheck): string[] {
  const problems: string[] = [];
  if (definition.propsSchema !== nodeSchema.properties.props) problems.push("validates props with another schema than the page schema's");
  if (!definition.validateProps({})) problems.push("rejects empty props (every prop needs a default or may be absent)");
  if (definition.validateProps({ notAProp: 1 })) problems.push("accepts a prop its schema does not know");
  if (definition.newProps !== undefined && !definition.validateProps(definition.newProps))
    problems.push("starts new blocks with props its schema rejects");
  return problems;
}

function isStringProp(definition: BlockDefinition, name: string): boolean {
  return (definition.propsSchema.properties[name] as { type?: unknown } | undefined)?.type === "string";
}

/** A prop of words: a string, or rich text. */
function isTextProp(definition: BlockDefinition, name: string): boolean {
  return isStringProp(definition, name) || richTextPropNames(definition.propsSchema).includes(name);
}

function ruleProblems({ definition, nodeSchema }: BlockUnderCheck): string[] {
  const problems: string[] = [];
  const schemaHasChildren = nodeSchema.properties.children !== undefined;
  if (schemaHasChildren && !definition.rules.accepts) problems.push("has children in its schema but no rule for which it accepts");
  if (!schemaHasChildren && definition.rules.accepts) problems.push("accepts children that its schema does not allow");
  for (const prop of definition.rules.lockedProps ?? [])
    if (!(prop in definition.propsSchema.properties)) problems.push(`locks a prop it does not have: ${prop}`);
  const editing = definition.editing;
  if (editing?.previewProp !== undefined && !isTextProp(definition, editing.previewProp))
    problems.push(`previews its layer by ${editing.previewProp}, which is not one of its text props`);
  const inline = editing?.inlineRichText;
  if (inline && !richTextPropNames(definition.propsSchema).includes(inline.prop))
    problems.push(`is edited in place into ${inline.prop}, which is not one of its rich-text props`);
  return problems;
}

/** The classes of the outermost element the view renders with its defaults and no data yet, inside a page in the editor. */
function rootClasses(definition: BlockDefinition): string[] {
  const probe = { id: "probe", type: definition.type, props: {}, ...(definition.rules.accepts ? { children: [] } : {}) };
  const page = { root: { id: "root", type: "Root", props: {}, children: [probe] } };
  const root: BlockDefinition = { ...definition, type: "Root", rules: { ...definition.rules, accepts: () => true }, css: undefined };
  const registry = { Root: { ...root, View: ({ children }: { children?: ReactNode }) => children }, [definition.type]: definition };
  const marked = (node: { id: string }, rendered: ReactNode) =>
    node.id === "probe" ? createElement("probe-root", null, rendered) : rendered;
  // In the editor, where a block not ready for fans (a Button without a link) is still drawn.
  const html = renderToStaticMarkup(createElement(DocumentView, { document: page, registry, wrapBlock: marked, mode: "edit" }));
  return /<probe-root><[a-z0-9]+[^>]*?\sclass="([^"]*)"/.exec(html)?.[1]?.split(/\s+/) ?? [];
}

function styleProblems({ definition }: BlockUnderCheck): string[] {
  return stylesheetProblems(definition);
}

/** Whether the block's stylesheet styles the root of its view (shared with the email blocks' contract). */
export function stylesheetProblems(definition: BlockDefinition): string[] {
  const parts = typeof definition.css === "string" ? [definition.css] : (definition.css ?? []);
  const css = parts.join("\n");
  if (css.trim() === "") return ["has no stylesheet"];
  const classes = rootClasses(definition);
  if (classes.length === 0) return ["renders no element with a class at its root"];
  const styled = classes.some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
  return styled ? [] : [`styles none of its root's classes (${classes.join(" ")})`];
}

function fileProblems({ type, folderFiles }: BlockUnderCheck): string[] {
  const stem = folderOf(type);
  const expected = ["index.ts", `${type}.tsx`, `${stem}.css.ts`, `${stem}.test.tsx`, `${type}Settings.tsx`, `${type}Settings.test.tsx`];
  return expected.filter((file) => !folderFiles.includes(file)).map((file) => `has no ${file} in blocks/${stem}/`);
}
