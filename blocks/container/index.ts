import { containerPropsSchema } from "../../schema/blocks/container";
import type { BlockNodeOf } from "../../schema/page";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize, paddingsBySize, safeMediaUrl } from "../style";
import { Container } from "./Container";

/** Header, footer and page containers hold the frame of a page: they stay where they are. */
function isFrame(node: BlockNodeOf<"Container">): boolean {
  return (node.props.role ?? "section") !== "section";
}

/** The frame containers say what they are in the editor ("Header" rather than "Container"). */
const FRAME_NAMES: Readonly<Record<string, string>> = { page: "Page", header: "Header", footer: "Footer" };

/** Whether a block is the page's footer, which stays the last block of the page. */
function isFooter(node: { readonly type: string; readonly props: object }): boolean {
  return node.type === "Container" && (node.props as { role?: unknown }).role === "footer";
}

export const containerBlock = defineBlock<"Container">({
  type: "Container",
  label: "Container",
  propsSchema: containerPropsSchema,
  rules: {
    accepts: () => true,
    canDelete: (node) => !isFrame(node),
    canMove: (node) => !isFrame(node),
    // Turning a header into a section would unlock it.
    lockedProps: ["role"],
  },
  View: Container,
  // A background image, or a background video's poster, fills the section: larger than any picture inside it.
  showsPicture: (props) => safeMediaUrl(props.backgroundImage) !== undefined,
  sizeStyles: {
    margins: marginsBySize,
    paddings: paddingsBySize,
    flexDirection: (flexDirection) => ({ "flex-direction": flexDirection }),
    alignItems: (alignItems) => ({ "align-items": alignItems }),
    justifyContent: (justifyContent) => ({ "justify-content": justifyContent }),
  },
  editing: {
    nameOf: (node) => (node.props.role ? FRAME_NAMES[node.props.role] : undefined),
    // Blocks added at the end of the page go above its footer, never below it.
    appendIndex: (node) => {
      const children = node.children ?? [];
      const last = children.at(-1);
      return last && isFooter(last) ? children.length - 1 : children.length;
    },
  },
  newProps: { paddings: [BLOCK_SPACING, BLOCK_SPACING, BLOCK_SPACING, BLOCK_SPACING] },
});
