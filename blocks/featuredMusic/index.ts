import { featuredMusicPropsSchema } from "../../schema/blocks/featuredMusic";
import { defineBlock } from "../pageBlock";
import { FeaturedMusic, type FeaturedMusicNeeds } from "./FeaturedMusic";

export const featuredMusicBlock = defineBlock<"FeaturedMusic", FeaturedMusicNeeds>({
  type: "FeaturedMusic",
  label: "Featured Music",
  propsSchema: featuredMusicPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // Its first card's cover, when the page's first picture: which products it shows is the page's
  // data, not the document, and nearly every one has a cover.
  showsPicture: () => true,
  load: () => ({ featured: { resource: "featuredProducts", params: { category: "Music" } } }),
  View: FeaturedMusic,
});
