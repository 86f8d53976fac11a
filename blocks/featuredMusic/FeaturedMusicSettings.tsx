import { featuredMusicPropsSchema } from "../../schema/blocks/featuredMusic";
import { ListBlockFields, type SettingsPanelProps } from "../settings";

/** The Featured Music block's settings: its title and how many featured releases it shows. */
export default function FeaturedMusicSettings({ props, onChange }: SettingsPanelProps<"FeaturedMusic">) {
  return (
    <ListBlockFields
      schema={featuredMusicPropsSchema.properties}
      countLabel="Releases shown"
      title={props.title}
      limit={props.limit}
      onChange={onChange}
    />
  );
}
