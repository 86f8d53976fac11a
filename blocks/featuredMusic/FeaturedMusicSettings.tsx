import { featuredMusicPropsSchema } from "../../schema/blocks/featuredMusic";
import { NumberField, propSetter, type SettingsPanelProps, TextField } from "../settings";

const { title, limit } = featuredMusicPropsSchema.properties;

/** The Featured Music block's settings: its title and how many featured releases it shows. */
export default function FeaturedMusicSettings({ props, onChange }: SettingsPanelProps<"FeaturedMusic">) {
  const set = propSetter<"FeaturedMusic">(onChange);
  return (
    <div className="settings-form">
      <TextField label="Title" value={props.title} maxLength={title.maxLength} onChange={set("title", "text")} />
      <NumberField
        label="Releases shown"
        value={props.limit}
        min={limit.minimum}
        max={limit.maximum}
        integer
        onChange={set("limit", "text")}
      />
    </div>
  );
}
