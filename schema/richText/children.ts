import { type RichTextNodeType, richTextNodeSchemas } from "./nodes";
import { RICH_TEXT_UNIONS } from "./unions";

/**
 * What the node schemas say, read back for the code that walks rich text: which node types may be
 * the children of each type (from its `children` items or fixed `prefixItems`), and which types
 * carry text. Derived once, so a new node type needs no second list.
 */
function typeOfRef(ref: string): readonly RichTextNodeType[] {
  const name = ref.slice("#/$defs/".length);
  return (RICH_TEXT_UNIONS as Record<string, readonly RichTextNodeType[]>)[name] ?? [name as RichTextNodeType];
}

type ChildrenSchema = { items?: { $ref?: string } | false; prefixItems?: readonly { $ref: string }[] };

export const RICH_TEXT_CHILD_TYPES: Readonly<Partial<Record<RichTextNodeType, readonly RichTextNodeType[]>>> = Object.fromEntries(
  Object.entries(richTextNodeSchemas).flatMap(([type, schema]) => {
    const children = (schema.properties as { children?: ChildrenSchema }).children;
    if (!children) return [];
    const refs = [...(children.prefixItems ?? []), ...(children.items ? [children.items] : [])].flatMap((item) =>
      item.$ref ? typeOfRef(item.$ref) : [],
    );
    return [[type, refs]];
  }),
);

/** Node types with a `text` of their own (text and what Lexical derives from it). */
export const RICH_TEXT_TEXT_TYPES: ReadonlySet<string> = new Set(
  Object.entries(richTextNodeSchemas)
    .filter(([, schema]) => "text" in schema.properties)
    .map(([type]) => type),
);
