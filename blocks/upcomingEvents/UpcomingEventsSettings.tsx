import { upcomingEventsPropsSchema } from "../../schema/blocks/upcomingEvents";
import { ListBlockFields, type SettingsPanelProps } from "../settings";

/** The Upcoming Events block's settings: its title and how many of the next events it shows. */
export default function UpcomingEventsSettings({ props, onChange }: SettingsPanelProps<"UpcomingEvents">) {
  return (
    <ListBlockFields
      schema={upcomingEventsPropsSchema.properties}
      countLabel="Events shown"
      title={props.title}
      limit={props.limit}
      onChange={onChange}
    />
  );
}
