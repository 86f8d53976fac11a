import { heroPropsSchema } from "../../schema/blocks/hero";
import { defineBlock } from "../pageBlock";
import { safeMediaUrl } from "../style";
import { Hero } from "./Hero";

export const heroBlock = defineBlock<"Hero">({
  type: "Hero",
  label: "Hero",
  propsSchema: heroPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: Hero,
  showsPicture: (props) => safeMediaUrl(props.backgroundImage) !== undefined,
  sizeStyles: {
    textAlign: (textAlign) => ({ "text-align": textAlign, "align-items": textAlign === "center" ? "center" : "flex-start" }),
  },
});
