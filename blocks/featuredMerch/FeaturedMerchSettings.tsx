import { featuredMerchPropsSchema } from "../../schema/blocks/featuredMerch";
import { NumberField, propSetter, type SettingsPanelProps, TextField } from "../settings";

const { title, limit } = featuredMerchPropsSchema.properties;

/** The Featured Merch block's settings: its title and how many featured products it shows. */
export default function FeaturedMerchSettings({ props, onChange }: SettingsPanelProps<"FeaturedMerch">) {
  const set = propSetter<"FeaturedMerch">(onChange);
  return (
    <div className="settings-form">
      <TextField label="Title" value={props.title} maxLength={title.maxLength} onChange={set("title", "text")} />
      <NumberField
        label="Products shown"
        value={props.limit}
        min={limit.minimum}
        max={limit.maximum}
        integer
        onChange={set("limit", "text")}
      />
    </div>
  );
}
