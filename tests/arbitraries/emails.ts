import fc from "fast-check";
import type { EmailBlocks } from "../../email/emailBlock";
import { emailBlocks } from "../../email/registry";
import type { TreeNode } from "../../runtime/treeNode";
import type { EmailDocument } from "../../schema/email/document";
import { emailSettingsSchema } from "../../schema/email/document";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { arbitraryFromSchema } from "./fromSchema";

type Shape = { type: string; props: Record<string, unknown>; children?: Shape[] };

/** Most children a generated block holds, and most a block's `childrenProblem` is asked about. */
const MAX_GENERATED_CHILDREN = 3;

/** Valid props of a block type, generated from its own props schema. */
const propsArbitrary = (blocks: EmailBlocks, type: string) =>
  arbitraryFromSchema(blocks[type]?.propsSchema ?? {}) as fc.Arbitrary<Record<string, unknown>>;

/** The child counts a parent's `childrenProblem` takes with these props (a Columns laid out 1:1:1 holds 3). */
function allowedCounts(blocks: EmailBlocks, type: string, props: Record<string, unknown>, childType: string): number[] {
  const problem = blocks[type]?.rules.childrenProblem;
  const counts = Array.from({ length: MAX_GENERATED_CHILDREN + 1 }, (_, count) => count);
  if (!problem) return counts;
  const probe = (count: number): TreeNode => ({
    id: "probe",
    type,
    props,
    children: Array.from({ length: count }, (_, index) => ({ id: `child${index}`, type: childType, props: {} })),
  });
  return counts.filter((count) => problem(probe(count)) === null);
}

/**
 * Block trees as a registry's rules allow them, derived from its definitions alone: each type's
 * props from its schema, children only of the types its `accepts` takes, as many as its
 * `childrenProblem` allows. A block added to the registry is generated without touching this file;
 * a parent whose rules no generated count satisfies fails loudly rather than being left out.
 */
export function emailTreeArbitraries(blocks: EmailBlocks): Readonly<Record<string, fc.Arbitrary<Shape>>> {
  const types = Object.keys(blocks);
  const accepted = (type: string) => types.filter((child) => blocks[type]?.rules.accepts?.(child) ?? false);
  // Leaves first: at depth, `depthSize` favours the first arbitraries, so trees end.
  const ordered = (candidates: string[]) => [
    ...candidates.filter((type) => !blocks[type]?.rules.accepts),
    ...candidates.filter((type) => blocks[type]?.rules.accepts),
  ];
  return fc.letrec<Record<string, Shape>>((tie) => {
    const childOf = (type: string) => {
      const candidates = ordered(accepted(type));
      return fc.oneof({ depthSize: "small", withCrossShrink: true }, ...candidates.map((candidate) => tie(candidate)));
    };
    const nodeOf = (type: string): fc.Arbitrary<Shape> => {
      const props = propsArbitrary(blocks, type);
      const candidates = accepted(type);
      if (!blocks[type]?.rules.accepts) return fc.record({ type: fc.constant(type), props });
      if (candidates.length === 0) throw new Error(`The email block ${type} accepts children but no type of the registry.`);
      if (!blocks[type]?.rules.childrenProblem)
        return fc.record({ type: fc.constant(type), props, children: fc.array(childOf(type), { maxLength: MAX_GENERATED_CHILDREN }) });
      return props.chain((chosen) => {
        const counts = allowedCounts(blocks, type, chosen, candidates[0] as string);
        if (counts.length === 0) throw new Error(`No count of children up to ${MAX_GENERATED_CHILDREN} suits the email block ${type}.`);
        const children = fc.constantFrom(...counts).chain((count) => fc.array(childOf(type), { minLength: count, maxLength: count }));
        return fc.record({ type: fc.constant(type), props: fc.constant(chosen), children });
      });
    };
    return Object.fromEntries(types.map((type) => [type, nodeOf(type)]));
  }) as Readonly<Record<string, fc.Arbitrary<Shape>>>;
}

function withIds(shape: Shape, counter: { next: number }): TreeNode {
  const node: TreeNode = { id: `e${counter.next++}`, type: shape.type, props: shape.props };
  return shape.children ? { ...node, children: shape.children.map((child) => withIds(child, counter)) } : node;
}

/**
 * Valid email documents of a registry (the app's by default): settings and a root Container of
 * random blocks, all from the schemas and the blocks' rules.
 */
export function emailDocumentArbitraryOf(blocks: EmailBlocks): fc.Arbitrary<EmailDocument> {
  const trees = emailTreeArbitraries(blocks);
  const rootType = "Container";
  const topLevel = Object.keys(blocks).filter((type) => blocks[rootType]?.rules.accepts?.(type));
  const leavesFirst = [
    ...topLevel.filter((type) => !blocks[type]?.rules.accepts),
    ...topLevel.filter((type) => blocks[type]?.rules.accepts),
  ];
  return fc
    .record({
      title: fc.string({ minLength: 1, maxLength: 40 }),
      settings: arbitraryFromSchema(emailSettingsSchema) as fc.Arbitrary<Record<string, unknown>>,
      rootProps: propsArbitrary(blocks, rootType),
      children: fc.array(
        fc.oneof({ depthSize: "small", withCrossShrink: true }, ...leavesFirst.map((type) => trees[type] as fc.Arbitrary<Shape>)),
        { maxLength: 5 },
      ),
    })
    .map(({ title, settings, rootProps, children }) => ({
      schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
      kind: "email",
      id: "email",
      title,
      settings,
      // The registry's nodes are the schema's (a test's own registry brings its own schema): the document's type is the caller's word.
      root: withIds({ type: rootType, props: rootProps, children }, { next: 0 }) as EmailDocument["root"],
    }));
}

/** Valid email documents of the app's email blocks. */
export const emailDocumentArbitrary: fc.Arbitrary<EmailDocument> = emailDocumentArbitraryOf(emailBlocks);
