import type { BlockNodeOf, BlockType, ResolvedPropsOf } from "../schema/page";
import type { BlockDefinition } from "./blockRegistry";

/** A test's own block over a page block's types, free to ask for any resource (the runtime does not know the site's). */
export function testBlock<T extends BlockType>(
  definition: BlockDefinition<BlockNodeOf<T>, ResolvedPropsOf<T>> & { readonly type: T },
): BlockDefinition<BlockNodeOf<T>, ResolvedPropsOf<T>> {
  return definition;
}
