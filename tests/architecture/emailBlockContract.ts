import fc from "fast-check";
import type { EmailBlockDefinition, EmailBlocks } from "../../email/emailBlock";
import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import { exportEmailText } from "../../email/export/exportEmailText";
import { defaultsOf } from "../../runtime/resolveProps";
import type { TreeNode } from "../../runtime/treeNode";
import type { EmailDocument } from "../../schema/email/document";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { arbitraryFromSchema } from "../arbitraries/fromSchema";
import { folderOf, stylesheetProblems } from "./blockContract";

/**
 * What an email block must provide (CONTRIBUTING.md, "Add a block (to emails)"), as one list of
 * checks: the parts the compiler cannot see. `defineEmailBlock` already demands a view, a settings
 * panel, both exports and CSS; these check that they are real and cover the block's props.
 */
export interface EmailBlockUnderCheck {
  /** The type's name in the email schema's union. */
  readonly type: string;
  /** Its definition in `blocks`. */
  readonly definition: EmailBlockDefinition;
  /** The registry its probe email is exported with (its parents come from there). */
  readonly blocks: EmailBlocks;
  /** The node schema the email schema's union uses for the type. */
  readonly nodeSchema: { readonly properties: { readonly props: object; readonly children?: object } };
  /** The names of the files in its folder, `email/blocks/<type in camelCase>/`. */
  readonly folderFiles: readonly string[];
}

const LAZY_COMPONENT = Symbol.for("react.lazy");
const SITE = "https://band.example";

/** Everything the email block lacks, in words; empty when it provides all of it. */
export function emailBlockContractProblems(block: EmailBlockUnderCheck): string[] {
  return [
    ...identityProblems(block),
    ...schemaProblems(block),
    ...stylesheetProblems(block.definition),
    ...exportProblems(block),
    ...fileProblems(block),
  ];
}

function identityProblems({ type, definition, nodeSchema }: EmailBlockUnderCheck): string[] {
  const problems: string[] = [];
  if (definition.type !== type) problems.push(`is registered as ${type} but its definition says ${definition.type}`);
  const label = type.replace(/(?<=[a-z])(?=[A-Z])/g, " ");
  if (definition.label !== label) problems.push(`is labelled "${definition.label}" rather than "${label}"`);
  if (typeof definition.View !== "function") problems.push("has no view");
  if ((definition.Settings as { $$typeof?: symbol } | undefined)?.$$typeof !== LAZY_COMPONENT)
    problems.push("has no settings panel loaded on first use (lazy)");
  const schemaHasChildren = nodeSchema.properties.children !== undefined;
  if (schemaHasChildren && !definition.rules.accepts) problems.push("has children in its schema but no rule for which it accepts");
  if (!schemaHasChildren && definition.rules.accepts) problems.push("accepts children that its schema does not allow");
  return problems;
}

function schemaProblems({ definition, nodeSchema }: EmailBlockUnderCheck): string[] {
  const problems: string[] = [];
  if (definition.propsSchema !== nodeSchema.properties.props) problems.push("validates props with another schema than the email schema's");
  if (!definition.validateProps({})) problems.push("rejects empty props (every prop needs a default or may be absent)");
  if (definition.validateProps({ notAProp: 1 })) problems.push("accepts a prop its schema does not know");
  if (definition.newProps !== undefined && !definition.validateProps(definition.newProps))
    problems.push("starts new blocks with props its schema rejects");
  return problems;
}

