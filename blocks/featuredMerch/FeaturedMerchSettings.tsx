import { featuredMerchPropsSchema } from "../../schema/blocks/featuredMerch";
import { ListBlockFields, type SettingsPanelProps } from "../settings";

/** The Featured Merch block's settings: its title and how many featured products it shows. */
export default function FeaturedMerchSettings({ props, onChange }: SettingsPanelProps<"FeaturedMerch">) {
  return (
    <ListBlockFields
      schema={featuredMerchPropsSchema.properties}
      countLabel="Products shown"
      title={props.title}
      limit={props.limit}
      onChange={onChange}
    />
  );
}
