import fc from "fast-check";
import { buttonPropsSchema } from "../../schema/blocks/button";
import { containerPropsSchema } from "../../schema/blocks/container";
import { textPropsSchema } from "../../schema/blocks/text";
import type { BlockNode, BlockType, PageDocument } from "../../schema/page";
import { arbitraryFromSchema } from "./fromSchema";

export const propsArbitraries: Record<BlockType, fc.Arbitrary<Record<string, unknown>>> = {
  Button: arbitraryFromSchema(buttonPropsSchema) as fc.Arbitrary<Record<string, unknown>>,
  Container: arbitraryFromSchema(containerPropsSchema) as fc.Arbitrary<Record<string, unknown>>,
  Text: arbitraryFromSchema(textPropsSchema) as fc.Arbitrary<Record<string, unknown>>,
};

/** A block tree without ids yet; ids are given afterwards so they are unique. */
type Shape = { type: BlockType; props: Record<string, unknown>; children?: Shape[] };

const shapes = fc.letrec<{ node: Shape }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ type: fc.constant<BlockType>("Text"), props: propsArbitraries.Text }),
    fc.record({ type: fc.constant<BlockType>("Button"), props: propsArbitraries.Button }),
    fc.record({
      type: fc.constant<BlockType>("Container"),
      props: propsArbitraries.Container,
      children: fc.array(tie("node"), { maxLength: 4 }),
    }),
  ),
})).node;

/** Gives every node of a shape an id `${prefix}${n}`, in document order. */
export function withIds(shape: Shape, prefix: string, counter = { next: 0 }): BlockNode {
  const node = { id: `${prefix}${counter.next++}`, type: shape.type, props: shape.props } as BlockNode;
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
      schemaVersion: 1,
      kind: "page",
      id: "page",
      title,
      path,
      ...(description === undefined ? {} : { description }),
      root,
    } as PageDocument;
  });
