import { NumberField } from "../../../blocks/settings";
import { emailSpacerPropsSchema } from "../../../schema/email/blocks";
import { fieldLimits } from "../../../schema/fieldLimits";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";

/** A Spacer's settings: its height. */
export default function EmailSpacerSettings({ props, onChange }: EmailBlockSettingsProps<"Spacer">) {
  const set = emailPropSetter<"Spacer">(onChange);
  return (
    <div className="settings-form">
      <NumberField
        label="Height"
        unit="px"
        value={props.height}
        {...fieldLimits(emailSpacerPropsSchema.properties.height)}
        integer
        onChange={set("height", "text")}
      />
    </div>
  );
}
