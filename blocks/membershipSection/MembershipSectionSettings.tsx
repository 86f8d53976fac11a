import { membershipSectionPropsSchema } from "../../schema/blocks/membershipSection";
import { propSetter, type SettingsPanelProps, TextAreaField, TextField } from "../settings";

const { title, description } = membershipSectionPropsSchema.properties;

/** The Membership Section block's settings: its title ('Become a member' by default, SPEC §2) and description. */
export default function MembershipSectionSettings({ props, onChange }: SettingsPanelProps<"MembershipSection">) {
  const set = propSetter<"MembershipSection">(onChange);
  return (
    <div className="settings-form">
      <TextField
        label="Title"
        value={props.title}
        maxLength={title.maxLength}
        placeholder={title.default}
        onChange={set("title", "text")}
      />
      <TextAreaField
        label="Description"
        value={props.description}
        maxLength={description.maxLength}
        onChange={set("description", "text")}
      />
    </div>
  );
}
