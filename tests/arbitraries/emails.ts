import fc from "fast-check";
import {
  EMAIL_BLOCK_TYPES,
  EMAIL_COLUMN_COUNTS,
  type EmailBlockNode,
  type EmailBlockType,
  type EmailDocument,
  emailBlockNodeSchemas,
  emailSettingsSchema,
} from "../../schema/email/document";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../../schema/version";
import { arbitraryFromSchema } from "./fromSchema";

/** Valid props of every email block type, generated from the block's own props schema. */
const emailPropsArbitraries = Object.fromEntries(
  EMAIL_BLOCK_TYPES.map((type) => [
    type,
    arbitraryFromSchema(emailBlockNodeSchemas[type].properties.props) as fc.Arbitrary<Record<string, unknown>>,
  ]),
) as Record<EmailBlockType, fc.Arbitrary<Record<string, unknown>>>;

type Shape = { type: EmailBlockType; props: Record<string, unknown>; children?: Shape[] };

const LEAF_TYPES = ["Text", "Image", "Button", "Divider", "Spacer"] as const;

/** A Column holds any block but Columns (a row of columns in a column is refused: `EmailColumns.tsx`). */
const column = (content: fc.Arbitrary<Shape>) =>
  fc.record({
    type: fc.constant<EmailBlockType>("Column"),
    props: emailPropsArbitraries.Column,
    children: fc.array(
      content.filter((shape) => shape.type !== "Columns"),
      { maxLength: 2 },
    ),
  });

/** Block trees as the email's rules allow them: Columns hold their layout's count of Column blocks, and only those. */
const shapes = fc.letrec<{ node: Shape }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    ...LEAF_TYPES.map((type) => fc.record({ type: fc.constant<EmailBlockType>(type), props: emailPropsArbitraries[type] })),
    fc.record({
      type: fc.constant<EmailBlockType>("Container"),
      props: emailPropsArbitraries.Container,
      children: fc.array(tie("node"), { maxLength: 3 }),
    }),
    emailPropsArbitraries.Columns.chain((props) => {
      const count = EMAIL_COLUMN_COUNTS[(props.layout ?? "1:1") as keyof typeof EMAIL_COLUMN_COUNTS];
      return fc.record({
        type: fc.constant<EmailBlockType>("Columns"),
        props: fc.constant(props),
        children: fc.array(column(tie("node")), { minLength: count, maxLength: count }),
      });
    }),
  ),
})).node;

function withIds(shape: Shape, counter: { next: number }): EmailBlockNode {
  const node = { id: `e${counter.next++}`, type: shape.type, props: shape.props } as EmailBlockNode;
  if (shape.children) node.children = shape.children.map((child) => withIds(child, counter));
  return node;
}

/** Valid email documents: settings and a root Container of random blocks, all from the schemas. */
export const emailDocumentArbitrary: fc.Arbitrary<EmailDocument> = fc
  .record({
    title: fc.string({ minLength: 1, maxLength: 40 }),
    settings: arbitraryFromSchema(emailSettingsSchema) as fc.Arbitrary<Record<string, unknown>>,
    rootProps: emailPropsArbitraries.Container,
    children: fc.array(shapes, { maxLength: 5 }),
  })
  .map(({ title, settings, rootProps, children }) => ({
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: "email",
    title,
    settings,
    root: withIds({ type: "Container", props: rootProps, children }, { next: 0 }) as EmailDocument["root"],
  }));
