import type { BlockNode, BlockNodeOf, BlockType, PageDocument, ResolvedPropsOf } from "../schema/page";
import type { BlockDefinition } from "./blockRegistry";

/** A test's own block over a page block's types, free to ask for any resource (the runtime does not know the site's). */
export function testBlock<T extends BlockType>(
  definition: BlockDefinition<BlockNodeOf<T>, ResolvedPropsOf<T>> & { readonly type: T },
): BlockDefinition<BlockNodeOf<T>, ResolvedPropsOf<T>> {
  return definition;
}

/** A page (the home page) holding one block of `type` with `props`, for a block's own tests. */
export function pageWithBlock(type: BlockType, props: object, id = "block-1"): PageDocument {
  return {
    schemaVersion: 1,
    kind: "page",
    id: "home",
    title: "Home",
    path: "/",
    root: { id: "root", type: "Container", props: {}, children: [{ id, type, props } as unknown as BlockNode] },
  };
}