/** The probe block in an email, inside the first parent of the registry that takes it when the root does not. */
function probeEmail(block: EmailBlockUnderCheck, props: Record<string, unknown>): EmailDocument {
  let next = 0;
  const createId = () => `n${next++}`;
  const { blocks, definition, type } = block;
  const probe: TreeNode = {
    id: "probe",
    type,
    props,
    ...(definition.rules.accepts ? { children: definition.editing?.newChildren?.(createId) ?? [] } : {}),
  };
  const root = blocks.Container;
  let child = probe;
  if (!root?.rules.accepts?.(type)) {
    const parentType = Object.keys(blocks).find(
      (candidate) => blocks[candidate]?.rules.accepts?.(type) && root?.rules.accepts?.(candidate),
    );
    const siblings = (parentType && blocks[parentType]?.editing?.newChildren?.(createId)) || [];
    const at = Math.max(
      0,
      siblings.findIndex((sibling) => sibling.type === type),
    );
    child = { id: "parent", type: parentType ?? "Container", props: {}, children: siblings.toSpliced(at, 1, probe) };
  }
  const document = { schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION, kind: "email", id: "probe-email", title: "Probe" } as const;
  // The probe's type may be one the email schema's union lacks (a test's own block): the exports read any registry's nodes.
  return { ...document, root: { id: "root", type: "Container", props: {}, children: [child] } } as EmailDocument;
}

/** What the block's email says, HTML and text, with these props. */
function exported(block: EmailBlockUnderCheck, props: Record<string, unknown>): string {
  const document = probeEmail(block, props);
  // The definition under check, even where the registry holds another for its type.
  const blocks = { ...block.blocks, [block.type]: block.definition };
  return `${exportEmailHtml(document, { siteUrl: SITE, blocks })}\n${exportEmailText(document, { siteUrl: SITE, blocks })}`;
}

/** A valid value of the prop other than its default, drawn from its schema with a fixed seed; undefined when it has none. */
function otherValue(definition: EmailBlockDefinition, name: string): unknown {
  const schema = definition.propsSchema.properties[name] as Parameters<typeof arbitraryFromSchema>[0];
  const fallback = JSON.stringify(defaultsOf(definition.propsSchema)[name]);
  const samples = fc.sample(arbitraryFromSchema(schema), { seed: 33, numRuns: 50 });
  return samples.find((value) => JSON.stringify(value) !== fallback && definition.validateProps({ [name]: value }));
}

/**
 * Every prop shows in the HTML or the text: its export changes when the prop leaves its default,
 * alone or with every other prop set (a picture's words show only once it has a picture). Props
 * the definition lists in `notExported` must show in neither.
 */
function exportProblems(block: EmailBlockUnderCheck): string[] {
  const { definition } = block;
  const names = Object.keys(definition.propsSchema.properties);
  const notExported = definition.notExported ?? [];
  const problems = notExported.filter((name) => !names.includes(name)).map((name) => `lists ${name} as not exported, but has no such prop`);
  const others = Object.fromEntries(names.map((name) => [name, otherValue(definition, name)]).filter(([, value]) => value !== undefined));
  const bare = exported(block, {});
  const full = exported(block, others);
  for (const name of names) {
    if (!(name in others)) continue;
    const { [name]: _, ...withoutIt } = others;
    const shows = exported(block, { [name]: others[name] }) !== bare || exported(block, withoutIt) !== full;
    if (notExported.includes(name)) {
      if (shows) problems.push(`lists ${name} as not exported, yet its export shows it`);
    } else if (!shows) problems.push(`shows ${name} in neither its HTML nor its text (or list it in notExported, saying why)`);
  }
  return problems;
}

function fileProblems({ type, folderFiles }: EmailBlockUnderCheck): string[] {
  const stem = folderOf(type);
  const name = `Email${type}`;
  const expected = [
    "index.ts",
    `${name}.tsx`,
    `email${type}.css.ts`,
    `email${type}Export.ts`,
    `${name}Settings.tsx`,
    `${name}Settings.test.tsx`,
  ];
  const problems = expected.filter((file) => !folderFiles.includes(file)).map((file) => `has no ${file} in email/blocks/${stem}/`);
  if (!folderFiles.some((file) => file === `${name}.test.ts` || file === `${name}.test.tsx`))
    problems.push(`has no ${name}.test.ts(x) in email/blocks/${stem}/`);
  return problems;
}
