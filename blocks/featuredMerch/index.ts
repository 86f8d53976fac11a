import { featuredMerchPropsSchema } from "../../schema/blocks/featuredMerch";
import { defineBlock } from "../pageBlock";
import { FeaturedMerch, type FeaturedMerchNeeds } from "./FeaturedMerch";

export const featuredMerchBlock = defineBlock<"FeaturedMerch", FeaturedMerchNeeds>({
  type: "FeaturedMerch",
  label: "Featured Merch",
  propsSchema: featuredMerchPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // Its first card's cover, when the page's first picture: which products it shows is the page's
  // data, not the document, and nearly every one has a cover.
  showsPicture: () => true,
  load: () => ({ featured: { resource: "featuredProducts", params: { category: "Merch" } } }),
  View: FeaturedMerch,
});
