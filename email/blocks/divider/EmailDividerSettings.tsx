import { ColorField, NumberField, SpacingField } from "../../../blocks/settings";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";
import { PADDING_LIMITS } from "../emailSettingsFields";

/** A Divider's settings: its colour, thickness and paddings. */
export default function EmailDividerSettings({ props, onChange }: EmailBlockSettingsProps<"Divider">) {
  const set = emailPropSetter<"Divider">(onChange);
  return (
    <div className="settings-form">
      <ColorField label="Colour" value={props.color} fallback="#d4d4d8" onChange={set("color", "text")} />
      <NumberField label="Thickness" unit="px" value={props.thickness} min={1} max={8} integer onChange={set("thickness", "text")} />
      <SpacingField label="Paddings" value={props.paddings} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
    </div>
  );
}
