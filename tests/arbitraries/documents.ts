import fc from "fast-check";
import { BLOCK_TYPES, type BlockNode, type BlockType, blockNodeSchemas, type PageDocument } from "../../schema/page";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import { arbitraryFromSchema } from "./fromSchema";

/** Valid props of every block type, generated from the block's own props schema. */
export const propsArbitraries = Object.fromEntries(
  BLOCK_TYPES.map((type) => [type, arbitraryFromSchema(blockNodeSchemas[type].properties.props) as fc.Arbitrary<Record<string, unknown>>]),
) as Record<BlockType, fc.Arbitrary<Record<string, unknown>>>;

/** Valid per-size settings of every block type (`schema/responsive.ts`), or none (most blocks have none). */
const responsiveArbitraries = Object.fromEntries(
  BLOCK_TYPES.map((type) => [
    type,
    fc.option(arbitraryFromSchema(blockNodeSchemas[type].properties.responsive) as fc.Arbitrary<Record<string, unknown>>, {
      nil: undefined,
      freq: 3,
    }),
  ]),
) as Record<BlockType, fc.Arbitrary<Record<string, unknown> | undefined>>;

/** A block tree without ids yet; ids are given afterwards so they are unique. */
type Shape = { type: BlockType; props: Record<string, unknown>; responsive?: Record<string, unknown> | undefined; children?: Shape[] };

const leafTypes = BLOCK_TYPES.filter((type) => !("children" in blockNodeSchemas[type].properties));

const shapes = fc.letrec<{ node: Shape }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    ...leafTypes.map((type) =>
      fc.record({ type: fc.constant<BlockType>(type), props: propsArbitraries[type], responsive: responsiveArbitraries[type] }),
    ),
    fc.record({
      type: fc.constant<BlockType>("Container"),
      props: propsArbitraries.Container,
      responsive: responsiveArbitraries.Container,
      children: fc.array(tie("node"), { maxLength: 4 }),
    }),
  ),
})).node;

/** Gives every node of a shape an id `${prefix}${n}`, in document order. */
export function withIds(shape: Shape, prefix: string, counter = { next: 0 }): BlockNode {
  const node = { id: `${prefix}${counter.next++}`, type: shape.type, props: shape.props } as BlockNode;
  if (shape.responsive) node.responsive = shape.responsive;
  if (shape.children) node.children = shape.children.map((child) => withIds(child, prefix, counter));
  return node;
}

/** A block subtree whose ids start with `prefix`. */
export function blockArbitrary(prefix: string): fc.Arbitrary<BlockNode> {
  return shapes.map((shape) => withIds(shape, prefix));
}

/** Valid page documents: a Container root holding random blocks with random valid props. */
export const pageDocumentArbitrary: fc.Arbitrary<PageDocument> = fc
  .record({
    title: fc.string({ minLength: 1, maxLength: 40 }),
    path: fc.constantFrom("/", "/music", "/about-us", "/tour/2026"),
    description: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
    rootProps: propsArbitraries.Container,
    children: fc.array(shapes, { maxLength: 5 }),
  })
  .map(({ title, path, description, rootProps, children }) => {
    const root = withIds({ type: "Container", props: rootProps, children }, "b");
    return {
      schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
      kind: "page",
      id: "page",
      title,
      path,
      ...(description === undefined ? {} : { description }),
      root,
    } as PageDocument;
  });
