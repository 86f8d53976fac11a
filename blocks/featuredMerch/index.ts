import { featuredMerchPropsSchema } from "../../schema/blocks/featuredMerch";
import { defineBlock } from "../pageBlock";
import { FeaturedMerch, type FeaturedMerchNeeds } from "./FeaturedMerch";

export const featuredMerchBlock = defineBlock<"FeaturedMerch", FeaturedMerchNeeds>({
  type: "FeaturedMerch",
  label: "Featured Merch",
  propsSchema: featuredMerchPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ featured: { resource: "featuredProducts", params: { category: "Merch" } } }),
  View: FeaturedMerch,
});
