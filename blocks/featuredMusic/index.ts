import { featuredMusicPropsSchema } from "../../schema/blocks/featuredMusic";
import { defineBlock } from "../pageBlock";
import { FeaturedMusic, type FeaturedMusicNeeds } from "./FeaturedMusic";

export const featuredMusicBlock = defineBlock<"FeaturedMusic", FeaturedMusicNeeds>({
  type: "FeaturedMusic",
  label: "Featured Music",
  propsSchema: featuredMusicPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ featured: { resource: "featuredProducts", params: { category: "Music" } } }),
  View: FeaturedMusic,
});
