import { buttonPropsSchema } from "../schema/blocks/button";
import { containerPropsSchema } from "../schema/blocks/container";
import { textPropsSchema } from "../schema/blocks/text";
import { propsValidators } from "../schema/generated/validators.js";
import { type BlockRegistry, defineBlock } from "./blockRegistry";

const always = () => true;

/**
 * The three core block types as runtime tests see them: the real schemas, validators and rules,
 * but no views, because runtime/ may not import blocks/ (DESIGN.md dependency direction).
 */
export const testBlocks: BlockRegistry = {
  Button: defineBlock<"Button">({
    type: "Button",
    label: "Button",
    propsSchema: buttonPropsSchema,
    validateProps: propsValidators.Button,
    rules: { canDelete: always, canMove: always },
    View: () => null,
  }),
  Container: defineBlock<"Container">({
    type: "Container",
    label: "Container",
    propsSchema: containerPropsSchema,
    validateProps: propsValidators.Container,
    rules: { accepts: always, canDelete: always, canMove: always },
    View: () => null,
  }),
  Text: defineBlock<"Text">({
    type: "Text",
    label: "Text",
    propsSchema: textPropsSchema,
    validateProps: propsValidators.Text,
    rules: { canDelete: always, canMove: always },
    View: () => null,
  }),
};
