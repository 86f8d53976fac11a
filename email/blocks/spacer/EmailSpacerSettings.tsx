import { NumberField } from "../../../blocks/settings";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";

/** A Spacer's settings: its height. */
export default function EmailSpacerSettings({ props, onChange }: EmailBlockSettingsProps<"Spacer">) {
  const set = emailPropSetter<"Spacer">(onChange);
  return (
    <div className="settings-form">
      <NumberField label="Height" unit="px" value={props.height} min={4} max={200} integer onChange={set("height", "text")} />
    </div>
  );
}
