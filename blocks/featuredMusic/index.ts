import { defineBlock } from "../../runtime/blockRegistry";
import { featuredMusicPropsSchema } from "../../schema/blocks/featuredMusic";
import { propsValidators } from "../../schema/generated/validators.js";
import { sectionCss } from "../section.css";
import { FeaturedMusic } from "./FeaturedMusic";
import { featuredMusicCss } from "./featuredMusic.css";

export const featuredMusicBlock = defineBlock<"FeaturedMusic">({
  type: "FeaturedMusic",
  label: "Featured Music",
  propsSchema: featuredMusicPropsSchema,
  validateProps: propsValidators.FeaturedMusic,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ featured: { resource: "products/featured", params: { category: "Music" } } }),
  View: FeaturedMusic,
  css: [sectionCss, featuredMusicCss],
});
