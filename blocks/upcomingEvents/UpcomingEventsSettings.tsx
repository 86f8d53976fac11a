import { upcomingEventsPropsSchema } from "../../schema/blocks/upcomingEvents";
import { NumberField, propSetter, type SettingsPanelProps, TextField } from "../settings";

const { title, limit } = upcomingEventsPropsSchema.properties;

/** The Upcoming Events block's settings: its title and how many of the next events it shows. */
export default function UpcomingEventsSettings({ props, onChange }: SettingsPanelProps<"UpcomingEvents">) {
  const set = propSetter<"UpcomingEvents">(onChange);
  return (
    <div className="settings-form">
      <TextField label="Title" value={props.title} maxLength={title.maxLength} onChange={set("title", "text")} />
      <NumberField
        label="Events shown"
        value={props.limit}
        min={limit.minimum}
        max={limit.maximum}
        integer
        onChange={set("limit", "text")}
      />
    </div>
  );
}
