import { defineBlock } from "../../runtime/blockRegistry";
import { containerPropsSchema } from "../../schema/blocks/container";
import { propsValidators } from "../../schema/generated/validators.js";
import type { BlockNodeOf } from "../../schema/page";
import { BLOCK_SPACING } from "../style";
import { Container } from "./Container";
import { containerCss } from "./container.css";

/** Header, footer and page containers hold the frame of a page: they stay where they are. */
function isFrame(node: BlockNodeOf<"Container">): boolean {
  return (node.props.role ?? "section") !== "section";
}

export const containerBlock = defineBlock<"Container">({
  type: "Container",
  label: "Container",
  propsSchema: containerPropsSchema,
  validateProps: propsValidators.Container,
  rules: {
    accepts: () => true,
    canDelete: (node) => !isFrame(node),
    canMove: (node) => !isFrame(node),
    // Turning a header into a section would unlock it.
    lockedProps: ["role"],
  },
  View: Container,
  css: containerCss,
  newProps: { paddings: [BLOCK_SPACING, BLOCK_SPACING, BLOCK_SPACING, BLOCK_SPACING] },
});
